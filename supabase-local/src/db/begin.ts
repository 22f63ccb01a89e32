import type { TransactionOptions } from './types.ts';

/** The statements opening a transaction: `BEGIN [READ ONLY]` and, if set, its statement_timeout. */
export function beginSql(options: TransactionOptions = {}): string {
  const statements = [options.readOnly ? 'BEGIN READ ONLY' : 'BEGIN'];
  const ms = options.statementTimeoutMs;
  if (ms !== undefined && ms > 0) {
    if (!Number.isFinite(ms)) throw new Error(`statement timeout must be a finite number of ms, got ${ms}`);
    statements.push(`SET LOCAL statement_timeout = ${Math.ceil(ms)}`);
  }
  return statements.join('; ');
}
