import { describe, expect, it } from 'vitest';
import { hasErrors, validateAuthForm } from './validate-auth-form';

describe('validateAuthForm', () => {
  it.each([
    [
      { email: '', password: '' },
      { email: 'Email is required', password: 'Password is required' },
    ],
    [{ email: '   ', password: 'secret' }, { email: 'Email is required' }],
    [{ email: 'not-an-email', password: 'secret' }, { email: 'Enter a valid email address' }],
    [{ email: 'ada@example.com', password: '' }, { password: 'Password is required' }],
    // short passwords are the backend's to reject, with its mapped message
    [{ email: ' ada@example.com ', password: '1' }, {}],
  ])('%j → %j', (values, expected) => {
    expect(validateAuthForm(values)).toEqual(expected);
    expect(hasErrors(validateAuthForm(values))).toBe(Object.keys(expected).length > 0);
  });
});

describe('validateAuthForm on sign-up', () => {
  it.each([
    [{ email: 'ada@example.com', password: '' }, { password: 'Password is required' }],
    [{ email: 'ada@example.com', password: '12345' }, { password: 'Password must be at least 6 characters long.' }],
    // Characters, not UTF-16 units: five emoji are five characters.
    [
      { email: 'ada@example.com', password: '🙂🙂🙂🙂🙂' },
      { password: 'Password must be at least 6 characters long.' },
    ],
    [{ email: 'ada@example.com', password: '123456' }, {}],
  ])('%j → %j', (values, expected) => {
    expect(validateAuthForm(values, 'signup')).toEqual(expected);
  });
});
