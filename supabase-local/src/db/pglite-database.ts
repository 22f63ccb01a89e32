import { beginSql } from './begin.ts';
import { DatabaseError, QueryMemoryLimitError, statementTimeoutError } from './errors.ts';
import type { LocalDatabase, ScriptQueryable } from './local-database.ts';
import { Mutex } from './mutex.ts';
import { PgliteThread, type Job, type Operation, type Outcome } from './pglite-thread.ts';
import type { QueryResult, TransactionOptions } from './types.ts';

const MB = 1024 * 1024;

export interface PgliteOptions {
  /** How far one query may grow PGlite's memory (beyond what it holds after opening). Default 512 MB. */
  queryMemoryBytes?: number;
  /** Reopen PGlite once idle when a query left its memory this far above the size after opening. Default: half of queryMemoryBytes. */
  recycleAboveBytes?: number;
  /** Told when the watchdog stops PGlite or its memory is recycled. */
  log?: (line: string) => void;
}

export const DEFAULT_QUERY_MEMORY_BYTES = 512 * MB;

/**
 * PGlite behind the Database interface, running in a worker thread (see pglite-worker.mjs):
 * - operations are posted in the order callers ask for them and run one at a time (PGlite has one
 *   session); a transaction holds the order lock until it ends, so nothing else runs inside it;
 * - a statement running past its statement_timeout is stopped by terminating the thread and answered with
 *   SQLSTATE 57014; PGlite is reopened on the same folder (Postgres crash recovery: committed work
 *   survives, the interrupted transaction is gone) and the operations queued behind it run there;
 * - a query may grow PGlite's memory by `queryMemoryBytes` at most (else 54000), and memory left inflated
 *   by a large query is given back by reopening PGlite once the queue is empty.
 */
class PgliteHost {
  private thread: PgliteThread | null = null;
  private threadReady: Promise<PgliteThread> | null = null;
  private baseHeapBytes = 0;
  /** Between stopping a timed-out thread and starting its successor. */
  private replacing = false;
  private recycling = false;
  private closed = false;
  private readonly lock = new Mutex();
  private readonly dataDir: string;
  private readonly queryMemoryBytes: number;
  private readonly recycleAboveBytes: number;
  private readonly log: (line: string) => void;
  private generation = 0;

  constructor(dataDir: string, options: PgliteOptions) {
    this.dataDir = dataDir;
    this.queryMemoryBytes = options.queryMemoryBytes ?? DEFAULT_QUERY_MEMORY_BYTES;
    this.recycleAboveBytes = options.recycleAboveBytes ?? this.queryMemoryBytes / 2;
    this.log = options.log ?? (() => undefined);
  }

  /** Opens PGlite in a new thread; `carried` are operations that never started on the previous one. */
  start(carried: Job[] = []): Promise<PgliteThread> {
    this.generation += 1;
    const thread = new PgliteThread(this.dataDir, this.queryMemoryBytes, this.generation, (t) => this.timedOut(t));
    this.thread = thread;
    this.threadReady = thread.ready.then(
      (heapBytes) => {
        this.baseHeapBytes = heapBytes;
        for (const job of carried) thread.post(job);
        return thread;
      },
      async (error: unknown) => {
        await thread.stop();
        for (const job of carried) job.reject(error as Error);
        throw error;
      },
    );
    return this.threadReady;
  }

  /** The thread whose operations are current: every thread before it has been stopped. */
  currentGeneration(): number {
    return this.generation;
  }

  private current(): Promise<PgliteThread> {
    if (this.closed) return Promise.reject(new Error('the database is closed'));
    if (this.threadReady !== null && (this.replacing || this.thread?.alive)) return this.threadReady;
    return this.start();
  }

  private timedOut(thread: PgliteThread): void {
    if (thread !== this.thread) return;
    const [running, ...waiting] = thread.takeJobs();
    running?.reject(statementTimeoutError());
    this.log(`a statement ran longer than ${running?.timeoutMs ?? '?'} ms; PGlite is stopped and reopened`);
    // Terminating takes a few milliseconds; the operations that never started run on the reopened PGlite.
    this.replacing = true;
    this.threadReady = thread.stop().then(() => {
      this.replacing = false;
      if (!this.closed) return this.start(waiting);
      const error = new Error('the database is closed');
      for (const job of waiting) job.reject(error);
      throw error;
    });
    this.threadReady.catch(() => undefined);
  }

  /**
   * Posts an operation at this point of the order (the caller holds the lock) and hands back its
   * outcome-to-be, wrapped so that awaiting the posting does not wait for the outcome.
   */
  private async post(operation: Operation, timeoutMs: number | undefined): Promise<{ outcome: Promise<Outcome> }> {
    const thread = await this.current();
    const outcome = new Promise<Outcome>((resolve, reject) => thread.post({ operation, timeoutMs, resolve, reject })).then((done) => {
      if (done.heapBytes - this.baseHeapBytes > this.recycleAboveBytes) void this.recycle(done.generation);
      return done;
    });
    return { outcome };
  }

  /** One operation in order; other callers may post theirs while it runs. */
  async run(operation: Operation, timeoutMs?: number): Promise<Outcome & { ok: true }> {
    const release = await this.lock.acquire();
    let posted: { outcome: Promise<Outcome> };
    try {
      posted = await this.post(operation, timeoutMs);
    } finally {
      release();
    }
    return this.unwrap(await posted.outcome);
  }

  /**
   * Several operations with nothing else in between (a transaction). `run` answers the outcome as it
   * came, failed statements included, so the caller learns which thread ran it; it rejects only when the
   * thread was stopped or died under the operation.
   */
  async exclusive<T>(fn: (run: (operation: Operation, timeoutMs?: number) => Promise<Outcome>) => Promise<T>): Promise<T> {
    const release = await this.lock.acquire();
    try {
      return await fn(async (operation, timeoutMs) => (await this.post(operation, timeoutMs)).outcome);
    } finally {
      release();
    }
  }

  unwrap(outcome: Outcome): Outcome & { ok: true } {
    if (outcome.ok) return outcome;
    if (outcome.memoryLimitHit && outcome.error.code === '53200') throw new QueryMemoryLimitError(this.queryMemoryBytes, outcome.error.detail);
    throw new DatabaseError(outcome.error);
  }

  /** Gives PGlite's inflated memory back: once everything ordered before has run, reopen it. */
  private async recycle(generation: number): Promise<void> {
    if (this.recycling || this.closed || generation !== this.generation) return;
    this.recycling = true;
    const release = await this.lock.acquire();
    try {
      const thread = this.thread;
      if (thread === null || !thread.alive || thread.generation !== generation || this.closed) return;
      await thread.idle();
      // A statement queued before may have timed out meanwhile; its successor then starts fresh anyway.
      if (this.thread !== thread || !thread.alive || this.replacing) return;
      this.log('a large query left PGlite holding much memory; reopening it to give the memory back');
      await new Promise<Outcome>((resolve, reject) => thread.post({ operation: { op: 'close' }, timeoutMs: undefined, resolve, reject })).catch(() => undefined);
      await thread.stop();
      await this.start().catch((error: unknown) => this.log(`reopening PGlite failed: ${(error as Error).message}`));
    } finally {
      this.recycling = false;
      release();
    }
  }

  async close(): Promise<void> {
    const release = await this.lock.acquire();
    try {
      if (this.closed) return;
      this.closed = true;
      const thread = await this.threadReady?.catch(() => null);
      if (!thread || !thread.alive) return;
      await thread.idle();
      try {
        await new Promise<Outcome>((resolve, reject) => thread.post({ operation: { op: 'close' }, timeoutMs: undefined, resolve, reject }));
      } finally {
        await thread.stop();
      }
    } finally {
      release();
    }
  }
}

function toResult<R>(reply: Outcome & { ok: true }): QueryResult<R> {
  return { rows: reply.rows as R[], affectedRows: reply.affectedRows, fields: reply.fields };
}

export async function openPgliteDatabase(dataDir: string, options: PgliteOptions = {}): Promise<LocalDatabase> {
  const host = new PgliteHost(dataDir, options);
  await host.start();
  const db: LocalDatabase = {
    kind: 'pglite',
    query: async <R>(sql: string, params: unknown[] = []) => toResult<R>(await host.run({ op: 'query', sql, params })),
    exec: async (sql: string) => void (await host.run({ op: 'exec', sql })),
    async queryInTransaction<R>(sql: string, params: unknown[], txOptions: TransactionOptions = {}): Promise<QueryResult<R>> {
      // PGlite (unlike Postgres 15) keeps a transaction-local session_authorization after COMMIT.
      const restoreSession = txOptions.settings?.session_authorization !== undefined;
      // BEGIN, the statement and COMMIT in one operation: the worker never waits for the main thread.
      // Its answer is parsed on this thread, not on PGlite's, which every request has to pass.
      const operation = { op: 'query', sql, params, prelude: beginSql(txOptions), finish: 'COMMIT', restoreSession, wire: true } as const;
      return toResult<R>(await host.run(operation, txOptions.statementTimeoutMs));
    },
    transaction: <T>(fn: (tx: ScriptQueryable) => Promise<T>, txOptions: TransactionOptions = {}) =>
      host.exclusive(async (run) => {
        const timeoutMs = txOptions.statementTimeoutMs;
        const restoreSession = txOptions.settings?.session_authorization !== undefined;
        // BEGIN and the settings travel with the first statement: one round trip to the worker fewer.
        let prelude: string | undefined = beginSql(txOptions);
        /** The thread that ran BEGIN (null: it was stopped, and the transaction with it). */
        let began: number | null = null;
        const open = (): boolean => began !== null && began === host.currentGeneration();
        const step = async (operation: Operation): Promise<Outcome & { ok: true }> => {
          const first = prelude !== undefined;
          if (!first && !open()) throw statementTimeoutError();
          prelude = undefined;
          const outcome = await run(operation, timeoutMs);
          if (first) began = outcome.generation;
          return host.unwrap(outcome);
        };
        const tx: ScriptQueryable = {
          async query<R>(sql: string, params: unknown[] = []): Promise<QueryResult<R>> {
            return toResult<R>(await step({ op: 'query', sql, params, prelude }));
          },
          async exec(sql: string): Promise<void> {
            await step({ op: 'exec', sql, prelude });
          },
        };
        let result: T;
        try {
          result = await fn(tx);
        } catch (error) {
          // Nothing to roll back when no statement ran or the thread that held the transaction was stopped.
          if (open()) await run({ op: 'exec', sql: 'ROLLBACK', restoreSession }).catch(() => undefined);
          throw error;
        }
        if (prelude === undefined) {
          if (!open()) throw statementTimeoutError();
          host.unwrap(await run({ op: 'exec', sql: 'COMMIT', restoreSession }));
        }
        return result;
      }),
    restDatabase: () => Promise.resolve(db),
    close: () => host.close(),
  };
  return db;
}
