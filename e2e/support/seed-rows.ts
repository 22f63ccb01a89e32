// Rows written straight to the local backend before a page opens: goals and steps as the user through the app's
// database functions (RLS applies), and what only the database writes (a session's completion time, past
// check-offs) with the service role.
import { adminRest, anonKey, type TestUser } from './session';
import { E2E_BACKEND_URL } from './ports';

/** A database function called as the user, returning its row. */
/** POSTs to the REST API as the user (through RLS, as the app would): a table's row, or `rpc/<name>`. */
export async function postAsUser<T = { id: string }>(user: TestUser, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${E2E_BACKEND_URL}/rest/v1/${path}`, {
    method: 'POST',
    headers: {
      apikey: anonKey(),
      Authorization: `Bearer ${user.accessToken}`,
      'Content-Type': 'application/json',
      Accept: 'application/vnd.pgrst.object+json',
      Prefer: 'return=representation',
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const rpcAsUser = <T = { id: string }>(user: TestUser, name: string, body: unknown) =>
  postAsUser<T>(user, `rpc/${name}`, body);

async function insertAsService(table: string, row: Record<string, unknown>): Promise<void> {
  const { status, body } = await adminRest(table, { method: 'POST', body: JSON.stringify(row) });
  if (status >= 300) throw new Error(`could not insert into ${table}: ${status} ${JSON.stringify(body)}`);
}

export function createGoal(
  user: TestUser,
  fields: { title: string; description?: string; priority?: string; deadline?: string },
) {
  return rpcAsUser(user, 'create_goal', {
    p_title: fields.title,
    p_description: fields.description,
    p_priority: fields.priority ?? 'Medium',
    p_deadline: fields.deadline,
  });
}

/** A step planned on `date` from `startTime` (HH:MM) for `minutes`. */
export function createStep(
  user: TestUser,
  goalId: string,
  title: string,
  date: string,
  startTime: string,
  minutes: number,
) {
  return rpcAsUser(user, 'create_step', {
    p_goal_id: goalId,
    p_title: title,
    p_start_time: startTime,
    p_duration_minutes: minutes,
    p_date: date,
  });
}

export function completeStep(user: TestUser, stepId: string) {
  return rpcAsUser(user, 'set_step_completed', { p_step_id: stepId, p_completed: true });
}

/** A finished deep work session. */
export function addSession(user: TestUser, minutes: number, completedAt: Date, canceled = false): Promise<void> {
  return insertAsService('deep_work_sessions', {
    user_id: user.userId,
    title: 'Focus',
    duration_minutes: minutes,
    completed_at: completedAt.toISOString(),
    emergency_canceled: canceled,
  });
}

/** A habit checked off on a past day (`date` YYYY-MM-DD). */
export function addHabitCompletion(user: TestUser, habitId: string, date: string): Promise<void> {
  return insertAsService('habit_completions', { habit_id: habitId, user_id: user.userId, completion_date: date });
}
