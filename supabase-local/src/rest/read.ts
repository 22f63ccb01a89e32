import type { QueryResult } from '../db/types.ts';
import type { ApiResponse } from '../http/types.ts';
import type { Catalog, TableInfo } from './catalog.ts';
import type { MediaChoice, Preferences } from './headers.ts';
import { parseRange, preferenceApplied } from './headers.ts';
import type { RestLimits } from './limits.ts';
import { applyQueryParts, buildNode, capRows } from './plan.ts';
import { parseQueryParams } from './query-params.ts';
import { buildRead, SqlBuilder } from './read-sql.ts';
import {
  checkBodySize,
  contentRange,
  rangeStatus,
  singleRowError,
  toNumber,
  type ReadRow,
  type Statement,
} from './response.ts';
import { Params, quoteIdent as q } from './sql.ts';
import type { RestRequest } from './request.ts';

export function planRead(
  req: RestRequest,
  catalog: Catalog,
  table: TableInfo,
  prefs: Preferences,
  media: MediaChoice,
  limits: RestLimits,
): Statement {
  const parts = parseQueryParams(req.url.searchParams, { maxEmbedDepth: limits.maxEmbedDepth });
  const root = buildNode(catalog, table, parts.select, true);
  applyQueryParts(root, parts);
  const range = parseRange(req);
  if (range) {
    root.offset = root.offset ?? range.offset;
    if (range.limit !== null) root.limit = root.limit === null ? range.limit : Math.min(root.limit, range.limit);
  }
  capRows(root, limits.maxRows);
  const head = req.method === 'HEAD';
  const params = new Params();
  const b = new SqlBuilder(params);
  const alias = b.nextAlias();
  const sql = buildRead(b, {
    cte: '',
    from: `public.${q(table.name)} AS ${alias}`,
    alias,
    root,
    count: prefs.count !== null,
    single: media.single && !head,
    stripNulls: media.stripNulls,
    maxBytes: limits.maxResponseBytes,
  });
  const offset = root.offset ?? 0;
  const respond = (result: QueryResult): ApiResponse => {
    const row = result.rows[0] as ReadRow | undefined;
    checkBodySize(row, limits.maxResponseBytes);
    const n = toNumber(row?.page_total);
    const total = row?.total === null || row?.total === undefined ? null : toNumber(row.total);
    if (media.single && n !== 1) throw singleRowError(n);
    const status = rangeStatus(offset, n, total);
    const headers: Record<string, string> = {
      'content-type': media.contentType,
      'content-range': head ? `*/${total ?? '*'}` : contentRange(offset, n, total),
    };
    const applied = preferenceApplied(prefs, 'read');
    if (applied) headers['preference-applied'] = applied;
    if (head) return { status, headers };
    return { status, headers, body: media.single ? (row?.single_body ?? 'null') : (row?.body ?? '[]') };
  };
  return { sql, params: params.values, respond };
}
