// Work a page does not need for its first screen (the palette's code, the offline cache, the live sync, the
// service worker) starts once the first visit has settled: after the load event, an idle moment and a
// little more, so the page's own requests have the network and the main thread to themselves. One rule for
// all of them, marked on the page's timeline (`FIRST_VISIT_SETTLED_MARK`): `npm run size` counts the
// JavaScript requested before that mark as the first visit, whatever the machine's speed.

/** The performance mark set once the first visit has settled. */
export const FIRST_VISIT_SETTLED_MARK = 'onething:first-visit-settled';
/** After the load event and an idle moment, this much longer (ms). */
const SETTLE_MS = 1500;
/** Longest wait for an idle moment, for a tab that is never idle (ms). */
const IDLE_TIMEOUT_MS = 3000;

let settled = false;
let waiting: (() => void)[] = [];
let scheduled = false;

function settle() {
  settled = true;
  performance.mark(FIRST_VISIT_SETTLED_MARK);
  const ready = waiting;
  waiting = [];
  for (const run of ready) run();
}

function schedule() {
  scheduled = true;
  const afterIdle = () => setTimeout(settle, SETTLE_MS);
  const onLoad = () => {
    // Without requestIdleCallback (Safari), after the settle time alone.
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(afterIdle, { timeout: IDLE_TIMEOUT_MS });
    else afterIdle();
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
}

/** Runs `run` once the first visit has settled (at once if it has); the returned function cancels it. */
export function afterFirstVisit(run: () => void): () => void {
  if (settled) {
    run();
    return () => undefined;
  }
  let cancelled = false;
  const guarded = () => {
    if (!cancelled) run();
  };
  waiting.push(guarded);
  if (!scheduled) schedule();
  return () => {
    cancelled = true;
  };
}
