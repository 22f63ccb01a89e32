import { describe, expect, it } from 'vitest';
import { exportFileName } from './export-file';
import { profileFormValues, profilePatch } from './profile-patch';

describe('profilePatch', () => {
  const profile = { full_name: 'Ada Lovelace', username: 'ada' };

  it.each([
    [{ fullName: 'Ada Lovelace', username: 'ada' }, {}],
    [{ fullName: ' Ada King ', username: 'ada' }, { full_name: 'Ada King' }],
    [{ fullName: 'Ada Lovelace', username: '  ' }, { username: null }],
    [
      { fullName: '', username: 'countess' },
      { full_name: null, username: 'countess' },
    ],
  ])('%j → %j', (values, expected) => {
    expect(profilePatch(values, profile)).toEqual(expected);
  });

  it('treats a missing profile as empty', () => {
    expect(profilePatch({ fullName: '', username: '' }, null)).toEqual({});
    expect(profileFormValues(null)).toEqual({ fullName: '', username: '' });
  });
});

describe('exportFileName', () => {
  it('is dated by the local day', () => {
    expect(exportFileName(new Date(2026, 0, 5, 23, 59))).toBe('onething-export-2026-01-05.json');
  });
});
