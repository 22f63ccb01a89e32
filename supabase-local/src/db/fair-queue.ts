import { RequestAbandonedError } from './errors.ts';

/**
 * Shares the database between the users of the server so that no one user can stall the others.
 *
 * - Every job belongs to an owner (the signed-in user, else the role and client address; `system` for the
 *   server's own work). Each owner has its own queue, served in order, with at most `perOwner` of its jobs
 *   handed to the database at once: twenty requests of one user wait in that user's queue, not in front of
 *   everyone else's.
 * - With `heavyJobMs` (PGlite, whose worker holds the running job and the next): an owner whose jobs have
 *   lately taken longer than that is heavy, and gets one job at a time, handed over only when the database
 *   has nothing else. A light owner's next job may wait in the database behind its current one, so the
 *   dashboard's six reads run back to back after whatever was running, not each behind another's job.
 * - Owners take turns: whenever there is room, the next job comes from the owner that has used the least
 *   database time recently (every job's whole time, fading by half each second), so a user whose requests
 *   are cheap is served before one whose requests are expensive and waits at most for the job running.
 * - With `throttle` (PGlite, which runs one statement at a time): an owner whose debt exceeds the allowance
 *   waits while any other owner is active, until it has paid its debt down at `share` of the wall time.
 *   Someone running statements up to the timeout then gets about that share of the database while others
 *   use it, and all of it when alone; someone sending many short requests builds no debt at all. Debt is capped, so an owner that was alone for long is not held for
 *   long once someone else arrives. `system` is never held.
 * - A job whose request is abandoned (its client went away) before it started is dropped.
 */
export interface FairQueueOptions {
  /** Jobs handed to the database at once (PGlite: the one running and the one posted behind it). */
  capacity: number;
  /** Jobs of one owner handed to the database at once. */
  perOwner: number;
  /** An owner whose recent jobs took longer than this on average (ms) is heavy: one job, into an idle database. */
  heavyJobMs?: number;
  throttle?: ThrottleOptions;
  now?: () => number;
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
export const PGLITE_THROTTLE: ThrottleOptions = { freePerJobMs: 50, allowanceMs: 250, share: 0.25, maxDebtMs: 1500, activeWindowMs: 2000 };

export const SYSTEM_OWNER = 'system';

/** Recent database time counts half after this long when owners are ordered (ms). */
const USAGE_HALF_LIFE_MS = 1000;
/** Weight of the latest job in an owner's average job time. */
const JOB_AVERAGE_WEIGHT = 0.3;

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
  start(): void;
  drop(error: Error): void;
  exclusive: boolean;
  signal: AbortSignal | undefined;
}

interface Owner {
  queue: Entry[];
  running: number;
  /** Database time used recently, fading (orders the owners). */
  usageMs: number;
  usageAt: number;
  /** Database time beyond the free part of each job, not yet paid back by waiting (the throttle's). */
  debtMs: number;
  /** How long its jobs took lately (a moving average, ms). */
  jobMs: number;
  debtAt: number;
  lastActive: number;
  /** The dispatch count when this owner was last served. */
  lastServed: number;
}

export class FairQueue {
  private readonly owners = new Map<string, Owner>();
  private running = 0;
  private blocked = false;
  /** Counts dispatches: owners equal in debt are served in the order they were last served. */
  private served = 0;
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
            this.addDebt(ownerName, owner, charged ?? this.now() - began);
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

  /** Adds database time an owner caused after its job ended (PGlite reopening after a timeout). */
  charge(ownerName: string, ms: number): void {
    this.addDebt(ownerName, this.owner(ownerName), ms);
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
      owner = { queue: [], running: 0, usageMs: 0, usageAt: now, debtMs: 0, debtAt: now, jobMs: 0, lastActive: now, lastServed: -Infinity };
      this.owners.set(name, owner);
    }
    return owner;
  }

  private debt(owner: Owner, now: number): number {
    const share = this.options.throttle?.share ?? 1;
    return Math.max(0, owner.debtMs - (now - owner.debtAt) * share);
  }

  private usage(owner: Owner, now: number): number {
    return owner.usageMs * 2 ** (-(now - owner.usageAt) / USAGE_HALF_LIFE_MS);
  }

  private addDebt(name: string, owner: Owner, ms: number): void {
    const now = this.now();
    owner.usageMs = this.usage(owner, now) + Math.max(0, ms);
    owner.usageAt = now;
    owner.jobMs += (Math.max(0, ms) - owner.jobMs) * JOB_AVERAGE_WEIGHT;
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
      const activeUntil = other.queue.length > 0 || other.running > 0 ? Infinity : other.lastActive + throttle.activeWindowMs;
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
      let best: { owner: Owner; usage: number } | undefined;
      for (const [name, owner] of this.owners) {
        if (owner.queue.length === 0) continue;
        const heavy = this.options.heavyJobMs !== undefined && owner.jobMs > this.options.heavyJobMs;
        if (owner.running >= (heavy ? 1 : this.options.perOwner) || (heavy && this.running > 0)) continue;
        const until = this.heldUntil(name, owner, now);
        if (until > now) {
          wakeAt = Math.min(wakeAt, until);
          continue;
        }
        const usage = this.usage(owner, now);
        if (best === undefined || usage < best.usage || (usage === best.usage && owner.lastServed < best.owner.lastServed)) best = { owner, usage };
      }
      if (best === undefined) break;
      const entry = best.owner.queue.shift() as Entry;
      best.owner.running += 1;
      this.served += 1;
      best.owner.lastServed = this.served;
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
      const idle = owner.queue.length === 0 && owner.running === 0 && now - owner.lastActive > (this.options.throttle?.activeWindowMs ?? 0);
      if (idle && this.debt(owner, now) === 0 && this.usage(owner, now) < 1) {
        this.owners.delete(name);
      }
    }
  }
}
