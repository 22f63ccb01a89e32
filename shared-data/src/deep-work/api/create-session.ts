import { USER_NOT_AUTHENTICATED } from '../../errors/error-mapping';
import { getSupabase } from '../../supabase';
import { insertOnce } from '../../supabase/insert-once';
import type { DeepWorkSession, DeepWorkSessionInsert } from '../../types/database';

/**
 * What a client writes when a session starts: what it is about, the minutes it is started for, and optionally
 * the id it gave the session and when it started (`created_at`, for a session started offline and recorded
 * later; the database keeps it within the last 24 hours). Its end and stop flag are the database's.
 */
export type NewDeepWorkSession = Pick<
  DeepWorkSessionInsert,
  | 'id'
  | 'title'
  | 'duration_minutes'
  | 'goal_id'
  | 'playbook_id'
  | 'task_id'
  | 'shield_enabled'
  | 'shield_locked'
  | 'created_at'
>;

/**
 * The product's words for a second session started during one: the refused save's error, and the deep work
 * page's toast title for a start while a session runs.
 */
export const SESSION_CREATION_IN_PROGRESS = 'Session creation already in progress';

// One save at a time per app: a double click or a timer firing during a manual save must not
// record the same session twice. A session with the client's id needs no guard (the same id again answers
// with the same row), and a queued start retried after a time-out must not find the first attempt's guard.
let creating = false;

/**
 * Starts a session: an open row (completed_at empty) whose start time is the database's, or the client's
 * `created_at`. Sent again with the same id, answers with the session the first request started and changes
 * nothing.
 */
export async function createSession(
  userId: string | null | undefined,
  input: NewDeepWorkSession,
): Promise<DeepWorkSession> {
  if (!userId) throw new Error(USER_NOT_AUTHENTICATED);
  const sessions = () => getSupabase().from('deep_work_sessions');
  const insert = (): Promise<DeepWorkSession> =>
    insertOnce(
      input.id,
      () =>
        sessions()
          .insert({ ...input, user_id: userId })
          .select()
          .single(),
      (id) => sessions().select().eq('id', id).eq('user_id', userId).maybeSingle(),
    );
  if (input.id !== undefined) return insert();
  if (creating) throw new Error(SESSION_CREATION_IN_PROGRESS);
  creating = true;
  try {
    return await insert();
  } finally {
    creating = false;
  }
}
