import type { Database } from '../db/types.ts';
import { createRestHandler } from '../rest/index.ts';
import type { ApiRequest, ApiResponse } from './types.ts';

export type RestHandler = (req: ApiRequest) => Promise<ApiResponse>;

/** The PostgREST subset (src/rest) over the migrated database; created after migrations so its catalog is current. */
export function loadRestHandler(db: Database): Promise<RestHandler> {
  return Promise.resolve(createRestHandler(db));
}
