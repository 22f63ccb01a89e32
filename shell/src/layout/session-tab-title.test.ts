import { describe, expect, it } from 'vitest';
import { sessionTabTitle } from './session-tab-title';

describe('sessionTabTitle', () => {
  it.each([
    [1453, false, 'Habits', '24:13 · Habits'],
    [1453, true, 'Habits', '24:13 (paused) · Habits'],
    [59, false, 'Deep Work', '00:59 · Deep Work'],
    [5400, false, undefined, '90:00 · ONE Thing OS'],
  ])('%i s, paused %s, on %s: %s', (seconds, paused, page, title) => {
    expect(sessionTabTitle(seconds, paused, page)).toBe(title);
  });
});
