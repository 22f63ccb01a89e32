import { RequestAbandonedError } from './errors.ts';

/**
 * Shares the database between the users of the server so that no one user can stall the others.
 *
 * - Every job belongs to an owner (the signed-in user, else the role and client address; `system` for the
 *   server's own work). Each owner has its own queue, served in order, with at most `perOwner` of its jobs
 *   handed to the database at once: twenty requests of one user wait in that user's queue, not in front of
 *   everyone else's.
 * - Owners take turns by time, not by count (start-time fair queuing): each owner's next job is tagged with
 *   the virtual time at which its turn starts, which advances by what that owner's jobs typically take, and
 *   the job with the earliest tag goes next. Users with equal jobs alternate; a user whose jobs take 1 ms
 *   runs about ten for each one of a user whose jobs take 10 ms, so each gets an equal share of the
 *   database's time, and a newly active owner starts from the present (no credit saved up while idle).
 * - With `heavy` (PGlite, whose worker holds the running job and those queued behind it): an owner whose
 *   jobs lately took longer than `jobMs` is heavy: one job at a time, handed over only when no other owner
 *   is waiting and the database has nothing else (or once it has waited `maxWaitMs`, so a busy server
 *   cannot starve it). An owner gets its `perOwner` places only once its last jobs were short; before that,
 *   one: twenty slow requests of a newcomer never all wait in the database ahead of everyone.
 * - With `throttle` (PGlite, which runs one statement at a time): an owner whose debt (database time beyond
 *   a free part of each job) exceeds the allowance waits while any other owner is active, until it has paid
 *   it down at `share` of the wall time. Someone running statements up to the timeout then gets about that
 *   share of the database while others use it, and all of it when alone; many short requests build no debt.
 *   Debt is capped, so an owner long alone is not held for long once someone else arrives. `system` is never
 *   held.
 * - A job whose request is abandoned (its client went away) before it started is dropped.
 */
export interface FairQueueOptions {
  /** Jobs handed to the database at once (PGlite: in its worker; a Postgres server: the pool's connections). */
  capacity: number;
  /** Jobs of one owner handed to the database at once. */
  perOwner: number;
  heavy?: HeavyOptions;
  throttle?: ThrottleOptions;
  now?: () => number;
}

export interface HeavyOptions {
  /** An owner whose recent jobs took longer than this (their median, ms) is heavy: one job, into an idle database. */
  jobMs: number;
  /** A heavy owner's job that has waited this long (ms) goes into the next free place all the same. */
  maxWaitMs: number;
}

export interface ThrottleOptions {
  /**
   * Database time of each job that is never charged (ms): requests this short never build a debt, however
   * many an owner sends; only the part of a job beyond it counts.
   */
  freePerJobMs: number;
  /** Debt (ms of database time) below which an owner is never held. */
  allowanceMs: number;
  /** Fraction of the wall time at which debt is paid back. */
  share: number;
  /** Debt never exceeds this (ms). */
  maxDebtMs: number;
  /** An owner counts as active for this long after its last job was queued or finished (ms). */
  activeWindowMs: number;
}

/**
 * PGlite's throttle: an owner whose statements run to a 1 s timeout (plus the reopen after it) gets about a
 * fifth of the database while others are active; one whose requests take a few milliseconds, however many,
 * is never held.
 */
export const PGLITE_THROTTLE: ThrottleOptions = {
  freePerJobMs: 50,
  allowanceMs: 250,
  share: 0.25,
  maxDebtMs: 1500,
  activeWindowMs: 2000,
};

export const SYSTEM_OWNER = 'system';

/**
 * Jobs whose median tells how long an owner's jobs take: one slow job (a garbage collection, a checkpoint)
 * does not make an owner heavy, a run of them does.
 */
const RECENT_JOBS = 5;
/** What a job is assumed to take at least (ms), so an owner of jobs that take no time still takes turns. */
const MIN_JOB_ESTIMATE_MS = 0.5;
/** Jobs an owner must have done, mostly short, before more than one of its jobs may be in the database. */
const RECENT_JOBS_TO_BE_LIGHT = 3;

function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

export interface JobOptions {
  /** Dropped while queued when this aborts; passed on to the running job. */
  signal?: AbortSignal;
  /** Nothing else is handed to the database until this job ends (a transaction on a single session). */
  exclusive?: boolean;
}

export interface RunningJob {
  /** The database time the job used, when the job knows it better than its wall time (PGlite's queue). */
  charge(ms: number): void;
}

interface Entry {
  queuedAt: number;
  start(): void;
  drop(error: Error): void;
  exclusive: boolean;
  signal: AbortSignal | undefined;
}

interface Owner {
  queue: Entry[];
  running: number;
  /** How long its last jobs took (ms, newest last): their median tells a heavy owner from one slow job. */
  recentJobsMs: number[];
  /** Their median, kept as they change (it is read for every owner at every dispatch). */
  typicalJobMs: number;
  /** Database time beyond the free part of each job, not yet paid back by waiting (the throttle's), as of debtAt. */
  debtMs: number;
  debtAt: number;
  lastActive: number;
  /** The dispatch count when this owner was last served. */
  lastServed: number;
  /** The virtual time at which this owner's next turn may start (see dispatch). */
  finishTag: number;
}

export class FairQueue {
  private readonly owners = new Map<string, Owner>();
  private running = 0;
  private blocked = false;
  /** Counts dispatches: owners with equal tags are served in the order they were last served. */
  private served = 0;
  /** The start tag of the job dispatched last: newly active owners start from here, with no credit saved up. */
  private virtualTime = 0;
  private wakeTimer: NodeJS.Timeout | undefined;
  private readonly now: () => number;

  constructor(private readonly options: FairQueueOptions) {
    this.now = options.now ?? (() => performance.now());
  }

  /** Runs `task` when the owner's turn comes; resolves or rejects as the task does. */
  run<T>(ownerName: string, task: (job: RunningJob) => Promise<T>, jobOptions: JobOptions = {}): Promise<T> {
    const { signal, exclusive = false } = jobOptions;
    if (signal?.aborted) return Promise.reject(new RequestAbandonedError());
    return new Promise<T>((resolve, reject) => {
      const owner = this.owner(ownerName);
      owner.lastActive = this.now();
      const onAbort = (): void => {
        const at = owner.queue.indexOf(entry);
        if (at === -1) return;
        owner.queue.splice(at, 1);
        entry.drop(new RequestAbandonedError());
      };
      const entry: Entry = {
        queuedAt: this.now(),
        exclusive,
        signal,
        drop: (error) => reject(error),
        start: () => {
          signal?.removeEventListener('abort', onAbort);
          const began = this.now();
          let charged: number | undefined;
          const job: RunningJob = { charge: (ms) => (charged = (charged ?? 0) + ms) };
          const finish = (): void => {
            this.running -= 1;
            owner.running -= 1;
            if (exclusive) this.blocked = false;
            this.recordJob(ownerName, owner, charged ?? this.now() - began);
            owner.lastActive = this.now();
            this.dispatch();
          };
          let promise: Promise<T>;
          try {
            promise = task(job);
          } catch (error) {
            promise = Promise.reject(error);
          }
          promise.then(
            (value) => {
              finish();
              resolve(value);
            },
            (error: unknown) => {
              finish();
              reject(error);
            },
          );
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      owner.queue.push(entry);
      this.dispatch();
    });
  }

  /** Queued jobs, for tests and diagnostics. */
  get waiting(): number {
    let count = 0;
    for (const owner of this.owners.values()) count += owner.queue.length;
    return count;
  }

  private owner(name: string): Owner {
    let owner = this.owners.get(name);
    if (owner === undefined) {
      const now = this.now();
      owner = {
        queue: [],
        running: 0,
        debtMs: 0,
        debtAt: now,
        recentJobsMs: [],
        typicalJobMs: 0,
        lastActive: now,
        lastServed: -Infinity,
        finishTag: 0,
      };
      this.owners.set(name, owner);
    }
    return owner;
  }

  /**
   * With `heavy`: an owner is light once its last jobs were short, heavy while they are long, and neither
   * until it has done a few (its first requests get one place at a time, wherever there is room).
   */
  private weight(owner: Owner): { heavy: boolean; light: boolean } {
    if (this.options.heavy === undefined) return { heavy: false, light: true };
    const heavy = owner.recentJobsMs.length > 0 && owner.typicalJobMs > this.options.heavy.jobMs;
    return { heavy, light: !heavy && owner.recentJobsMs.length >= RECENT_JOBS_TO_BE_LIGHT };
  }

  private debt(owner: Owner, now: number): number {
    const share = this.options.throttle?.share ?? 1;
    return Math.max(0, owner.debtMs - (now - owner.debtAt) * share);
  }

  /** A job of the owner ended having used `ms` of database time: its typical time and its debt follow. */
  private recordJob(name: string, owner: Owner, ms: number): void {
    const now = this.now();
    owner.recentJobsMs.push(Math.max(0, ms));
    if (owner.recentJobsMs.length > RECENT_JOBS) owner.recentJobsMs.shift();
    owner.typicalJobMs = median(owner.recentJobsMs);
    const cap = this.options.throttle?.maxDebtMs ?? Infinity;
    const charged = Math.max(0, ms - (this.options.throttle?.freePerJobMs ?? 0));
    owner.debtMs = name === SYSTEM_OWNER ? 0 : Math.min(cap, this.debt(owner, now) + charged);
    owner.debtAt = now;
  }

  /** Until when (now if not held) an owner with a heavy debt waits for the others. */
  private heldUntil(name: string, owner: Owner, now: number): number {
    const throttle = this.options.throttle;
    if (throttle === undefined || name === SYSTEM_OWNER) return now;
    const debt = this.debt(owner, now);
    if (debt <= throttle.allowanceMs) return now;
    let othersActiveUntil = now;
    for (const [otherName, other] of this.owners) {
      if (otherName === name) continue;
      const activeUntil =
        other.queue.length > 0 || other.running > 0 ? Infinity : other.lastActive + throttle.activeWindowMs;
      othersActiveUntil = Math.max(othersActiveUntil, activeUntil);
    }
    if (othersActiveUntil <= now) return now;
    const repaid = now + (debt - throttle.allowanceMs) / throttle.share;
    return Math.min(repaid, othersActiveUntil);
  }

  private dispatch(): void {
    clearTimeout(this.wakeTimer);
    this.wakeTimer = undefined;
    let wakeAt = Infinity;
    while (!this.blocked && this.running < this.options.capacity) {
      const now = this.now();
      // The earliest start tag, but a heavy owner only when no other is waiting (or its job waited long enough).
      let best: Owner | undefined;
      let bestIsHeavy = false;
      let bestTag = Infinity;
      for (const [name, owner] of this.owners) {
        const next = owner.queue[0];
        if (next === undefined) continue;
        const { heavy, light } = this.weight(owner);
        if (owner.running >= (light ? this.options.perOwner : 1)) continue;
        const waitedEnough = next.queuedAt + (this.options.heavy?.maxWaitMs ?? 0);
        const deferred = heavy && waitedEnough > now;
        if (deferred && this.running > 0) {
          wakeAt = Math.min(wakeAt, waitedEnough);
          continue;
        }
        const until = this.heldUntil(name, owner, now);
        if (until > now) {
          wakeAt = Math.min(wakeAt, until);
          continue;
        }
        const tag = Math.max(this.virtualTime, owner.finishTag);
        const earlier = tag < bestTag || (tag === bestTag && best !== undefined && owner.lastServed < best.lastServed);
        if (best === undefined || (bestIsHeavy && !deferred) || (bestIsHeavy === deferred && earlier)) {
          best = owner;
          bestIsHeavy = deferred;
          bestTag = tag;
        }
      }
      if (best === undefined) break;
      const entry = best.queue.shift() as Entry;
      best.running += 1;
      this.served += 1;
      best.lastServed = this.served;
      this.virtualTime = bestTag;
      best.finishTag = bestTag + Math.max(MIN_JOB_ESTIMATE_MS, best.typicalJobMs);
      this.running += 1;
      if (entry.exclusive) this.blocked = true;
      entry.start();
    }
    this.forgetIdleOwners();
    if (wakeAt !== Infinity) {
      const delay = Math.max(1, Math.ceil(wakeAt - this.now()));
      this.wakeTimer = setTimeout(() => this.dispatch(), delay);
      this.wakeTimer.unref?.();
    }
  }

  /** Owners with nothing queued or running and no debt left are forgotten, so the map stays small. */
  private forgetIdleOwners(): void {
    if (this.owners.size < 1000) return;
    const now = this.now();
    for (const [name, owner] of this.owners) {
      const idle =
        owner.queue.length === 0 &&
        owner.running === 0 &&
        now - owner.lastActive > (this.options.throttle?.activeWindowMs ?? 0);
      if (idle && this.debt(owner, now) === 0) {
        this.owners.delete(name);
      }
    }
  }
}
