import { Worker } from 'node:worker_threads';
import { beginSql } from './begin.ts';
import { DatabaseError, QueryMemoryLimitError, statementTimeoutError, type PgErrorFields } from './errors.ts';
import type { LocalDatabase, ScriptQueryable } from './local-database.ts';
import { Mutex } from './mutex.ts';
import { SESSION_SEARCH_PATH } from './search-path.ts';
import type { QueryResult, TransactionOptions } from './types.ts';

const WORKER_URL = new URL('./pglite-worker.mjs', import.meta.url);
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

type Operation =
  | { op: 'query'; sql: string; params: unknown[]; prelude?: string; finish?: 'COMMIT'; restoreSession?: boolean }
  | { op: 'exec'; sql: string; prelude?: string; restoreSession?: boolean }
  | { op: 'close' };

type Reply =
  | { id: number; ok: true; rows: unknown[]; affectedRows: number; fields: QueryResult['fields']; heapBytes: number }
  | { id: number; ok: false; error: PgErrorFields; memoryLimitHit: boolean; heapBytes: number };

type Started = { type: 'ready'; heapBytes: number } | { type: 'failed'; error: PgErrorFields };

interface Pending {
  resolve(reply: Reply): void;
  reject(error: Error): void;
}

/** One worker thread holding PGlite; replaced when the watchdog stops it. */
class PgliteThread {
  readonly worker: Worker;
  readonly ready: Promise<number>;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private exited = false;

  constructor(dataDir: string, queryMemoryBytes: number) {
    this.worker = new Worker(WORKER_URL, { workerData: { dataDir, searchPath: SESSION_SEARCH_PATH, queryMemoryBytes } });
    this.ready = new Promise<number>((resolve, reject) => {
      const onMessage = (message: Reply | Started): void => {
        if (!('type' in message)) {
          this.settle(message);
          return;
        }
        if (message.type === 'ready') {
          // An idle thread must not keep the process alive; one starting or with work in flight must.
          if (this.pending.size === 0) this.worker.unref();
          resolve(message.heapBytes);
        } else {
          reject(new DatabaseError(message.error));
        }
      };
      this.worker.on('message', onMessage);
      this.worker.on('error', (error) => reject(error));
      this.worker.on('exit', (code) => {
        this.exited = true;
        const error = new Error(`PGlite worker stopped (exit code ${code})`);
        reject(error);
        for (const pending of this.pending.values()) pending.reject(error);
        this.pending.clear();
      });
    });
    // Startup failures surface through `ready`; keep an unobserved rejection from crashing the process.
    this.ready.catch(() => undefined);
  }

  get alive(): boolean {
    return !this.exited;
  }

  send(operation: Operation): Promise<Reply> {
    if (this.exited) return Promise.reject(new Error('PGlite worker stopped'));
    const id = this.nextId++;
    return new Promise<Reply>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.ref();
      this.worker.postMessage({ id, ...operation });
    });
  }

  private settle(reply: Reply): void {
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    if (this.pending.size === 0) this.worker.unref();
    pending.resolve(reply);
  }

  async stop(): Promise<void> {
    if (!this.exited) await this.worker.terminate();
  }
}

/**
 * PGlite behind the Database interface, running in a worker thread:
 * - every operation is serialised (PGlite has one session); a transaction holds the lock until it ends;
 * - a statement running past the transaction's statement_timeout is stopped by terminating the thread and
 *   answered with SQLSTATE 57014; PGlite is then reopened on the same folder (Postgres crash recovery:
 *   committed work survives, the interrupted transaction is gone) while waiting operations queue;
 * - a query may grow PGlite's memory by `queryMemoryBytes` at most (else 54000), and memory left inflated
 *   by a large query is given back by reopening PGlite once the lock is free.
 */
class PgliteHost {
  private thread: PgliteThread | null = null;
  private threadReady: Promise<PgliteThread> | null = null;
  private baseHeapBytes = 0;
  private recycleWanted = false;
  private closed = false;
  private readonly lock = new Mutex();
  private readonly dataDir: string;
  private readonly queryMemoryBytes: number;
  private readonly recycleAboveBytes: number;
  private readonly log: (line: string) => void;
  /** Increases with every new thread: a transaction must not outlive the thread it began on. */
  generation = 0;

  constructor(dataDir: string, options: PgliteOptions) {
    this.dataDir = dataDir;
    this.queryMemoryBytes = options.queryMemoryBytes ?? DEFAULT_QUERY_MEMORY_BYTES;
    this.recycleAboveBytes = options.recycleAboveBytes ?? this.queryMemoryBytes / 2;
    this.log = options.log ?? (() => undefined);
  }

  start(): Promise<PgliteThread> {
    const thread = new PgliteThread(this.dataDir, this.queryMemoryBytes);
    this.thread = thread;
    this.generation += 1;
    this.threadReady = thread.ready.then(
      (heapBytes) => {
        this.baseHeapBytes = heapBytes;
        return thread;
      },
      async (error: unknown) => {
        await thread.stop();
        throw error;
      },
    );
    return this.threadReady;
  }

  private current(): Promise<PgliteThread> {
    if (this.closed) return Promise.reject(new Error('the database is closed'));
    if (this.thread === null || this.threadReady === null || !this.thread.alive) return this.start();
    return this.threadReady;
  }

  /** Runs one operation; past `timeoutMs` the thread is terminated and the operation fails with 57014. */
  async run(operation: Operation, timeoutMs?: number): Promise<Reply & { ok: true }> {
    const thread = await this.current();
    let timer: NodeJS.Timeout | undefined;
    let timedOut = false;
    const reply = thread.send(operation);
    const watchdog =
      timeoutMs !== undefined && timeoutMs > 0
        ? new Promise<never>((_, reject) => {
            timer = setTimeout(() => {
              timedOut = true;
              reject(statementTimeoutError());
            }, timeoutMs);
          })
        : null;
    let result: Reply;
    try {
      result = watchdog ? await Promise.race([reply, watchdog]) : await reply;
    } catch (error) {
      if (timedOut) {
        reply.catch(() => undefined);
        this.log(`a statement ran longer than ${timeoutMs} ms; PGlite is stopped and reopened`);
        await this.replace(thread);
      } else if (!thread.alive) {
        // The thread died under the statement (a WASM abort): reopen for the next caller.
        await this.replace(thread);
      }
      throw error;
    } finally {
      clearTimeout(timer);
    }
    if (result.heapBytes - this.baseHeapBytes > this.recycleAboveBytes) this.recycleWanted = true;
    if (!result.ok) {
      if (result.memoryLimitHit && result.error.code === '53200') throw new QueryMemoryLimitError(this.queryMemoryBytes, result.error.detail);
      throw new DatabaseError(result.error);
    }
    return result;
  }

  private async replace(thread: PgliteThread): Promise<void> {
    await thread.stop();
    if (this.thread === thread && !this.closed) {
      // Reopen at once so the data folder's crash recovery runs before the next request needs it.
      this.start().catch(() => undefined);
    }
  }

  /** Serialises callers; reopens PGlite before releasing when a query left its memory inflated. */
  async withLock<T>(fn: () => Promise<T>): Promise<T> {
    const release = await this.lock.acquire();
    try {
      return await fn();
    } finally {
      if (this.recycleWanted && !this.closed) await this.recycle();
      release();
    }
  }

  private async recycle(): Promise<void> {
    this.recycleWanted = false;
    const thread = this.thread;
    if (thread === null || !thread.alive) return;
    this.log('a large query left PGlite holding much memory; reopening it to give the memory back');
    try {
      await thread.send({ op: 'close' });
    } catch {
      // stopped below either way
    }
    await thread.stop();
    try {
      await this.start();
    } catch (error) {
      this.log(`reopening PGlite failed: ${(error as Error).message}`);
    }
  }

  async close(): Promise<void> {
    await this.withLock(async () => {
      if (this.closed) return;
      this.closed = true;
      const thread = this.thread;
      if (thread === null || !thread.alive) return;
      try {
        await thread.ready;
        await thread.send({ op: 'close' });
      } finally {
        await thread.stop();
      }
    });
  }
}

function toResult<R>(reply: Reply & { ok: true }): QueryResult<R> {
  return { rows: reply.rows as R[], affectedRows: reply.affectedRows, fields: reply.fields };
}

export async function openPgliteDatabase(dataDir: string, options: PgliteOptions = {}): Promise<LocalDatabase> {
  const host = new PgliteHost(dataDir, options);
  await host.start();
  const db: LocalDatabase = {
    kind: 'pglite',
    query: <R>(sql: string, params: unknown[] = []) => host.withLock(async () => toResult<R>(await host.run({ op: 'query', sql, params }))),
    exec: (sql: string) => host.withLock(async () => void (await host.run({ op: 'exec', sql }))),
    queryInTransaction: <R>(sql: string, params: unknown[], txOptions: TransactionOptions = {}) =>
      host.withLock(async () => {
        const restoreSession = txOptions.settings?.session_authorization !== undefined;
        // The lock is held only while the worker runs: no waiting for the main thread between statements.
        const operation = { op: 'query', sql, params, prelude: beginSql(txOptions), finish: 'COMMIT', restoreSession } as const;
        return toResult<R>(await host.run(operation, txOptions.statementTimeoutMs));
      }),
    transaction: <T>(fn: (tx: ScriptQueryable) => Promise<T>, txOptions: TransactionOptions = {}) =>
      host.withLock(async () => {
        const timeoutMs = txOptions.statementTimeoutMs;
        // PGlite (unlike Postgres 15) keeps a transaction-local session_authorization after COMMIT.
        const restoreSession = txOptions.settings?.session_authorization !== undefined;
        // BEGIN and the settings travel with the first statement: one round trip to the worker fewer.
        let prelude: string | undefined = beginSql(txOptions);
        let generation = -1;
        const started = (): string | undefined => {
          const first = prelude;
          if (first !== undefined) generation = host.generation;
          else if (generation !== host.generation) throw statementTimeoutError();
          prelude = undefined;
          return first;
        };
        const tx: ScriptQueryable = {
          async query<R>(sql: string, params: unknown[] = []): Promise<QueryResult<R>> {
            return toResult<R>(await host.run({ op: 'query', sql, params, prelude: started() }, timeoutMs));
          },
          async exec(sql: string): Promise<void> {
            await host.run({ op: 'exec', sql, prelude: started() }, timeoutMs);
          },
        };
        let result: T;
        try {
          result = await fn(tx);
        } catch (error) {
          // Nothing to roll back when the thread that held the transaction was stopped.
          if (prelude === undefined && generation === host.generation) {
            await host.run({ op: 'exec', sql: 'ROLLBACK', restoreSession }).catch(() => undefined);
          }
          throw error;
        }
        if (prelude === undefined) {
          if (generation !== host.generation) throw statementTimeoutError();
          await host.run({ op: 'exec', sql: 'COMMIT', restoreSession });
        }
        return result;
      }),
    restDatabase: () => Promise.resolve(db),
    close: () => host.close(),
  };
  return db;
}
