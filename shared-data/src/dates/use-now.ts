import { useEffect, useState } from 'react';

/**
 * The current time, read again every `intervalMs` (a minute by default), for what a page shows by the clock:
 * a block that has just ended turns "Missed", the suggested start moves on, "today" changes at midnight.
 */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
  return now;
}
