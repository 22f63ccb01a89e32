import { useEffect, useState } from 'react';
import { onExtensionMessage } from '@onething/shared-data';

export type ShieldStatus = {
  /** Blocking now, as far as the page knows: on when it asked the extension to start, off when it stopped. */
  active: boolean;
  /** Sites the extension blocked during this session, when it reports them. */
  blockedCount: number;
};

/**
 * The shield is off when the page loads; it turns on when this page starts it and follows what the
 * extension reports (it ends itself at the session's end time, or from its popup).
 */
export function useShieldStatus(): [ShieldStatus, (active: boolean) => void] {
  const [status, setStatus] = useState<ShieldStatus>({ active: false, blockedCount: 0 });
  useEffect(
    () =>
      onExtensionMessage((message) => {
        if (message.type !== 'SHIELD_STATUS') return;
        setStatus((previous) => ({
          active: message.active,
          blockedCount: message.blockedCount ?? previous.blockedCount,
        }));
      }),
    [],
  );
  const setActive = (active: boolean) =>
    setStatus((previous) => ({ active, blockedCount: active ? previous.blockedCount : 0 }));
  return [status, setActive];
}
