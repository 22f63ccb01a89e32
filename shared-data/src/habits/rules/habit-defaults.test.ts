import { describe, expect, it } from 'vitest';
import {
  buildImplementationIntention,
  cleanPhrase,
  defaultDescription,
  defaultIdentity,
  inSentence,
  thirdPerson,
} from './habit-defaults';
import { applyHabitDefaults } from './habits';

describe('cleanPhrase / inSentence', () => {
  it.each([
    ['  Meditate.  ', 'meditate'],
    ['Read   10 pages!!', 'read 10 pages'],
    ['I get into bed.', 'I get into bed'],
    ["I'm home", "I'm home"],
    ['NASA news', 'NASA news'],
    ['LeetCode daily', 'LeetCode daily'],
    ['Spanish practice', 'Spanish practice'],
    ['walk the Dog', 'walk the Dog'],
    ['', ''],
    ['   ', ''],
    ['...', ''],
  ])('inSentence(%j) = %j', (input, expected) => {
    expect(inSentence(input)).toBe(expected);
  });

  it('drops only trailing punctuation', () => {
    expect(cleanPhrase('Mr. Smith calls?')).toBe('Mr. Smith calls');
    expect(cleanPhrase(null)).toBe('');
  });
});

describe('thirdPerson', () => {
  it.each([
    ['read', 'reads'],
    ['stretch', 'stretches'],
    ['study', 'studies'],
    ['play', 'plays'],
    ['go', 'goes'],
    ['do', 'does'],
    ['practise', 'practises'],
    ['Floss', 'flosses'],
  ])('%s -> %s', (verb, expected) => {
    expect(thirdPerson(verb)).toBe(expected);
  });
});

describe('defaultIdentity', () => {
  it.each([
    ['Meditate', 'I am someone who meditates regularly'],
    ['practice Spanish', 'I am someone who practices Spanish regularly'],
    ['Practise Spanish.', 'I am someone who practises Spanish regularly'],
    ['Spanish practice', 'I am someone who makes time for Spanish practice regularly'],
    ['Morning run', 'I am someone who makes time for morning run regularly'],
    ['read 10 pages', 'I am someone who reads 10 pages regularly'],
    ['Go for a walk!', 'I am someone who goes for a walk regularly'],
    ['NASA news', 'I am someone who makes time for NASA news regularly'],
    ['', ''],
  ])('%j -> %j', (name, expected) => {
    expect(defaultIdentity(name)).toBe(expected);
  });

  it('never doubles a word or leaves a capital inside the sentence', () => {
    for (const name of ['Meditate', 'Journal', 'Stretch', 'Evening walk']) {
      const text = defaultIdentity(name);
      expect(text).not.toMatch(/\b(\w+) \1\b/i);
      expect(text.slice(1)).not.toMatch(/ [A-Z][a-z]/);
    }
  });
});

describe('buildImplementationIntention', () => {
  it.each([
    ['Read', '22:00', 'When I get into bed', 'When I get into bed at 10:00 PM, I will read'],
    ['Read', '22:00', 'when I get into bed.', 'When I get into bed at 10:00 PM, I will read'],
    ['Read', '22:00', 'Whenever I get into bed', 'When I get into bed at 10:00 PM, I will read'],
    ['Stretch', '06:15', 'after my alarm rings', 'After my alarm rings at 6:15 AM, I will stretch'],
    ['Stretch', '06:15', 'As soon as I wake up', 'As soon as I wake up at 6:15 AM, I will stretch'],
    ['Meditate', '07:00', 'I pour my morning coffee', 'When I pour my morning coffee at 7:00 AM, I will meditate'],
    ['Meditate', '07:00', 'My alarm goes off at 7 am', 'When my alarm goes off at 7 am, I will meditate'],
    [
      'Spanish practice',
      '18:30:00',
      'I sit on the train',
      'When I sit on the train at 6:30 PM, I will do my Spanish practice',
    ],
    ['Meditate', '07:00', '', 'At 7:00 AM, I will meditate'],
    ['Meditate', '07:00', 'when', 'At 7:00 AM, I will meditate'],
    ['Meditate', '', 'I wake up', 'When I wake up, I will meditate'],
  ])('(%j, %j, %j)', (name, time, cue, expected) => {
    expect(buildImplementationIntention(name, time, cue)).toBe(expected);
  });
});

describe('quick-add defaults', () => {
  it('keep the description in the spec shape with a tidy name', () => {
    expect(defaultDescription('Learning', ' Read. ')).toBe('A Learning habit: Read');
  });

  it('are what a save fills in', () => {
    const saved = applyHabitDefaults({
      name: 'practice Spanish',
      category: 'Learning',
      cue: 'when I get on the train.',
      two_minute_version: 'One flashcard',
      scheduled_days: ['Monday', 'Wednesday', 'Friday'],
      scheduled_time: '08:15',
    });
    expect(saved.identity).toBe('I am someone who practices Spanish regularly');
    expect(saved.implementation_intention).toBe('When I get on the train at 8:15 AM, I will practice Spanish');
    expect(saved.description).toBe('A Learning habit: practice Spanish');
  });
});
