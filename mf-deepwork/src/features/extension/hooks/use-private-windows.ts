import { useEffect, useState } from 'react';
import { getExtensionInfo } from '@onething/shared-data';

/**
 * Whether the extension may run in private (incognito) windows, asked of its worker once it answers: true,
 * false, or null while unknown (not installed, an older version that does not say, or still asking).
 */
export function usePrivateWindows(installed: boolean): boolean | null {
  const [allowed, setAllowed] = useState<boolean | null>(null);
  useEffect(() => {
    if (!installed) return;
    let cancelled = false;
    void getExtensionInfo().then((info) => {
      if (!cancelled) setAllowed(info?.privateWindowsAllowed ?? null);
    });
    return () => {
      cancelled = true;
    };
  }, [installed]);
  return installed ? allowed : null;
}
