import { useAtom } from 'jotai';
import { deepWorkSessionAtom } from '@onething/shared-data';

/**
 * Whether deep work sessions use the shield. It is the deep work session state's `shieldEnabled` (kept in
 * this browser with the rest of that state; user_settings has no column for it), so the deep work page
 * and this setting are one switch. While a session runs it is changed on the deep work page only, where
 * turning it on or off also starts or stops the shield.
 */
export function useShieldDefault() {
  const [session, setSession] = useAtom(deepWorkSessionAtom);
  const setEnabled = (enabled: boolean) => setSession((previous) => ({ ...previous, shieldEnabled: enabled }));
  return { enabled: session.shieldEnabled, sessionRunning: session.isActive, setEnabled };
}
