import { describe, expect, it } from 'vitest';
import { greeting, greetingLine, greetingName } from './greeting';

describe('greeting', () => {
  it.each([
    [new Date(2026, 2, 8, 0, 0), 'Good morning'],
    [new Date(2026, 2, 8, 11, 59), 'Good morning'],
    [new Date(2026, 2, 8, 12, 0), 'Good afternoon'],
    [new Date(2026, 2, 8, 16, 59), 'Good afternoon'],
    [new Date(2026, 2, 8, 17, 0), 'Good evening'],
    [new Date(2026, 2, 8, 23, 59), 'Good evening'],
    [new Date(2026, 2, 8, 3, 30), 'Good morning'],
  ])('%s -> %s', (now, text) => {
    expect(greeting(now)).toBe(text);
  });
});

describe('greetingName / greetingLine', () => {
  it('names the user by full name, else username, else e-mail', () => {
    expect(greetingName({ full_name: ' Ada Lovelace ', username: 'ada' }, 'a@x.io')).toBe('Ada Lovelace');
    expect(greetingName({ full_name: '', username: 'ada' }, 'a@x.io')).toBe('ada');
    expect(greetingName(null, 'grace@example.com')).toBe('grace');
    expect(greetingName(null, null)).toBe('');
    expect(greetingLine('Ada', new Date(2026, 2, 8, 9))).toBe('Good morning, Ada');
    expect(greetingLine('', new Date(2026, 2, 8, 18))).toBe('Good evening');
  });
});
