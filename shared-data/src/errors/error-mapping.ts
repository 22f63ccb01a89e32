// Backend error mapping: every API call logs the raw error and rethrows a friendly one.
import { PASSWORD_TOO_SHORT_MESSAGE } from '../auth/password-rule';

export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred';
/** Thrown before a request that needs the signed-in user when there is none; never retried (isUnauthorizedError). */
export const USER_NOT_AUTHENTICATED = 'User not authenticated';

type ErrorFields = { message: string; code?: string; status?: number };

type Rule = { friendly: string; matches: (e: ErrorFields, lower: string) => boolean };

const has = (lower: string, ...needles: string[]) => needles.some((n) => lower.includes(n.toLowerCase()));

/** Ordered: the first rule that matches wins. */
const RULES: readonly Rule[] = [
  { friendly: 'Invalid email or password. Please try again.', matches: (_e, m) => has(m, 'Invalid login credentials') },
  {
    friendly: 'Please check your email and confirm your account before signing in.',
    matches: (_e, m) => has(m, 'Email not confirmed'),
  },
  {
    friendly: 'An account with this email already exists. Please sign in instead.',
    matches: (_e, m) => has(m, 'User already registered'),
  },
  {
    friendly: PASSWORD_TOO_SHORT_MESSAGE,
    matches: (_e, m) => has(m, 'Password should be at least'),
  },
  { friendly: 'This item already exists.', matches: (e, m) => e.code === '23505' || has(m, 'duplicate key') },
  {
    friendly: 'Unable to delete this item because it is being used elsewhere.',
    matches: (e, m) => e.code === '23503' || has(m, 'foreign key'),
  },
  {
    friendly: 'Please fill in all required fields.',
    matches: (e, m) => e.code === '23502' || has(m, 'not-null', 'not null constraint'),
  },
  {
    friendly: 'You do not have permission to perform this action.',
    matches: (e, m) => e.code === '42501' || has(m, 'permission denied'),
  },
  {
    friendly: 'Network error. Please check your connection and try again.',
    matches: (_e, m) => has(m, 'network request failed', 'fetch'),
  },
  { friendly: 'Request timed out. Please try again.', matches: (_e, m) => has(m, 'timeout', 'timed out') },
  {
    friendly: 'Too many requests. Please wait a moment and try again.',
    matches: (e, m) => e.status === 429 || has(m, 'rate limit', 'too many requests'),
  },
];

/** Error thrown by every service: a user-facing message plus the backend's code and the raw error as cause. */
export class FriendlyError extends Error {
  readonly code: string | undefined;
  readonly status: number | undefined;

  constructor(message: string, options: { code?: string; status?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'FriendlyError';
    this.code = options.code;
    this.status = options.status;
  }
}

/** Reads message/code/status from anything thrown: Error, PostgrestError, AuthError, plain object, string. */
export function readErrorFields(error: unknown): ErrorFields {
  if (typeof error === 'string') return { message: error };
  if (typeof error !== 'object' || error === null) return { message: '' };
  const raw = error as { message?: unknown; code?: unknown; status?: unknown };
  const fields: ErrorFields = { message: typeof raw.message === 'string' ? raw.message : '' };
  if (typeof raw.code === 'string' && raw.code !== '') fields.code = raw.code;
  if (typeof raw.status === 'number') fields.status = raw.status;
  return fields;
}

/** The spec's friendly message for a backend error; unknown errors keep their own message. */
export function getFriendlyMessage(error: unknown): string {
  const fields = readErrorFields(error);
  const lower = fields.message.toLowerCase();
  const rule = RULES.find((r) => r.matches(fields, lower));
  if (rule) return rule.friendly;
  return fields.message.trim() !== '' ? fields.message : UNEXPECTED_ERROR_MESSAGE;
}

/** Logs the raw error and returns an Error carrying the friendly message, the backend code and the cause. */
export function toFriendlyError(error: unknown): FriendlyError {
  if (error instanceof FriendlyError) return error;
  console.error('[onething] backend error:', error);
  const fields = readErrorFields(error);
  return new FriendlyError(getFriendlyMessage(error), { code: fields.code, status: fields.status, cause: error });
}

const RETRYABLE_PATTERNS = [
  'network',
  'timeout',
  'connection',
  'rate limit',
  'internal server error',
  'service unavailable',
  'bad gateway',
];

function messagesOf(error: unknown): string[] {
  const out: string[] = [];
  let current: unknown = error;
  // Walk the cause chain so a FriendlyError is classified by the backend's own text as well.
  for (let depth = 0; depth < 5 && current != null; depth++) {
    const { message } = readErrorFields(current);
    if (message) out.push(message.toLowerCase());
    current = typeof current === 'object' ? (current as { cause?: unknown }).cause : undefined;
  }
  return out;
}

/** Retryable when the message mentions a transient network or server condition. */
export function isRetryableError(error: unknown): boolean {
  return messagesOf(error).some((m) => RETRYABLE_PATTERNS.some((p) => m.includes(p)));
}

const UNAUTHORIZED_CODES = new Set([
  'PGRST301',
  'PGRST302',
  'PGRST303',
  'bad_jwt',
  'session_not_found',
  'no_authorization',
]);

/** 401/403, expired JWT, 'unauthorized' or 'User not authenticated': retrying cannot help. */
export function isUnauthorizedError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current != null; depth++) {
    const { message, code, status } = readErrorFields(current);
    if (status === 401 || status === 403) return true;
    if (code && UNAUTHORIZED_CODES.has(code)) return true;
    const lower = message.toLowerCase();
    if (lower.includes('unauthorized') || lower.includes('jwt expired') || lower.includes('user not authenticated')) {
      return true;
    }
    current = typeof current === 'object' ? (current as { cause?: unknown }).cause : undefined;
  }
  return false;
}

/** SQLSTATE the database raises when a time block would overlap another of that day (as an exclusion constraint would). */
export const TIME_CONFLICT_CODE = '23P01';

/** The database refused a time block that overlaps another of the same day. */
export function isTimeConflictError(error: unknown): boolean {
  return readErrorFields(error).code === TIME_CONFLICT_CODE;
}
