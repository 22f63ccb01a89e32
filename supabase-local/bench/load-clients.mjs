// What run.mjs and compare.mjs share: the load clients in their worker thread, and percentiles.
import { Worker } from 'node:worker_threads';

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
