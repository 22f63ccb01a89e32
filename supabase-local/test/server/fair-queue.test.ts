// The fair queue in front of the database, on its own with a clock the test moves: one queue per owner,
// owners served in turn, an owner of slow jobs given one at a time, an owner over its allowance held back
// while others are active, abandoned work dropped, and a transaction alone in the database while it runs.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestAbandonedError } from '../../src/db/errors.ts';
import { FairQueue, SYSTEM_OWNER, type FairQueueOptions } from '../../src/db/fair-queue.ts';

/** A job the test finishes by hand, charging what it says. */
interface Manual {
  started: boolean;
  finish(chargeMs?: number): Promise<void>;
  promise: Promise<string>;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** A queue on the faked clock: `advance` moves time and fires the queue's timers. */
function harness(options: Omit<FairQueueOptions, 'now'>) {
  const queue = new FairQueue({ ...options, now: () => Date.now() });
  const order: string[] = [];
  const submit = (owner: string, label: string, extra: { signal?: AbortSignal; exclusive?: boolean } = {}): Manual => {
    let finish!: (chargeMs?: number) => void;
    const job: Manual = { started: false, finish: async () => undefined, promise: Promise.resolve('') };
    job.promise = queue.run(
      owner,
      (running) =>
        new Promise<string>((resolve) => {
          job.started = true;
          order.push(label);
          finish = (chargeMs) => {
            if (chargeMs !== undefined) running.charge(chargeMs);
            resolve(label);
          };
        }),
      extra,
    );
    job.finish = async (chargeMs) => {
      finish(chargeMs);
      await job.promise;
    };
    return job;
  };
  return { queue, order, submit, advance: (ms: number) => vi.advanceTimersByTime(ms) };
}

describe('fair queue', () => {
  it('runs one job per owner at a time and serves the owners in turn', async () => {
    const { order, submit } = harness({ capacity: 1, perOwner: 1 });
    const a = Array.from({ length: 3 }, (_, i) => submit('alice', `a${i}`));
    const b = Array.from({ length: 2 }, (_, i) => submit('bob', `b${i}`));
    expect(order).toEqual(['a0']);
    await a[0]?.finish(0);
    expect(order).toEqual(['a0', 'b0']);
    await b[0]?.finish(0);
    await a[1]?.finish(0);
    await b[1]?.finish(0);
    await a[2]?.finish(0);
    expect(order).toEqual(['a0', 'b0', 'a1', 'b1', 'a2']);
  });

  it('gives an owner of slow jobs one at a time, into an idle database or after a wait; a light owner queues its next one behind', async () => {
    const { order, submit, advance } = harness({ capacity: 2, perOwner: 2, heavy: { jobMs: 20, maxWaitMs: 500 } });
    for (let i = 0; i < 3; i += 1) await submit('lists', `warm${i}`).finish(40);
    for (let i = 0; i < 3; i += 1) await submit('reader', `warm-r${i}`).finish(2);
    const r0 = submit('reader', 'r0');
    const l0 = submit('lists', 'l0');
    const r1 = submit('reader', 'r1');
    // The reader's second read waits in the database behind its first; the lists wait for an idle database.
    expect(order.slice(-2)).toEqual(['r0', 'r1']);
    await r0.finish(2);
    expect(l0.started).toBe(false);
    await r1.finish(2);
    expect(l0.started).toBe(true);
    const l1 = submit('lists', 'l1');
    const r2 = submit('reader', 'r2');
    // Behind a running slow job a light owner's job may wait, another slow job may not.
    expect(r2.started).toBe(true);
    await l0.finish(40);
    const r3 = submit('reader', 'r3');
    await r2.finish(2);
    expect(l1.started).toBe(false);
    // Unless it has waited long enough: a busy server does not starve it.
    advance(499);
    expect(l1.started).toBe(false);
    advance(1);
    expect(l1.started).toBe(true);
    await r3.finish(2);
    await l1.finish(40);
  });

  it('shares time, not turns: an owner of 2 ms jobs runs about five for each 10 ms job of another', async () => {
    const { order, submit } = harness({ capacity: 1, perOwner: 1 });
    for (let i = 0; i < 3; i += 1) {
      await submit('lists', `warm-l${i}`).finish(10);
      await submit('reader', `warm-r${i}`).finish(2);
    }
    const jobs = [
      ...Array.from({ length: 3 }, (_, i) => ['lists', `l${i}`, 10] as const),
      ...Array.from({ length: 12 }, (_, i) => ['reader', `r${i}`, 2] as const),
    ].map(([owner, label, ms]) => ({ job: submit(owner, label), ms, finished: false }));
    // One job runs at a time: finish it with its time, then the next that started, until all have run.
    for (
      let current = jobs.find((j) => j.job.started);
      current !== undefined;
      current = jobs.find((j) => j.job.started && !j.finished)
    ) {
      current.finished = true;
      await current.job.finish(current.ms);
    }
    const served = order.filter((label) => !label.startsWith('warm'));
    const listsAt = served.map((label, i) => (label.startsWith('l') ? i : -1)).filter((i) => i >= 0);
    // Between two of the lists' turns the reader ran several times (taking turns by count: once).
    expect(listsAt[1]! - listsAt[0]!).toBeGreaterThanOrEqual(4);
  });

  it('serves every other waiting owner before a heavy one, even when the database is idle', async () => {
    const { order, submit } = harness({ capacity: 1, perOwner: 2, heavy: { jobMs: 20, maxWaitMs: 500 } });
    for (let i = 0; i < 3; i += 1) await submit('lists', `warm${i}`).finish(40);
    const blocker = submit('other', 'o0');
    const lists = submit('lists', 'l0');
    const reader = submit('reader', 'r0');
    // The lists were served longer ago, but they are heavy: the reader goes first when the database frees.
    await blocker.finish(2);
    expect(order.slice(-1)).toEqual(['r0']);
    await reader.finish(2);
    expect(order.slice(-1)).toEqual(['l0']);
    await lists.finish(40);
  });

  it('gives a newcomer one place until its first jobs have shown they are short', async () => {
    const { order, submit } = harness({ capacity: 16, perOwner: 4, heavy: { jobMs: 20, maxWaitMs: 500 } });
    const first = Array.from({ length: 6 }, (_, i) => submit('newcomer', `n${i}`));
    // Twenty slow requests of someone new must not all wait in the database ahead of everyone.
    expect(order).toEqual(['n0']);
    for (let i = 0; i < 3; i += 1) await first[i]?.finish(2);
    // Three short jobs later it is light: its next ones may wait in the database together.
    expect(order).toEqual(['n0', 'n1', 'n2', 'n3', 'n4', 'n5']);
    for (let i = 3; i < 6; i += 1) await first[i]?.finish(2);
  });

  it('holds an owner over its allowance while another is active, until it has paid its debt down', async () => {
    const throttle = { freePerJobMs: 0, allowanceMs: 250, share: 0.25, maxDebtMs: 1500, activeWindowMs: 2000 };
    const { order, submit, advance, queue } = harness({ capacity: 2, perOwner: 1, throttle });
    await submit('reader', 'r0').finish(2);
    await submit('attacker', 'x0').finish(1500);
    const next = submit('attacker', 'x1');
    // The reader was active 0 ms ago: the attacker waits (1500 - 250) / 0.25 = 5 s, or until the reader has been idle 2 s.
    expect(next.started).toBe(false);
    for (let i = 0; i < 5; i += 1) {
      advance(300);
      await submit('reader', `r${i + 1}`).finish(2);
      expect(next.started).toBe(false);
    }
    expect(queue.waiting).toBe(1);
    // Alone (the reader idle past the active window) the attacker is served, debt or not.
    advance(1999);
    expect(next.started).toBe(false);
    advance(2);
    expect(next.started).toBe(true);
    await next.finish(10);
    expect(order.slice(-2)).toEqual(['r5', 'x1']);
  });

  it('caps debt, so an owner long alone is not held for long', async () => {
    const throttle = { freePerJobMs: 0, allowanceMs: 250, share: 0.25, maxDebtMs: 1500, activeWindowMs: 2000 };
    const { submit, advance } = harness({ capacity: 1, perOwner: 1, throttle });
    for (let i = 0; i < 20; i += 1) await submit('exporter', `e${i}`).finish(1000);
    await submit('reader', 'r0').finish(2);
    const held = submit('exporter', 'e-next');
    // The reader stays active: (1500 - 250) / 0.25 = 5 s of waiting at most, not (20,000 - 250) / 0.25.
    for (let second = 1; second < 5; second += 1) {
      advance(1000);
      await submit('reader', `r${second}`).finish(2);
      expect(held.started).toBe(false);
    }
    advance(1001);
    expect(held.started).toBe(true);
    await held.finish(1);
  });

  it('charges only the part of a job beyond the free part: many short requests build no debt', async () => {
    const throttle = { freePerJobMs: 50, allowanceMs: 250, share: 0.25, maxDebtMs: 1500, activeWindowMs: 2000 };
    const { submit, advance } = harness({ capacity: 1, perOwner: 1, throttle });
    await submit('reader', 'r-first').finish(1);
    await submit('attacker', 'x0').finish(1000);
    const held = submit('attacker', 'x1');
    // A reader busy with 40 ms requests back to back is never held; the attacker stays held meanwhile.
    for (let i = 0; i < 30; i += 1) {
      advance(40);
      const read = submit('reader', `r${i}`);
      expect(read.started).toBe(true);
      await read.finish(40);
    }
    expect(held.started).toBe(false);
    // Once the reader has been idle for the active window, the attacker goes on.
    advance(2001);
    expect(held.started).toBe(true);
    await held.finish(0);
  });

  it('never holds the server itself', async () => {
    const throttle = { freePerJobMs: 0, allowanceMs: 250, share: 0.25, maxDebtMs: 1500, activeWindowMs: 2000 };
    const { submit } = harness({ capacity: 1, perOwner: 1, throttle });
    await submit('reader', 'r0').finish(2);
    await submit(SYSTEM_OWNER, 's0').finish(1500);
    const next = submit(SYSTEM_OWNER, 's1');
    expect(next.started).toBe(true);
    await next.finish(1);
  });

  it('drops a queued job whose client went away, and never starts it', async () => {
    const { order, submit } = harness({ capacity: 1, perOwner: 1 });
    const first = submit('alice', 'a0');
    const controller = new AbortController();
    const dropped = submit('alice', 'a1', { signal: controller.signal });
    const kept = submit('alice', 'a2');
    controller.abort();
    await expect(dropped.promise).rejects.toBeInstanceOf(RequestAbandonedError);
    await first.finish(0);
    await kept.finish(0);
    expect(order).toEqual(['a0', 'a2']);
  });

  it('hands the database nothing else while an exclusive job runs', async () => {
    const { order, submit } = harness({ capacity: 2, perOwner: 1 });
    const tx = submit('alice', 'tx', { exclusive: true });
    const other = submit('bob', 'b0');
    expect(order).toEqual(['tx']);
    await tx.finish(0);
    expect(other.started).toBe(true);
    await other.finish(0);
  });

  it('keeps up to capacity jobs of different owners going at once', async () => {
    const { order, submit } = harness({ capacity: 2, perOwner: 2 });
    const jobs = [submit('a', 'a0'), submit('a', 'a1'), submit('a', 'a2'), submit('b', 'b0')];
    expect(order).toEqual(['a0', 'a1']);
    await jobs[0]?.finish(0);
    expect(order).toEqual(['a0', 'a1', 'b0']);
    await Promise.all([jobs[1]?.finish(0), jobs[3]?.finish(0)]);
    await jobs[2]?.finish(0);
  });
});
