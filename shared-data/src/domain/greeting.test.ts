import { describe, expect, it } from 'vitest';
import { chosenName, greeting, greetingLine, greetingName, isEmailDerivedName } from './greeting';

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
  it('names the user by full name, else username, never by the e-mail address', () => {
    expect(greetingName({ full_name: ' Ada Lovelace ', username: 'ada' }, 'a@x.io')).toBe('Ada Lovelace');
    expect(greetingName({ full_name: '', username: 'ada' }, 'a@x.io')).toBe('ada');
    expect(greetingName(null, 'grace@example.com')).toBe('');
    expect(greetingName(null, null)).toBe('');
    // Sign-up's default when no name is typed: the local part in both names.
    const email = 'user.1795810033@example.com';
    expect(greetingName({ full_name: 'user.1795810033', username: 'USER.1795810033 ' }, email)).toBe('');
    expect(greetingName({ full_name: email, username: 'Grace' }, email)).toBe('Grace');
    expect(greetingLine('Ada', new Date(2026, 2, 8, 9))).toBe('Good morning, Ada');
    expect(greetingLine('', new Date(2026, 2, 8, 18))).toBe('Good evening');
  });
});

describe('chosenName / isEmailDerivedName', () => {
  it('skips names taken from the e-mail address, case and spaces aside', () => {
    expect(isEmailDerivedName(' Grace ', 'grace@example.com')).toBe(true);
    expect(isEmailDerivedName('Grace Hopper', 'grace@example.com')).toBe(false);
    expect(isEmailDerivedName('grace', null)).toBe(false);
    expect(chosenName({ full_name: 'grace', username: 'Amazing Grace' }, 'grace@example.com')).toBe('Amazing Grace');
  });
});
