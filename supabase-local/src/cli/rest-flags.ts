import { API_ROLES, isApiRole, type Role } from '../http/types.ts';
import { parseDurationMs } from '../rest/duration.ts';

const MB = 1024 * 1024;

/** The command-line flags of the REST limits and the REST database login (node:util parseArgs options). */
export const REST_CLI_OPTIONS = {
  'max-rows': { type: 'string' },
  'statement-timeout': { type: 'string' },
  'max-embed-depth': { type: 'string' },
  'max-response-mb': { type: 'string' },
  'query-memory-mb': { type: 'string' },
  'rest-database-url': { type: 'string' },
} as const;

export const REST_CLI_USAGE = `  --max-rows <n>        rows per REST answer at every level, as hosted (default 1000; 0 = no limit)
  --statement-timeout <t>  REST statement timeout: one duration for every role, or per role, e.g.
                        anon=3s,authenticated=8s,service_role=8s (the defaults; 0 = none)
  --max-embed-depth <n> levels of embedded resources one select may nest (default 3)
  --max-response-mb <n> largest REST answer in MB (default 50)
  --query-memory-mb <n> PGlite: memory one query may add before it fails (default 512)
  --rest-database-url <url>  Postgres server: the login REST requests use
                        (default: the database URL as user authenticator, no password)`;

export interface RestCliValues {
  'max-rows'?: string;
  'statement-timeout'?: string;
  'max-embed-depth'?: string;
  'max-response-mb'?: string;
  'query-memory-mb'?: string;
  'rest-database-url'?: string;
}

function count(flag: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(n))
    throw new Error(`invalid --${flag} ${value}: expected a whole number >= 0`);
  return n;
}

function duration(flag: string, text: string): number {
  const ms = parseDurationMs(text);
  if (ms === null) throw new Error(`invalid --${flag} ${text}: expected a duration such as 500ms, 3s or 1min`);
  return Math.round(ms);
}

/** `3s` for every role, or `anon=3s,authenticated=8s` for some. */
export function parseStatementTimeouts(text: string): Partial<Record<Role, number>> {
  if (!text.includes('=')) {
    const ms = duration('statement-timeout', text);
    return Object.fromEntries(API_ROLES.map((role) => [role, ms]));
  }
  const timeouts: Partial<Record<Role, number>> = {};
  for (const part of text.split(',')) {
    const [role = '', value = ''] = part.split('=').map((s) => s.trim());
    if (!isApiRole(role))
      throw new Error(`invalid --statement-timeout ${text}: unknown role ${role} (anon, authenticated, service_role)`);
    timeouts[role] = duration('statement-timeout', value);
  }
  return timeouts;
}

export function restOptionsFromCli(values: RestCliValues): {
  maxRows?: number | null;
  statementTimeouts?: Partial<Record<Role, number>>;
  maxEmbedDepth?: number;
  maxResponseBytes?: number;
  queryMemoryBytes?: number;
  restDatabaseUrl?: string;
} {
  const maxRows = count('max-rows', values['max-rows']);
  const responseMb = count('max-response-mb', values['max-response-mb']);
  const memoryMb = count('query-memory-mb', values['query-memory-mb']);
  return {
    maxRows: maxRows === undefined ? undefined : maxRows === 0 ? null : maxRows,
    statementTimeouts:
      values['statement-timeout'] === undefined ? undefined : parseStatementTimeouts(values['statement-timeout']),
    maxEmbedDepth: count('max-embed-depth', values['max-embed-depth']),
    maxResponseBytes: responseMb === undefined ? undefined : responseMb * MB,
    queryMemoryBytes: memoryMb === undefined ? undefined : memoryMb * MB,
    restDatabaseUrl: values['rest-database-url'] ?? (process.env.REST_DATABASE_URL || undefined),
  };
}
