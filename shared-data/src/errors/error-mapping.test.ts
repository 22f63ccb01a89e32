import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FriendlyError,
  getFriendlyMessage,
  isRetryableError,
  isUnauthorizedError,
  toFriendlyError,
  UNEXPECTED_ERROR_MESSAGE,
} from './error-mapping';

describe('getFriendlyMessage (the backend error table)', () => {
  it.each([
    ['Invalid login credentials', 'Invalid email or password. Please try again.'],
    ['Email not confirmed', 'Please check your email and confirm your account before signing in.'],
    ['User already registered', 'An account with this email already exists. Please sign in instead.'],
    ['Password should be at least 6 characters.', 'Password must be at least 6 characters long.'],
    ['duplicate key value violates unique constraint "habits_pkey"', 'This item already exists.'],
    [
      'update or delete on table "goals" violates foreign key constraint',
      'Unable to delete this item because it is being used elsewhere.',
    ],
    ['null value in column "title" violates not-null constraint', 'Please fill in all required fields.'],
    ['permission denied for table habits', 'You do not have permission to perform this action.'],
    ['Network request failed', 'Network error. Please check your connection and try again.'],
    ['TypeError: Failed to fetch', 'Network error. Please check your connection and try again.'],
    ['Request timeout', 'Request timed out. Please try again.'],
    ['Email rate limit exceeded', 'Too many requests. Please wait a moment and try again.'],
  ])('maps %j', (message, friendly) => {
    expect(getFriendlyMessage({ message })).toBe(friendly);
  });

  it('maps by Postgres code when the text differs', () => {
    expect(getFriendlyMessage({ message: 'conflict', code: '23505' })).toBe('This item already exists.');
    expect(getFriendlyMessage({ message: 'x', code: '23503' })).toBe(
      'Unable to delete this item because it is being used elsewhere.',
    );
    expect(getFriendlyMessage({ message: 'x', code: '23502' })).toBe('Please fill in all required fields.');
    expect(getFriendlyMessage({ message: 'new row violates row-level security policy', code: '42501' })).toBe(
      'You do not have permission to perform this action.',
    );
  });

  it('keeps any other message, or falls back to the generic one', () => {
    expect(getFriendlyMessage(new Error('Something odd'))).toBe('Something odd');
    expect(getFriendlyMessage('plain text')).toBe('plain text');
    expect(getFriendlyMessage({ message: '' })).toBe(UNEXPECTED_ERROR_MESSAGE);
    expect(getFriendlyMessage(null)).toBe(UNEXPECTED_ERROR_MESSAGE);
    expect(getFriendlyMessage(42)).toBe(UNEXPECTED_ERROR_MESSAGE);
  });
});

describe('toFriendlyError', () => {
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  it('logs the raw error and returns an Error with the friendly message, code and cause', () => {
    const raw = { message: 'duplicate key value', code: '23505', details: null, hint: null };
    const error = toFriendlyError(raw);
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(FriendlyError);
    expect(error.message).toBe('This item already exists.');
    expect(error.code).toBe('23505');
    expect(error.cause).toBe(raw);
    expect(consoleError).toHaveBeenCalledWith(expect.any(String), raw);
  });

  it('keeps the HTTP status of auth errors', () => {
    const error = toFriendlyError({ message: 'Invalid login credentials', status: 400, code: 'invalid_credentials' });
    expect(error.status).toBe(400);
    expect(error.code).toBe('invalid_credentials');
  });

  it('does not wrap an already friendly error twice', () => {
    const first = toFriendlyError(new Error('boom'));
    expect(toFriendlyError(first)).toBe(first);
  });
});

describe('isRetryableError', () => {
  it.each([
    'Network request failed',
    'Request timeout',
    'connection refused',
    'rate limit reached',
    'Internal Server Error',
    'Service Unavailable',
    'Bad Gateway',
  ])('retries %j', (message) => {
    expect(isRetryableError(new Error(message))).toBe(true);
  });

  it.each(['Invalid login credentials', 'duplicate key value', 'JWT expired'])('does not retry %j', (message) => {
    expect(isRetryableError(new Error(message))).toBe(false);
  });

  it('classifies a friendly error by its cause as well', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(isRetryableError(toFriendlyError({ message: 'upstream connection reset' }))).toBe(true);
    expect(isRetryableError(toFriendlyError({ message: 'Request timeout' }))).toBe(true);
  });
});

describe('isUnauthorizedError', () => {
  it.each([
    [{ message: 'x', status: 401 }],
    [{ message: 'x', status: 403 }],
    [{ message: 'JWT expired', code: 'PGRST303' }],
    [new Error('Unauthorized')],
    [new Error('request was UNAUTHORIZED')],
    [new Error('User not authenticated')],
  ])('recognises %j', (error) => {
    expect(isUnauthorizedError(error)).toBe(true);
  });

  it('sees through a friendly wrapper', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(isUnauthorizedError(toFriendlyError({ message: 'permission denied', status: 403 }))).toBe(true);
  });

  it('rejects ordinary failures', () => {
    expect(isUnauthorizedError(new Error('Network request failed'))).toBe(false);
    expect(isUnauthorizedError({ message: 'x', status: 500 })).toBe(false);
    expect(isUnauthorizedError(undefined)).toBe(false);
  });
});
