// Deep work minutes as the pages count them: a session stopped early (emergency-canceled) adds none.

export type DeepWorkSessionLike = {
  duration_minutes: number;
  emergency_canceled: boolean;
  completed_at: string | null;
};

/** Minutes of the sessions, emergency-canceled ones excluded. */
export function totalDeepWorkMinutes(sessions: readonly DeepWorkSessionLike[]): number {
  return sessions
    .filter((session) => !session.emergency_canceled)
    .reduce((sum, session) => sum + session.duration_minutes, 0);
}

/** Below this many minutes a duration reads in minutes, from it on in hours. */
const MINUTES_PER_HOUR = 60;

/**
 * A duration as people read it: under an hour in whole minutes ('25 min', '0 min'), from an hour on in hours
 * rounded to one decimal ('1 h', '1.5 h'), so a short session never reads as '0 h'.
 */
export function formatDuration(minutes: number): string {
  const whole = Math.round(Math.max(0, minutes));
  if (whole < MINUTES_PER_HOUR) return `${whole} min`;
  return `${Math.round((whole / MINUTES_PER_HOUR) * 10) / 10} h`;
}
