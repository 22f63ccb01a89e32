// The backend calls the extension makes, through the REST API with the user's own token (Row
// Level Security decides what it may read and write) and the project's public anon key as apikey.

export type Backend = { apiUrl: string; anonKey: string };
export type BlockLogRow = { user_id: string; domain: string; session_id: string | null; blocked_at: string };
export type WriteResult = 'ok' | 'unauthorized' | 'rejected' | 'unreachable';

export const BACKEND_TIMEOUT_MS = 5000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function headers(backend: Backend, token: string): Record<string, string> {
  return { apikey: backend.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
}

function restUrl(backend: Backend, pathAndQuery: string): string {
  return `${backend.apiUrl.replace(/\/+$/, '')}/rest/v1/${pathAndQuery}`;
}

/** The title of the user's active ONE Thing, or null when there is none or it cannot be read. */
export async function fetchActiveGoalTitle(backend: Backend, token: string): Promise<string | null> {
  try {
    const response = await fetch(restUrl(backend, 'one_thing_goals?select=title&is_active=eq.true&limit=1'), {
      headers: headers(backend, token),
      signal: AbortSignal.timeout(BACKEND_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const rows = (await response.json()) as Array<{ title?: unknown }>;
    const title = rows[0]?.title;
    return typeof title === 'string' ? title : null;
  } catch {
    return null;
  }
}

/** Writes blocked attempts to shield_block_log in one request. */
export async function insertBlockLogs(
  backend: Backend,
  token: string,
  rows: readonly BlockLogRow[],
): Promise<WriteResult> {
  try {
    const response = await fetch(restUrl(backend, 'shield_block_log'), {
      method: 'POST',
      headers: { ...headers(backend, token), Prefer: 'return=minimal' },
      body: JSON.stringify(rows),
      signal: AbortSignal.timeout(BACKEND_TIMEOUT_MS),
    });
    if (response.ok) return 'ok';
    return response.status === 401 ? 'unauthorized' : 'rejected';
  } catch {
    return 'unreachable';
  }
}

/** The body of shield_plan() as the database returns it. */
export type PlanRow = {
  time_zone: string;
  sites: string[] | null;
  block_adult_content: boolean;
  schedules: unknown;
  time_blocks: { starts_at: string; ends_at: string }[];
};

async function rpc(backend: Backend, token: string, name: string, body: unknown): Promise<Response> {
  return fetch(restUrl(backend, `rpc/${name}`), {
    method: 'POST',
    headers: headers(backend, token),
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(BACKEND_TIMEOUT_MS),
  });
}

/** The user's blocking plan (shield_plan()); 'unauthorized' or 'unreachable' when it cannot be read. */
export async function fetchShieldPlan(
  backend: Backend,
  token: string,
): Promise<PlanRow | 'unauthorized' | 'unreachable'> {
  try {
    const response = await rpc(backend, token, 'shield_plan', {});
    if (response.status === 401) return 'unauthorized';
    if (!response.ok) return 'unreachable';
    return (await response.json()) as PlanRow;
  } catch {
    return 'unreachable';
  }
}

/** Records an emergency stop on its session (finish_deep_work_session, canceled): a session ended already stays as it is. */
export async function finishSessionAsEmergency(
  backend: Backend,
  token: string,
  stop: { sessionId: string; minutes: number; endedAt: string },
): Promise<WriteResult> {
  try {
    const response = await rpc(backend, token, 'finish_deep_work_session', {
      p_session_id: stop.sessionId,
      p_duration_minutes: stop.minutes,
      p_emergency_canceled: true,
      p_ended_at: stop.endedAt,
    });
    if (response.ok) return 'ok';
    return response.status === 401 ? 'unauthorized' : 'rejected';
  } catch {
    return 'unreachable';
  }
}

/** A deep_work_sessions id the database can take; anything else is logged without a session. */
export function sessionIdForLog(sessionId: string | null): string | null {
  return sessionId !== null && UUID.test(sessionId) ? sessionId : null;
}

/**
 * The user id (`sub`) of a Supabase access token. The payload is only read here, not verified: the
 * backend verifies the token on every call and refuses a user_id that is not the token's own.
 */
export function tokenSubject(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' && sub !== '' ? sub : null;
  } catch {
    return null;
  }
}
