import { beginSql } from './begin.ts';
import { DatabaseError, QueryMemoryLimitError, RequestAbandonedError, statementTimeoutError } from './errors.ts';
import { FairQueue, PGLITE_THROTTLE, SYSTEM_OWNER, type HeavyOptions, type RunningJob } from './fair-queue.ts';
import type { LocalDatabase, ScriptQueryable } from './local-database.ts';
import {
  pgliteArtifacts,
  PgliteThread,
  type Job,
  type Operation,
  type Outcome,
  type StopReason,
} from './pglite-thread.ts';
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
 * - PGlite has one session and runs one statement at a time, so who runs next is the whole of fairness:
 *   operations wait in a FairQueue (one queue per owner, owners served by least recent database time, an
 *   owner of slow operations given one at a time and only into an idle worker, and held back while others
 *   are active), and at most PIPELINE_DEPTH are in the worker at once (so it never idles waiting for this
 *   thread); a transaction holds the worker until it ends, so nothing else runs inside it;
 * - a statement running past its statement_timeout is stopped by terminating the thread and answered with
 *   SQLSTATE 57014; PGlite is reopened on the same folder (Postgres crash recovery: committed work
 *   survives, the interrupted transaction is gone) and the operations posted behind it run there; the
 *   owner is charged the statement and the reopen;
 * - a statement whose client went away is stopped the same way once it has run ABANDONED_GRACE_MS, and
 *   one still queued is dropped;
 * - a query may grow PGlite's memory by `queryMemoryBytes` at most (else 54000), and memory left inflated
 *   by a large query is given back by reopening PGlite once the queue is empty.
 */
/**
 * Operations in the worker at once: the running one and those queued behind it, so the worker never waits for
 * this thread. Deep enough to keep it busy under load (measured at 10 users: 2 in the worker cost a third of
 * the throughput, 8 still a tenth, 16 nothing), shallow enough that a newcomer waits behind at most 15 short
 * operations (a few ms each); slow ones are never queued there behind others.
 */
const PIPELINE_DEPTH = 16;
/**
 * Operations of one owner in the worker at once, once its operations have shown to be short: the one
 * running and the next, so its six dashboard reads run back to back; its others wait in its own queue. (At
 * 10 and 50 users the dashboard's p95 matched the first-come-first-served queue this replaced, within the
 * machine's noise; throughput 8-13 % lower.)
 */
const OPERATIONS_PER_OWNER = 2;
/**
 * An owner whose operations lately took longer than 20 ms is heavy: its next one is handed over when the
 * worker has nothing else, so no one waits behind two of them (the dashboard's reads take 1-5 ms), or once
 * it has waited half a second.
 */
const PGLITE_HEAVY: HeavyOptions = { jobMs: 20, maxWaitMs: 500 };
/** What a reopen is assumed to cost before one has been measured (ms). */
const REOPEN_ESTIMATE_MS = 500;

class PgliteHost {
  private thread: PgliteThread | null = null;
  private threadReady: Promise<PgliteThread> | null = null;
  private baseHeapBytes = 0;
  /** Between stopping a timed-out thread and starting its successor. */
  private replacing = false;
  /** Between starting a thread and its PGlite being open (or failing to open). */
  private opening = false;
  private recycling = false;
  private closed = false;
  private readonly queue = new FairQueue({
    capacity: PIPELINE_DEPTH,
    perOwner: OPERATIONS_PER_OWNER,
    heavy: PGLITE_HEAVY,
    throttle: PGLITE_THROTTLE,
  });
  private readonly dataDir: string;
  private readonly queryMemoryBytes: number;
  private readonly recycleAboveBytes: number;
  private readonly log: (line: string) => void;
  private generation = 0;
  /** Channels this server LISTENs on, with who is told of their notifications; every new thread listens again. */
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  /** How long the last reopen took (ms): what a stopped statement costs everyone on top of its own time. */
  private reopenMs = REOPEN_ESTIMATE_MS;

  constructor(dataDir: string, options: PgliteOptions) {
    this.dataDir = dataDir;
    this.queryMemoryBytes = options.queryMemoryBytes ?? DEFAULT_QUERY_MEMORY_BYTES;
    this.recycleAboveBytes = options.recycleAboveBytes ?? this.queryMemoryBytes / 2;
    this.log = options.log ?? (() => undefined);
  }

  /** Opens PGlite in a new thread; `carried` are operations that never started on the previous one. */
  start(carried: Job[] = []): Promise<PgliteThread> {
    this.generation += 1;
    const generation = this.generation;
    const opening = performance.now();
    this.thread = null;
    this.opening = true;
    this.threadReady = pgliteArtifacts().then((artifacts) => {
      if (generation !== this.generation || this.closed) throw new Error('the database is closed');
      const thread = new PgliteThread(
        this.dataDir,
        this.queryMemoryBytes,
        generation,
        (t, reason) => this.stopped(t, reason),
        artifacts,
      );
      this.thread = thread;
      thread.onNotify = (channel, payload) => {
        for (const listener of this.listeners.get(channel) ?? []) listener(payload);
      };
      return this.opened(thread, carried, opening);
    });
    this.threadReady.then(
      () => (this.opening = false),
      (error: unknown) => {
        this.opening = false;
        for (const job of carried) job.reject(error as Error);
      },
    );
    return this.threadReady;
  }

  private opened(thread: PgliteThread, carried: Job[], opening: number): Promise<PgliteThread> {
    return thread.ready.then(
      (heapBytes) => {
        this.baseHeapBytes = heapBytes;
        if (this.generation > 1) this.reopenMs = performance.now() - opening;
        // A new session: it listens again before anything else runs on it.
        for (const channel of this.listeners.keys()) {
          thread.post({ operation: listenOperation(channel), timeoutMs: undefined, resolve: noop, reject: noop });
        }
        for (const job of carried) thread.post(job);
        return thread;
      },
      async (error: unknown) => {
        await thread.stop();
        throw error;
      },
    );
  }

  /** The thread whose operations are current: every thread before it has been stopped. */
  currentGeneration(): number {
    return this.generation;
  }

  private current(): Promise<PgliteThread> {
    if (this.closed) return Promise.reject(new Error('the database is closed'));
    if (this.threadReady !== null && (this.replacing || this.opening || this.thread?.alive)) return this.threadReady;
    return this.start();
  }

  /** The watchdog stopped the running operation: past its statement timeout, or its client went away. */
  private stopped(thread: PgliteThread, reason: StopReason): void {
    if (thread !== this.thread) return;
    const [running, ...waiting] = thread.takeJobs();
    running?.reject(reason === 'timeout' ? statementTimeoutError() : new RequestAbandonedError());
    this.log(
      reason === 'timeout'
        ? `a statement ran longer than ${running?.timeoutMs ?? '?'} ms; PGlite is stopped and reopened`
        : 'a statement whose client went away was still running; PGlite is stopped and reopened',
    );
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
   * Posts an operation to the current thread and hands back its outcome-to-be (wrapped, so that awaiting
   * the posting does not wait for the outcome) and the job, whose start time tells what it cost.
   */
  private async post(
    operation: Operation,
    timeoutMs: number | undefined,
    signal?: AbortSignal,
  ): Promise<{ outcome: Promise<Outcome>; job: Job }> {
    const thread = await this.current();
    let job!: Job;
    const outcome = new Promise<Outcome>((resolve, reject) => {
      job = { operation, timeoutMs, signal, resolve, reject };
      thread.post(job);
    }).then((done) => {
      if (done.heapBytes - this.baseHeapBytes > this.recycleAboveBytes) void this.recycle(done.generation);
      return done;
    });
    return { outcome, job };
  }

  /** What an operation that failed cost: its time in the worker, plus a reopen when the watchdog stopped it. */
  private failureCost(job: Job, error: unknown): number {
    const ran = job.startedAt === undefined ? 0 : performance.now() - job.startedAt;
    const stopped =
      error instanceof RequestAbandonedError || (error instanceof DatabaseError && error.code === '57014');
    return ran + (stopped ? this.reopenMs : 0);
  }

  /** Posts one operation in the owner's turn and settles with its outcome, charging its time to the owner. */
  private async runPosted(
    job: RunningJob,
    operation: Operation,
    timeoutMs: number | undefined,
    signal?: AbortSignal,
  ): Promise<Outcome> {
    const posted = await this.post(operation, timeoutMs, signal);
    try {
      const outcome = await posted.outcome;
      job.charge(outcome.ranMs);
      return outcome;
    } catch (error) {
      job.charge(this.failureCost(posted.job, error));
      throw error;
    }
  }

  /** One operation in its owner's turn. */
  async run(
    operation: Operation,
    timeoutMs?: number,
    owner = SYSTEM_OWNER,
    signal?: AbortSignal,
  ): Promise<Outcome & { ok: true }> {
    return this.unwrap(
      await this.queue.run(owner, (job) => this.runPosted(job, operation, timeoutMs, signal), { signal }),
    );
  }

  /**
   * Several operations with nothing else in between (a transaction), in its owner's turn. `run` answers the
   * outcome as it came, failed statements included, so the caller learns which thread ran it; it rejects
   * only when the thread was stopped or died under the operation.
   */
  exclusive<T>(
    fn: (run: (operation: Operation, timeoutMs?: number) => Promise<Outcome>) => Promise<T>,
    owner = SYSTEM_OWNER,
    signal?: AbortSignal,
  ): Promise<T> {
    return this.queue.run(
      owner,
      (job) => fn((operation, timeoutMs) => this.runPosted(job, operation, timeoutMs, signal)),
      { signal, exclusive: true },
    );
  }

  unwrap(outcome: Outcome): Outcome & { ok: true } {
    if (outcome.ok) return outcome;
    if (outcome.memoryLimitHit && outcome.error.code === '53200')
      throw new QueryMemoryLimitError(this.queryMemoryBytes, outcome.error.detail);
    throw new DatabaseError(outcome.error);
  }

  /** Gives PGlite's inflated memory back: once everything posted before has run, reopen it. */
  private async recycle(generation: number): Promise<void> {
    if (this.recycling || this.closed || generation !== this.generation) return;
    this.recycling = true;
    try {
      await this.queue.run(
        SYSTEM_OWNER,
        async () => {
          const thread = this.thread;
          if (thread === null || !thread.alive || thread.generation !== generation || this.closed) return;
          await thread.idle();
          // A statement posted before may have timed out meanwhile; its successor then starts fresh anyway.
          if (this.thread !== thread || !thread.alive || this.replacing) return;
          this.log('a large query left PGlite holding much memory; reopening it to give the memory back');
          await new Promise<Outcome>((resolve, reject) =>
            thread.post({ operation: { op: 'close' }, timeoutMs: undefined, resolve, reject }),
          ).catch(() => undefined);
          await thread.stop();
          await this.start().catch((error: unknown) =>
            this.log(`reopening PGlite failed: ${(error as Error).message}`),
          );
        },
        { exclusive: true },
      );
    } finally {
      this.recycling = false;
    }
  }

  /** Calls `listener` with the payload of every NOTIFY on `channel` from now on; the result stops it. */
  async listen(channel: string, listener: (payload: string) => void): Promise<() => void> {
    let set = this.listeners.get(channel);
    if (set === undefined) {
      set = new Set();
      this.listeners.set(channel, set);
      await this.run(listenOperation(channel));
    }
    set.add(listener);
    const listening = set;
    return () => void listening.delete(listener);
  }

  close(): Promise<void> {
    return this.queue.run(
      SYSTEM_OWNER,
      async () => {
        if (this.closed) return;
        this.closed = true;
        for (;;) {
          // A thread being replaced after a timeout: its successor is refused now that the host is closed.
          const thread = await this.threadReady?.catch(() => null);
          if (!thread || !thread.alive) return;
          await thread.idle();
          // The watchdog may stop the thread while its last statement runs: then there is nothing to close.
          if (!thread.alive) continue;
          try {
            await new Promise<Outcome>((resolve, reject) =>
              thread.post({ operation: { op: 'close' }, timeoutMs: undefined, resolve, reject }),
            );
          } finally {
            await thread.stop();
          }
          return;
        }
      },
      { exclusive: true },
    );
  }
}

const noop = (): void => undefined;

function listenOperation(channel: string): Operation {
  return { op: 'exec', sql: `LISTEN "${channel.replace(/"/g, '""')}"` };
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
    async queryInTransaction<R>(
      sql: string,
      params: unknown[],
      txOptions: TransactionOptions = {},
    ): Promise<QueryResult<R>> {
      // PGlite (unlike Postgres 15) keeps a transaction-local session_authorization after COMMIT.
      const restoreSession = txOptions.settings?.session_authorization !== undefined;
      // BEGIN, the statement and COMMIT in one operation: the worker never waits for the main thread.
      // Its answer is parsed on this thread, not on PGlite's, which every request has to pass.
      const operation = {
        op: 'query',
        sql,
        params,
        prelude: beginSql(txOptions),
        finish: 'COMMIT',
        restoreSession,
        wire: true,
      } as const;
      return toResult<R>(await host.run(operation, txOptions.statementTimeoutMs, txOptions.owner, txOptions.signal));
    },
    transaction: <T>(fn: (tx: ScriptQueryable) => Promise<T>, txOptions: TransactionOptions = {}) =>
      host.exclusive(
        async (run) => {
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
        },
        txOptions.owner,
        txOptions.signal,
      ),
    restDatabase: () => Promise.resolve(db),
    listen: (channel, listener) => host.listen(channel, listener),
    close: () => host.close(),
  };
  return db;
}
