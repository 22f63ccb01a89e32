import { useEffect, useState } from 'react';
import { TIMER_TICK_MS } from './rules/deep-work-timer';

/**
 * The current time, repainted every second while `ticking`, and at once when the tab becomes visible again
 * (hidden tabs may tick once a minute; the timer's arithmetic does not care, the display catches up).
 */
export function useTimerClock(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), TIMER_TICK_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') setNow(Date.now());
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [ticking]);
  return now;
}
