import { useEffect, useRef, useState } from 'react';
import { deepWorkWrites, pingExtension, useWrite } from '@onething/shared-data';

/** How often a running session checks that the extension still answers. */
export const SHIELD_WATCH_INTERVAL_MS = 2000;

/**
 * While a session runs with its shield on and the extension answered once, checks every 2 s that it still
 * answers. A disabled or removed extension stops answering: the shield is down. The moment is recorded on
 * the session once (the database keeps the first) and returned while the extension stays silent; an answer
 * again (the extension back on and the page reloaded) clears it from the page, not from the session.
 */
export function useShieldWatch({
  watching,
  sessionId,
  extensionSeen,
}: {
  watching: boolean;
  sessionId: string | null;
  extensionSeen: boolean;
}): number | null {
  const [downAt, setDownAt] = useState<number | null>(null);
  const recordDown = useWrite(deepWorkWrites.shieldDown);
  const recorded = useRef<string | null>(null);
  const active = watching && extensionSeen;

  useEffect(() => {
    if (!active) {
      setDownAt(null);
      return;
    }
    let cancelled = false;
    const check = async () => {
      const status = await pingExtension();
      if (cancelled) return;
      if (status.installed) {
        setDownAt(null);
        return;
      }
      const at = Date.now();
      setDownAt((previous) => previous ?? at);
      if (sessionId && recorded.current !== sessionId) {
        recorded.current = sessionId;
        recordDown.mutate({ sessionId, at: new Date(at).toISOString() });
      }
    };
    void check();
    const timer = window.setInterval(() => void check(), SHIELD_WATCH_INTERVAL_MS);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- restarts only when what is watched changes
  }, [active, sessionId]);

  return active ? downAt : null;
}
