// Runs state changes one at a time: a START_SHIELD, a STOP_SHIELD and an alarm arriving together must
// not interleave their read-modify-write of the stored shield or their rule updates.

let tail: Promise<unknown> = Promise.resolve();

export function serially<T>(task: () => Promise<T>): Promise<T> {
  const run = tail.then(task, task);
  tail = run.catch(() => undefined);
  return run;
}
