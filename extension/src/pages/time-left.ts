// Time left as the timer shows it: mm:ss, or h:mm:ss from an hour on.
export function formatTimeLeft(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

/** Calls `tick` now and every second with the time left until `endsAt`; stops at zero. Returns the stop function. */
export function countdown(endsAt: number, tick: (msLeft: number) => void, now: () => number = Date.now): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  const step = () => {
    const left = Math.max(0, endsAt - now());
    tick(left);
    if (left === 0 && timer !== undefined) clearInterval(timer);
  };
  step();
  if (endsAt > now()) timer = setInterval(step, 1000);
  return () => clearInterval(timer);
}
