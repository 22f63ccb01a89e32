import { endOfDay, startOfDay } from 'date-fns';
import { getSupabase } from '../supabase';
import type { DeepWorkSession, DeepWorkSessionInsert } from '../types/database';
import { allPages } from '../supabase/paging';
import { row, rows } from '../supabase/result';

/**
 * What a client writes when a session starts: what it is about and the minutes it is started for. Its id, start
 * time, end and stop flag are the database's (no client may write them).
 */
export type NewDeepWorkSession = Pick<
  DeepWorkSessionInsert,
  'title' | 'duration_minutes' | 'goal_id' | 'playbook_id' | 'task_id' | 'shield_enabled'
>;

export const USER_NOT_AUTHENTICATED = 'User not authenticated';
export const SESSION_CREATION_IN_PROGRESS = 'Session creation already in progress';

// One save at a time per app: a double click or a timer firing during a manual save must not
// record the same session twice.
let creating = false;

export async function listSessions(userId: string): Promise<DeepWorkSession[]> {
  return allPages((from, to) =>
    getSupabase()
      .from('deep_work_sessions')
      .select('*')
      .eq('user_id', userId)
      .order('completed_at', { ascending: false })
      .order('id', { ascending: true })
      .range(from, to),
  );
}

export async function listSessionsByTask(taskId: string): Promise<DeepWorkSession[]> {
  return allPages((from, to) =>
    getSupabase()
      .from('deep_work_sessions')
      .select('*')
      .eq('task_id', taskId)
      .order('completed_at', { ascending: false })
      .order('id', { ascending: true })
      .range(from, to),
  );
}

/** Sessions completed within [from, to] (instants). */
export async function listSessionsInRange(userId: string, from: Date, to: Date): Promise<DeepWorkSession[]> {
  return allPages((first, last) =>
    getSupabase()
      .from('deep_work_sessions')
      .select('*')
      .eq('user_id', userId)
      .gte('completed_at', from.toISOString())
      .lte('completed_at', to.toISOString())
      .order('completed_at', { ascending: false })
      .order('id', { ascending: true })
      .range(first, last),
  );
}

/** Sessions completed on the local calendar day containing `now`. */
export async function listTodaySessions(userId: string, now: Date = new Date()): Promise<DeepWorkSession[]> {
  return listSessionsInRange(userId, startOfDay(now), endOfDay(now));
}

/** Starts a session: an open row (completed_at empty) whose start time is the database's. */
export async function createSession(
  userId: string | null | undefined,
  input: NewDeepWorkSession,
): Promise<DeepWorkSession> {
  if (!userId) throw new Error(USER_NOT_AUTHENTICATED);
  if (creating) throw new Error(SESSION_CREATION_IN_PROGRESS);
  creating = true;
  try {
    return row(
      await getSupabase()
        .from('deep_work_sessions')
        .insert({ ...input, user_id: userId })
        .select()
        .single(),
    );
  } finally {
    creating = false;
  }
}

export type SessionEnd = {
  /** Minutes to record: the whole selected duration at 0, the worked minutes when a step ends it early. */
  durationMinutes: number;
  /** Stopped by the user before its end: excluded from deep work minutes. */
  emergencyCanceled?: boolean;
  /** The ONE Thing step the session was spent on, when completing that step ended it. */
  taskId?: string | null;
};

/**
 * Ends an open session now (the database's clock). Ending one that is already ended changes nothing and
 * returns null, so two tabs reaching 0 together save the session once. The database refuses more minutes than
 * the session was started for or than have passed since it started.
 */
export async function finishSession(id: string, end: SessionEnd): Promise<DeepWorkSession | null> {
  const ended = await getSupabase().rpc('finish_deep_work_session', {
    p_session_id: id,
    p_duration_minutes: end.durationMinutes,
    p_emergency_canceled: end.emergencyCanceled ?? false,
    p_task_id: end.taskId ?? undefined,
  });
  return rows(ended)[0] ?? null;
}
