import { useCallback, useEffect, useRef, useState } from 'react';
import { pingExtension, type ExtensionStatus } from '@onething/shared-data';

export type ExtensionStatusState = {
  /** null while a ping is out. */
  status: ExtensionStatus | null;
  /** Pings again (after the user installed the extension). */
  check: () => Promise<ExtensionStatus>;
  /** The latest answer, waiting for a ping in flight. */
  current: () => Promise<ExtensionStatus>;
};

/** Whether the companion extension answers a ping (no answer within the bridge's time-out = not installed). */
export function useExtensionStatus(): ExtensionStatusState {
  const [status, setStatus] = useState<ExtensionStatus | null>(null);
  const latest = useRef<Promise<ExtensionStatus> | null>(null);

  const check = useCallback(() => {
    const ping = pingExtension();
    latest.current = ping;
    setStatus(null);
    void ping.then((answer) => {
      // Only the newest ping decides; an older one answering late would show a stale state.
      if (latest.current === ping) setStatus(answer);
    });
    return ping;
  }, []);

  useEffect(() => {
    void check();
  }, [check]);

  const current = useCallback(() => latest.current ?? check(), [check]);
  return { status, check, current };
}
