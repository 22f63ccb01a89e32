import { describe, expect, it } from 'vitest';
import { FriendlyError, toFriendlyError } from '../errors';
import { row } from '../supabase/result';
import {
  classifyWriteFailure,
  MAX_SERVER_RETRIES,
  shouldRetryWrite,
  withWriteTimeout,
  writeRetryDelay,
  WriteTimeoutError,
} from './write-errors';

const quiet = <T>(fn: () => T) => {
  const original = console.error;
  console.error = () => {};
  try {
    return fn();
  } finally {
    console.error = original;
  }
};

describe('classifyWriteFailure', () => {
  it.each([
    ['no connection', quiet(() => toFriendlyError({ message: 'TypeError: Failed to fetch', code: '' }))],
    ['Safari no connection', new TypeError('Load failed')],
    ['Node no connection', quiet(() => toFriendlyError({ message: 'TypeError: fetch failed', code: '' }))],
    ['a time-out', new WriteTimeoutError()],
    ['a gateway', new FriendlyError('Bad gateway', { status: 502 })],
    ['an expired session', new FriendlyError('JWT expired', { code: 'PGRST301', status: 401 })],
  ])('%s waits and retries', (_what, error) => {
    expect(classifyWriteFailure(error)).toBe('unreachable');
    expect(shouldRetryWrite(100, error)).toBe(true);
  });

  it.each([
    ['a rule of the database', new FriendlyError('This goal is already completed.', { code: 'P0001', status: 400 })],
    ['a constraint without a status', new FriendlyError('This item already exists.', { code: '23505' })],
    ['a row the user may not see', new FriendlyError('Not found', { status: 404 })],
    [
      'a row that is not there any more (403)',
      new FriendlyError('You do not have permission to perform this action.', { code: '42501', status: 403 }),
    ],
  ])('%s is refused and never retried', (_what, error) => {
    expect(classifyWriteFailure(error)).toBe('refused');
    expect(shouldRetryWrite(0, error)).toBe(false);
  });

  it('retries a server fault a few times only', () => {
    const error = new FriendlyError('An unexpected error occurred', { status: 500 });
    expect(classifyWriteFailure(error)).toBe('server');
    expect(shouldRetryWrite(MAX_SERVER_RETRIES - 1, error)).toBe(true);
    expect(shouldRetryWrite(MAX_SERVER_RETRIES, error)).toBe(false);
    expect(classifyWriteFailure(new FriendlyError('deadlock', { code: '40P01' }))).toBe('server');
  });

  it("keeps the HTTP status of a backend answer, which the backend's error object lacks", () => {
    const error = quiet(() => {
      try {
        return row({ data: null, error: { message: 'nope', code: 'P0001' }, status: 400 });
      } catch (thrown) {
        return thrown;
      }
    });
    expect(error).toMatchObject({ status: 400, code: 'P0001' });
  });
});

describe('writeRetryDelay', () => {
  it('doubles from one second and is capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(writeRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });
});

describe('withWriteTimeout', () => {
  it('gives up waiting with a time-out error (the request may still land: replays are idempotent)', async () => {
    await expect(withWriteTimeout(new Promise(() => {}), 10)).rejects.toBeInstanceOf(WriteTimeoutError);
    await expect(withWriteTimeout(Promise.resolve('ok'), 10)).resolves.toBe('ok');
  });
});
