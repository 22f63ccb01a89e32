import { getSupabase } from '../../supabase';
import { rows } from '../../supabase/result';
import type { DeepWorkSession } from '../../types/database';

export type SessionEnd = {
  /** Minutes to record: the whole selected duration at 0, the worked minutes when a step ends it early. */
  durationMinutes: number;
  /** Stopped by the user before its end: excluded from deep work minutes. */
  emergencyCanceled?: boolean;
  /** The ONE Thing step the session was spent on, when completing that step ended it. */
  taskId?: string | null;
  /** When it ended, for a session that ended offline and is recorded later; the database's now otherwise. */
  endedAt?: string;
};

/**
 * Ends an open session now (the database's clock), or when it ended offline (`endedAt`). Ending one that is
 * already ended changes nothing and returns null, so two tabs reaching 0 together save the session once. The
 * database refuses more minutes than the session was started for or than passed between its start and end.
 */
export async function finishSession(id: string, end: SessionEnd): Promise<DeepWorkSession | null> {
  const ended = await getSupabase().rpc('finish_deep_work_session', {
    p_session_id: id,
    p_duration_minutes: end.durationMinutes,
    p_emergency_canceled: end.emergencyCanceled ?? false,
    p_task_id: end.taskId ?? undefined,
    p_ended_at: end.endedAt,
  });
  return rows(ended)[0] ?? null;
}
