import { parseError } from './errors.ts';

/** Quotes an identifier. Names are also checked against the catalog before they reach here. */
export function quoteIdent(name: string): string {
  // A NUL would cut the statement text short on the wire; the parser refuses such names before this.
  if (name.includes('\u0000')) throw parseError('"failed to parse name"', 'names cannot contain NUL characters');
  return `"${name.replace(/"/g, '""')}"`;
}

/** Collects positional parameters so every client value travels as $n, never inside the SQL text. */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    // The Postgres wire protocol caps a statement at 65535 parameters; stay far below it.
    if (this.values.length >= 20000) throw new TooManyParamsError();
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export class TooManyParamsError extends Error {
  constructor() {
    super('too many values in one request');
  }
}
