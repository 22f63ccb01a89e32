import type { TransactionOptions } from './types.ts';

/**
 * A string constant, as node-pg's escapeLiteral writes it: quotes and backslashes doubled, and then, if
 * there was a backslash, an E'' string (a plain '' string would keep both backslashes). One regular
 * expression instead of its character-by-character loop: the claims are escaped on every request.
 */
function literal(value: string): string {
  // A NUL cannot travel inside statement text; settings never legitimately hold one.
  if (value.includes('\u0000')) throw new Error('a transaction setting cannot contain a NUL character');
  const doubled = value.replace(/['\\]/g, '$&$&');
  return value.includes('\\') ? ` E'${doubled}'` : `'${doubled}'`;
}

/**
 * The statements opening a transaction, as one simple-protocol script so they cost one round trip:
 * `BEGIN [READ ONLY]`, its statement_timeout, the session check, and its transaction-local settings in the
 * given order.
 */
export function beginSql(options: TransactionOptions = {}): string {
  const statements = [options.readOnly ? 'BEGIN READ ONLY' : 'BEGIN'];
  const ms = options.statementTimeoutMs;
  if (ms !== undefined && ms > 0) {
    if (!Number.isFinite(ms)) throw new Error(`statement timeout must be a finite number of ms, got ${ms}`);
    statements.push(`SET LOCAL statement_timeout = ${Math.ceil(ms)}`);
  }
  // Before the settings switch to the request's role, which may not call it (the login may).
  if (options.requireSession !== undefined)
    statements.push(`SELECT auth.require_session(${literal(options.requireSession)})`);
  const settings = Object.entries(options.settings ?? {});
  if (settings.length > 0) {
    statements.push(
      `SELECT ${settings.map(([name, value]) => `set_config(${literal(name)}, ${literal(value)}, true)`).join(', ')}`,
    );
  }
  return statements.join('; ');
}
