import { useCallback, useEffect, useRef, useState } from 'react';
import { onExtensionMessage, requestAllSitesPermission } from '@onething/shared-data';
import { toast } from '@onething/shared-ui/toaster';
import { PERMISSION_TOASTS } from '../domain/permission-messages';
import type { ExtensionStatusState } from './use-extension-status';

export type AllSitesPermissionState = {
  /**
   * Whether the extension may show its blocked page on every site the shield blocks (without it those
   * sites show the browser's error page); null while unknown or without the extension.
   */
  granted: boolean | null;
  /** A request is waiting for the user's answer in the extension's tab. */
  asking: boolean;
  /**
   * Asks the extension, after a click: 'first-time' when the user turns the shield on or starts a session
   * with it (asked once per browser), 'always' when the user asks for it. Nothing without the extension.
   */
  ask: (how: 'first-time' | 'always') => Promise<void>;
};

function announce(granted: boolean) {
  toast(granted ? PERMISSION_TOASTS.granted : PERMISSION_TOASTS.allSitesDeclined);
}

/**
 * The shield's access to every site, asked in one prompt instead of one per site. Reads the current answer
 * once the extension is known to be installed and each time the page is shown again, and takes any later
 * answer the extension sends (the user may answer after the 10 s the app waits, which counted as not
 * allowed meanwhile).
 */
export function useAllSitesPermission(extension: ExtensionStatusState): AllSitesPermissionState {
  const [granted, setGranted] = useState<boolean | null>(null);
  const [asking, setAsking] = useState(false);
  const inFlight = useRef(0);
  const installed = extension.status?.installed === true;

  useEffect(() => {
    if (!installed) return;
    let current = true;
    const read = () =>
      void requestAllSitesPermission('never').then((result) => {
        if (current && !result.timedOut) setGranted(result.granted);
      });
    // Read again whenever the page is shown again: the answer may have changed in another tab meanwhile.
    const readWhenShown = () => {
      if (document.visibilityState === 'visible') read();
    };
    read();
    document.addEventListener('visibilitychange', readWhenShown);
    return () => {
      current = false;
      document.removeEventListener('visibilitychange', readWhenShown);
    };
  }, [installed]);

  useEffect(
    () =>
      onExtensionMessage((message) => {
        if (message.type !== 'ALL_SITES_PERMISSION_RESPONSE') return;
        setGranted(message.granted);
        // An answer to a request the app stopped waiting for: the user needs to hear it now.
        if (message.prompted && inFlight.current === 0) announce(message.granted);
      }),
    [],
  );

  const ask = useCallback(
    async (how: 'first-time' | 'always') => {
      if (inFlight.current > 0 || !(await extension.current()).installed) return;
      inFlight.current += 1;
      setAsking(true);
      try {
        const result = await requestAllSitesPermission(how);
        setGranted(result.granted);
        if (result.prompted || result.timedOut) announce(result.granted);
      } finally {
        inFlight.current -= 1;
        setAsking(false);
      }
    },
    [extension],
  );

  return { granted, asking, ask };
}
