import type { LocalDatabase } from '../db/local-database.ts';
import { createRestHandler } from '../rest/index.ts';
import type { RestLimitOptions } from '../rest/limits.ts';
import type { ApiRequest, ApiResponse } from './types.ts';

export type RestHandler = (req: ApiRequest) => Promise<ApiResponse>;

/**
 * The PostgREST subset (src/rest) over the migrated database, on the connection PostgREST would use
 * (`authenticator` on a Postgres server); created after migrations so its catalog is current.
 */
export async function loadRestHandler(db: LocalDatabase, limits: RestLimitOptions = {}): Promise<RestHandler> {
  return createRestHandler(await db.restDatabase(), limits);
}
