import { describe, expect, it } from 'vitest';
import { displayName } from './user-display';

describe('displayName', () => {
  it.each([
    [{ full_name: 'Ada Lovelace', username: 'ada' }, 'ada@example.com', 'Ada Lovelace'],
    [{ full_name: '  ', username: 'ada' }, 'ada@example.com', 'ada'],
    [{ full_name: null, username: null }, 'grace.hopper@example.com', 'grace.hopper'],
    [null, 'x@example.com', 'x'],
    [null, null, ''],
  ])('%j with %s → %s', (profile, email, expected) => {
    expect(displayName(profile, email)).toBe(expected);
  });
});
