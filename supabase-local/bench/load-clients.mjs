// What run.mjs and compare.mjs share: the load clients in their worker thread, and percentiles.
import { Worker } from 'node:worker_threads';

/**
 * Seconds of load, unmeasured, before a scenario is measured (BENCH_WARMUP, default 4). For the first
 * seconds under load V8 is still compiling the hot paths and PGlite's WebAssembly is still being optimised
 * in the background, both competing for the cores: a cold 10-user dashboard run measured a p95 near twice
 * that of the run right after it. A server runs for hours, so its first seconds are not what is measured.
 */
export const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP ?? 4);

/** Runs a scenario for WARMUP_SECONDS and drops the timings. */
export async function warmUp(ask, scenario, users, server) {
  if (WARMUP_SECONDS > 0) await ask({ type: 'run', scenario, users, seconds: WARMUP_SECONDS, server });
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** The load worker, asked one thing at a time. */
export function startClients(url, anonKey) {
  const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), { workerData: { url, anonKey } });
  let nextId = 1;
  const pending = new Map();
  worker.on('message', (m) => {
    const p = pending.get(m.id);
    pending.delete(m.id);
    if (m.ok) p.resolve(m.result);
    else p.reject(new Error(m.error));
  });
  worker.on('error', (error) => {
    for (const p of pending.values()) p.reject(error);
  });
  const ask = (message) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, ...message });
    });
  return { ask, stop: () => worker.terminate() };
}
