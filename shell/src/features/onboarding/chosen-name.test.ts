import { describe, expect, it } from 'vitest';
import { isChosenName, prefilledName } from './chosen-name';

describe('prefilledName', () => {
  it('offers the name given at sign-up, full name first', () => {
    expect(prefilledName({ full_name: ' Ada Lovelace ', username: 'ada' }, 'countess@example.com')).toBe(
      'Ada Lovelace',
    );
    expect(prefilledName({ full_name: null, username: 'ada' }, 'countess@example.com')).toBe('ada');
  });

  it('never offers the e-mail address or its local part (the sign-up default)', () => {
    const email = 'user.1795810033@example.com';
    expect(prefilledName({ full_name: 'user.1795810033', username: 'user.1795810033' }, email)).toBe('');
    expect(prefilledName({ full_name: 'USER.1795810033 ', username: null }, email)).toBe('');
    expect(prefilledName({ full_name: email, username: null }, email)).toBe('');
    expect(prefilledName({ full_name: 'user.1795810033', username: 'Ada' }, email)).toBe('Ada');
    expect(prefilledName(null, email)).toBe('');
  });
});

describe('isChosenName', () => {
  it('needs a visible character', () => {
    expect(isChosenName('  ')).toBe(false);
    expect(isChosenName(' Jo ')).toBe(true);
  });
});
