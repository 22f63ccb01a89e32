import { parse, protocol, types } from '@electric-sql/pglite';
import type { QueryResult } from './types.ts';

/**
 * Dates, times and timestamps stay text so both adapters return the same values (pg would build local-time
 * Dates): date, time, timestamp, timestamptz, timetz. The PGlite thread reads them the same way.
 */
export const TEXT_TYPE_OIDS = [1082, 1083, 1114, 1184, 1266];

const identity = (value: string): string => value;

/**
 * PGlite's own parsers for the built-in scalar types. The statements answered as wire messages (REST's)
 * build their JSON in SQL, so their columns are scalars: counts, numbers, text.
 */
const PARSERS: Record<number, (value: string, typeId?: number) => unknown> = {
  ...types.parsers,
  ...Object.fromEntries(TEXT_TYPE_OIDS.map((oid) => [oid, identity])),
};

/** Parser state is only a message cut in two, which never happens here: every answer ends on a message. */
const parser = new protocol.Parser();

/** One statement's answer as Postgres sent it (RowDescription, DataRows, CommandComplete), as rows. */
export function decodeStatement(wire: Uint8Array): QueryResult<unknown> {
  const messages: Parameters<typeof parse.parseResults>[0] = [];
  parser.parse(wire, (message) => void messages.push(message));
  const result = parse.parseResults(messages, PARSERS)[0] ?? { rows: [], fields: [] };
  return {
    rows: result.rows,
    affectedRows: result.affectedRows ?? 0,
    fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
  };
}
