// The running session's distraction shield as far as this app knows, in the shared store: the deep work page
// and the shell (top bar, command palette) read the same, so a resume from either moves the shield's end time.
import { atom, useAtom } from 'jotai';
import { useAuth } from '../auth/auth-context';
import { onExtensionMessage, startShield, stopShield, type StartShieldOptions } from '../extension-bridge/bridge';
import type { ShieldStopReason } from '../extension-bridge/protocol';

export type ShieldStatus = {
  /** Blocking now, as far as the app knows: on when it asked the extension to start, off when it stopped. */
  active: boolean;
  /** Sites the extension blocked during this session, when it reports them. */
  blockedCount: number;
};

/** What the shield blocks as this app last started it: a resume sends the same lists with the new end time. */
export type ShieldBlockList = Pick<StartShieldOptions, 'sites' | 'allowedDomains' | 'blockAdultContent'>;

type SessionShield = ShieldStatus & { blockList: ShieldBlockList | null };

const sessionShieldAtom = atom<SessionShield>({ active: false, blockedCount: 0, blockList: null });
// Off when the app loads; while anything reads it (the shell's top bar does on every signed-in page) it follows
// what the extension reports: the shield ends itself at the session's end time, or from the extension's popup.
sessionShieldAtom.onMount = (set) =>
  onExtensionMessage((message) => {
    if (message.type !== 'SHIELD_STATUS') return;
    set((previous) => ({
      ...previous,
      active: message.active,
      blockedCount: message.blockedCount ?? previous.blockedCount,
    }));
  });

export function useSessionShield() {
  const { session } = useAuth();
  const [shield, setShield] = useAtom(sessionShieldAtom);
  /** Starts the shield for `minutes` from now, or moves a running one's end time (same session id). */
  const start = (sessionId: string | null, minutes: number, blockList: ShieldBlockList) => {
    startShield(session, { ...blockList, sessionId, durationMinutes: minutes });
    setShield((previous) => ({ active: true, blockedCount: previous.blockedCount, blockList }));
  };
  const stop = (reason: ShieldStopReason) => {
    stopShield(reason);
    setShield((previous) => ({ ...previous, active: false, blockedCount: 0 }));
  };
  const status: ShieldStatus = { active: shield.active, blockedCount: shield.blockedCount };
  return { status, blockList: shield.blockList, start, stop };
}
