/** Fields of a Postgres error that callers read (the same names pg and PGlite use). */
export interface PgErrorFields {
  code: string;
  message: string;
  severity?: string;
  detail?: string;
  hint?: string;
  schema?: string;
  table?: string;
  column?: string;
  constraint?: string;
  dataType?: string;
  where?: string;
  position?: string;
}

export const PG_ERROR_FIELDS = [
  'severity',
  'detail',
  'hint',
  'schema',
  'table',
  'column',
  'constraint',
  'dataType',
  'where',
  'position',
] as const;

/** A Postgres error rebuilt on the main thread from what the PGlite worker reported. */
export class DatabaseError extends Error implements PgErrorFields {
  code: string;
  severity?: string;
  detail?: string;
  hint?: string;
  schema?: string;
  table?: string;
  column?: string;
  constraint?: string;
  dataType?: string;
  where?: string;
  position?: string;

  constructor(fields: PgErrorFields) {
    super(fields.message);
    this.name = 'DatabaseError';
    this.code = fields.code;
    for (const key of PG_ERROR_FIELDS) {
      const value = fields[key];
      if (value !== undefined) this[key] = value;
    }
  }
}

/** What Postgres raises when statement_timeout fires; the PGlite watchdog raises the same. */
export function statementTimeoutError(): DatabaseError {
  return new DatabaseError({
    code: '57014',
    severity: 'ERROR',
    message: 'canceling statement due to statement timeout',
  });
}

/** PGlite refused to grow its memory past the configured limit while running one query. */
export class QueryMemoryLimitError extends DatabaseError {
  readonly limitBytes: number;

  constructor(limitBytes: number, detail: string | undefined) {
    super({
      code: '54000',
      severity: 'ERROR',
      message: 'The request needs more memory than this server allows',
      detail: `The database may use ${Math.round(limitBytes / 1024 / 1024)} MB for one query${detail ? ` (${detail})` : ''}.`,
      hint: 'Request fewer rows (limit), fewer columns or fewer embedded resources.',
    });
    this.name = 'QueryMemoryLimitError';
    this.limitBytes = limitBytes;
  }
}

/**
 * The client of a request went away before its database work ended: queued work is dropped, and running
 * work is cancelled (Postgres) or, past a short grace, stopped (PGlite). Nobody is left to read the answer.
 */
export class RequestAbandonedError extends Error {
  constructor() {
    super('the client went away before its request was answered');
    this.name = 'RequestAbandonedError';
  }
}
