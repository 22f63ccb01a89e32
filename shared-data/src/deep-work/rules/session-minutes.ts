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
