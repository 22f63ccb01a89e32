import { describe, expect, it } from 'vitest';
import { STREAK_RULE_TEXT, streakBadgeLevel } from './streak-badge';

describe('streakBadgeLevel', () => {
  it.each([
    [0, 'neutral'],
    [2, 'neutral'],
    [3, 'yellow'],
    [6, 'yellow'],
    [7, 'orange'],
    [30, 'orange'],
  ])('streak %i is %s', (streak, level) => {
    expect(streakBadgeLevel(streak)).toBe(level);
  });
});

describe('streak rule text', () => {
  it('explains the rule the database keeps in one sentence', () => {
    expect(STREAK_RULE_TEXT).toBe(
      'Streaks count only the days this habit is scheduled, and today counts once you complete it.',
    );
  });
});
