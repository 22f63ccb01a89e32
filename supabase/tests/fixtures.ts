import type { SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';
import type { createUser } from '@onething/supabase-local/testing';

// The running server and the row fixtures (insertRow, valid, uniqueDate, ...): one set, shared with
// supabase-local's own suites.
export {
  LONG_AGO,
  countRows,
  createTestClient,
  createUser,
  insertId,
  insertRow,
  randomEmail,
  selectRows,
  setupTestServer,
  uniqueDate,
  uniqueName,
  valid,
  type Row,
  type TestServer,
} from '@onething/supabase-local/testing';

export type TestUser = Awaited<ReturnType<typeof createUser>>;

interface ApiResult {
  error: { code: string; message: string } | null;
  status: number;
}

/** A PostgREST-style failure: the SQLSTATE in error.code and the HTTP status PostgREST maps it to. */
export function expectPgError(result: ApiResult, code: string, status: number): void {
  expect(result.error, `expected ${code}, got status ${result.status}`).not.toBeNull();
  expect({ code: result.error?.code, status: result.status }).toEqual({ code, status });
}

export function expectOk(result: ApiResult, status?: number): void {
  expect(result.error, result.error ? `${result.error.code}: ${result.error.message}` : '').toBeNull();
  if (status !== undefined) expect(result.status).toBe(status);
}

export type Client = SupabaseClient;
