// The streak badge: its colour by streak length and the sentence that explains how streaks count.

export const STREAK_YELLOW_AT = 3;
export const STREAK_ORANGE_AT = 7;

/** How the database counts streaks, in one sentence for the user. */
export const STREAK_RULE_TEXT =
  'Streaks count only the days this habit is scheduled, and today counts once you complete it.';

export type StreakBadgeLevel = 'neutral' | 'yellow' | 'orange';

export function streakBadgeLevel(streak: number): StreakBadgeLevel {
  if (streak >= STREAK_ORANGE_AT) return 'orange';
  if (streak >= STREAK_YELLOW_AT) return 'yellow';
  return 'neutral';
}
