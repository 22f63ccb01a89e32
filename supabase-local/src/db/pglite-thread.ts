import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { DatabaseError, type PgErrorFields } from './errors.ts';
import { decodeStatement, TEXT_TYPE_OIDS } from './pglite-wire.ts';
import { SESSION_SEARCH_PATH } from './search-path.ts';
import type { QueryResult } from './types.ts';

const WORKER_URL = new URL('./pglite-worker.mjs', import.meta.url);

/** What the worker runs (see pglite-worker.mjs). */
export type Operation =
  | {
      op: 'query';
      sql: string;
      params: unknown[];
      prelude?: string;
      finish?: 'COMMIT';
      restoreSession?: boolean;
      wire?: boolean;
    }
  | { op: 'exec'; sql: string; prelude?: string; restoreSession?: boolean }
  | { op: 'close' };

/** `ranMs`: how long the operation ran in the worker. */
export type Reply =
  | { ok: true; rows: unknown[]; affectedRows: number; fields: QueryResult['fields']; heapBytes: number; ranMs: number }
  | { ok: false; error: PgErrorFields; memoryLimitHit: boolean; heapBytes: number; ranMs: number };

/** A reply and the thread that produced it. */
export type Outcome = Reply & { generation: number };

/** A statement asked for with `wire: true` comes back as Postgres's messages, parsed here. */
type WireReply = { ok: true; wire: Uint8Array; heapBytes: number; ranMs: number };

type Message =
  | ((Reply | WireReply) & { id: number })
  | { type: 'ready'; heapBytes: number }
  | { type: 'failed'; error: PgErrorFields }
  | { type: 'notify'; channel: string; payload: string };

export interface Job {
  operation: Operation;
  /** Past this many ms of running, the thread is stopped (statement_timeout). */
  timeoutMs: number | undefined;
  /** Aborted when the request's client went away: the thread is stopped once the job ran ABANDONED_GRACE_MS. */
  signal?: AbortSignal | undefined;
  /** When the worker began this job (performance.now()), set once it is the oldest unanswered one. */
  startedAt?: number;
  resolve(outcome: Outcome): void;
  reject(error: Error): void;
}

/** Why the watchdog stopped a thread. */
export type StopReason = 'timeout' | 'abandoned';

/**
 * How long a statement whose client went away may still run before the thread is stopped for it. Stopping
 * costs everyone a reopen (about half a second), so a statement near its end is left to finish; one that
 * runs on (the expensive kind someone fires and drops) is stopped instead of running to its timeout.
 */
export const ABANDONED_GRACE_MS = 250;

/** What every PGlite thread of this process starts from: Postgres compiled once, and its file-system image. */
export interface PgliteArtifacts {
  wasmModule: WebAssembly.Module;
  fsBundle: Blob;
}

let artifacts: Promise<PgliteArtifacts> | undefined;

/**
 * Compiles PGlite's WebAssembly once per process and hands the same module to every thread: V8 shares a
 * module's compiled and optimised code between the threads it is passed to, so a thread opened after a
 * timeout starts with code already optimised by its predecessors instead of compiling 9 MB of WebAssembly
 * again and running it cold (its first statements were many times slower, and under load slow enough to
 * time out and start the next reopen).
 */
export function pgliteArtifacts(): Promise<PgliteArtifacts> {
  artifacts ??= (async () => {
    // The package exports only its code; the WebAssembly and the image sit next to its entry point.
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [wasm, data] = await Promise.all([
      readFile(path.join(dist, 'pglite.wasm')),
      readFile(path.join(dist, 'pglite.data')),
    ]);
    return { wasmModule: await WebAssembly.compile(wasm), fsBundle: new Blob([data]) };
  })();
  artifacts.catch(() => (artifacts = undefined));
  return artifacts;
}

/**
 * One worker thread holding PGlite. Operations are posted as soon as they are ordered and run one after
 * the other in the worker, so it never waits for the main thread between them; the running one (the
 * oldest unanswered) is watched: past its timeout `onTimeout` is called.
 */
export class PgliteThread {
  readonly worker: Worker;
  /** Resolves with PGlite's heap size once it is open. */
  readonly ready: Promise<number>;
  private readonly jobs = new Map<number, Job>();
  private nextId = 1;
  private exited = false;
  private timer: NodeJS.Timeout | undefined;
  private idleWaiters: (() => void)[] = [];
  /** Told of every notification this thread's session receives (LISTEN). */
  onNotify: ((channel: string, payload: string) => void) | undefined;

  constructor(
    dataDir: string,
    queryMemoryBytes: number,
    readonly generation: number,
    private readonly onTimeout: (thread: PgliteThread, reason: StopReason) => void,
    { wasmModule, fsBundle }: PgliteArtifacts,
  ) {
    this.worker = new Worker(WORKER_URL, {
      workerData: {
        dataDir,
        searchPath: SESSION_SEARCH_PATH,
        queryMemoryBytes,
        textTypeOids: TEXT_TYPE_OIDS,
        wasmModule,
        fsBundle,
      },
    });
    this.ready = new Promise<number>((resolve, reject) => {
      this.worker.on('message', (message: Message) => {
        if (!('type' in message)) this.settle(message);
        else if (message.type === 'notify') this.onNotify?.(message.channel, message.payload);
        else if (message.type === 'ready') {
          // An idle thread must not keep the process alive; one starting or with work in flight must.
          if (this.jobs.size === 0) this.worker.unref();
          resolve(message.heapBytes);
        } else reject(new DatabaseError(message.error));
      });
      this.worker.on('error', (error) => reject(error));
      this.worker.on('exit', (code) => {
        this.exited = true;
        clearTimeout(this.timer);
        const error = new Error(`PGlite worker stopped (exit code ${code})`);
        reject(error);
        for (const job of this.takeJobs()) job.reject(error);
        for (const resolve of this.idleWaiters.splice(0)) resolve();
      });
    });
    // Startup failures surface through `ready`; keep an unobserved rejection from crashing the process.
    this.ready.catch(() => undefined);
  }

  get alive(): boolean {
    return !this.exited;
  }

  post(job: Job): void {
    if (this.exited) {
      job.reject(new Error('PGlite worker stopped'));
      return;
    }
    const id = this.nextId++;
    this.jobs.set(id, job);
    this.worker.ref();
    this.worker.postMessage({ id, ...job.operation });
    if (this.jobs.size === 1) this.watchHead();
  }

  /** Resolves when every posted operation has been answered. */
  idle(): Promise<void> {
    if (this.jobs.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Detaches the posted operations, oldest (the running one) first. */
  takeJobs(): Job[] {
    clearTimeout(this.timer);
    this.timer = undefined;
    const jobs = [...this.jobs.values()];
    this.jobs.clear();
    return jobs;
  }

  async stop(): Promise<void> {
    if (!this.exited) await this.worker.terminate();
  }

  /**
   * Arms the watchdog for the running job (the oldest unanswered): its statement timeout counts from its
   * start, and once its client has gone away, ABANDONED_GRACE_MS from its start (or from now, if later).
   */
  private watchHead(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const head = this.jobs.values().next().value;
    if (head === undefined) return;
    const now = performance.now();
    head.startedAt ??= now;
    const deadlines: [number, StopReason][] = [];
    if (head.timeoutMs !== undefined && head.timeoutMs > 0)
      deadlines.push([head.startedAt + head.timeoutMs, 'timeout']);
    if (head.signal?.aborted) deadlines.push([Math.max(now, head.startedAt + ABANDONED_GRACE_MS), 'abandoned']);
    else
      head.signal?.addEventListener('abort', () => this.jobs.values().next().value === head && this.watchHead(), {
        once: true,
      });
    if (deadlines.length === 0) return;
    const [at, reason] = deadlines.reduce((first, next) => (next[0] < first[0] ? next : first));
    this.timer = setTimeout(() => this.onTimeout(this, reason), Math.max(0, at - now));
  }

  private settle(reply: (Reply | WireReply) & { id: number }): void {
    const job = this.jobs.get(reply.id);
    if (!job) return;
    this.jobs.delete(reply.id);
    // The worker moves on to the next operation at once: its timeout starts now.
    this.watchHead();
    if (this.jobs.size === 0) {
      this.worker.unref();
      for (const resolve of this.idleWaiters.splice(0)) resolve();
    }
    if ('wire' in reply) {
      // Parsed on this thread now: an answer that cannot be read fails its request, not the server.
      let result: QueryResult<unknown>;
      try {
        result = decodeStatement(reply.wire);
      } catch (error) {
        job.reject(error as Error);
        return;
      }
      job.resolve({ ok: true, ...result, heapBytes: reply.heapBytes, ranMs: reply.ranMs, generation: this.generation });
      return;
    }
    const { id: _id, ...outcome } = reply;
    job.resolve({ ...outcome, generation: this.generation });
  }
}
