import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from '../db/types.ts';
import { restError } from './rest-errors.ts';
import type { ApiRequest, ApiResponse } from './types.ts';

export type RestHandler = (req: ApiRequest) => Promise<ApiResponse>;

const REST_ENTRY = new URL('../rest/index.ts', import.meta.url);

/**
 * The PostgREST subset lives in src/rest (written separately); until its entry exists /rest/v1 answers 501.
 * Loaded by URL so this module type-checks with or without it.
 */
export async function loadRestHandler(db: Database): Promise<RestHandler> {
  if (!existsSync(fileURLToPath(REST_ENTRY))) {
    return () => Promise.resolve(restError(501, 'PGRST000', 'The REST API is not available in this build of supabase-local'));
  }
  const mod = (await import(REST_ENTRY.href)) as { createRestHandler?: (db: Database) => RestHandler };
  if (typeof mod.createRestHandler !== 'function') throw new Error('supabase-local: src/rest/index.ts does not export createRestHandler');
  return mod.createRestHandler(db);
}
