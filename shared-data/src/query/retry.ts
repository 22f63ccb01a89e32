import { isUnauthorizedError } from '../errors';

export const MAX_RETRIES = 2;
export const MAX_RETRY_DELAY_MS = 30_000;

/** TanStack passes 0 after the first failure, so at most MAX_RETRIES retries follow the first attempt. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isUnauthorizedError(error)) return false;
  return failureCount < MAX_RETRIES;
}

/** Exponential back-off: 1 s, 2 s, 4 s … capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS);
}
