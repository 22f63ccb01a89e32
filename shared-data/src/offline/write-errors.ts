import { readErrorFields } from '../errors';

/**
 * How a failed write is treated:
 * - `unreachable`: no answer (no connection, a time-out, a gateway that cannot reach the backend), or the
 *   session expired and is being refreshed. Giving up would lose the write, so it waits and retries for as
 *   long as it takes.
 * - `server`: the backend failed (5xx). Retried a few times; it may be a fault that does not go away.
 * - `refused`: the backend answered that the write breaks a rule (4xx, a database rule). Sending it again
 *   cannot help: it is shown to the user and the local state is corrected.
 */
export type WriteFailure = 'unreachable' | 'server' | 'refused';

export const WRITE_TIMEOUT_MS = 20_000;
export const MAX_SERVER_RETRIES = 5;
export const MAX_WRITE_RETRY_DELAY_MS = 30_000;

export class WriteTimeoutError extends Error {
  constructor() {
    super(`No answer within ${WRITE_TIMEOUT_MS / 1000} s (request timed out)`);
    this.name = 'WriteTimeoutError';
  }
}

const GATEWAY_STATUSES = new Set([502, 503, 504]);
// SQLSTATE classes of transient conditions: connection (08), resources (53), operator intervention (57),
// system (58), and serialization failures or deadlocks (40).
const TRANSIENT_SQLSTATE = /^(08|53|57|58|40)/;
const NO_ANSWER = [
  'failed to fetch',
  'fetch failed',
  'network',
  'load failed',
  'timed out',
  'timeout',
  'fetcherror',
  'connection',
];

const SESSION_CODES = new Set(['PGRST301', 'PGRST302', 'PGRST303', 'bad_jwt', 'session_not_found', 'no_authorization']);

function isSessionExpiry({ status, code, message }: ReturnType<typeof readErrorFields>): boolean {
  if (status === 401 || (code !== undefined && SESSION_CODES.has(code))) return true;
  const lower = message.toLowerCase();
  return lower.includes('jwt expired') || lower.includes('user not authenticated');
}

function chainOf(error: unknown): ReturnType<typeof readErrorFields>[] {
  const out: ReturnType<typeof readErrorFields>[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current != null; depth++) {
    out.push(readErrorFields(current));
    current = typeof current === 'object' ? (current as { cause?: unknown }).cause : undefined;
  }
  return out;
}

/** The backend did not accept the session the request was sent with (expired, revoked, or none at all). */
export function isSessionRejection(error: unknown): boolean {
  return chainOf(error).some(isSessionExpiry);
}

export function classifyWriteFailure(error: unknown): WriteFailure {
  if (error instanceof WriteTimeoutError) return 'unreachable';
  const chain = chainOf(error);
  // An expired session: supabase-js refreshes it, or the user signs in again and the queue is replayed then.
  // (A 403 is not one: it is a rule of the database, e.g. a row that is not the user's or no longer exists.)
  if (chain.some(isSessionExpiry)) return 'unreachable';
  const status = chain.find((f) => f.status !== undefined && f.status > 0)?.status;
  const code = chain.find((f) => f.code !== undefined)?.code;
  if (status !== undefined && GATEWAY_STATUSES.has(status)) return 'unreachable';
  if (status !== undefined && status >= 500) return 'server';
  if (code !== undefined && TRANSIENT_SQLSTATE.test(code)) return 'server';
  if (status === 408) return 'unreachable';
  if (status === 429) return 'server';
  if (status !== undefined && status >= 400) return 'refused';
  // A database error code with no status (an RPC's own exception, a constraint) is the backend's answer.
  if (code !== undefined) return 'refused';
  const messages = chain.map((f) => f.message.toLowerCase());
  if (messages.some((m) => NO_ANSWER.some((needle) => m.includes(needle)))) return 'unreachable';
  return 'server';
}

/** TanStack's `retry` for writes; it passes 0 after the first failure. */
export function shouldRetryWrite(failureCount: number, error: unknown): boolean {
  const failure = classifyWriteFailure(error);
  if (failure === 'refused') return false;
  if (failure === 'server') return failureCount < MAX_SERVER_RETRIES;
  return true;
}

/** Back-off for writes: 1 s, 2 s, 4 s … capped at 30 s (TanStack passes 0 after the first failure). */
export function writeRetryDelay(failureCount: number): number {
  return Math.min(1000 * 2 ** failureCount, MAX_WRITE_RETRY_DELAY_MS);
}

/** Rejects with WriteTimeoutError when `promise` has not settled in time (the request itself may still land). */
export function withWriteTimeout<T>(promise: Promise<T>, ms = WRITE_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new WriteTimeoutError()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
