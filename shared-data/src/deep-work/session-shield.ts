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
  /** Locked until the session's end: only an emergency stop ends it early. */
  locked: boolean;
  /** When a begun emergency stop may be confirmed (epoch ms), as the extension reported it. */
  emergencyStopAt: number | null;
  /** The end of the break the extension reports, and the breaks left. */
  breakEndsAt: number | null;
  breaksLeft: number;
  /** Why the extension last ended the shield (its end, the popup's stop, an emergency stop); null while on. */
  endedBy: ShieldStopReason | null;
};

/** What the shield blocks as this app last started it: a resume sends the same lists with the new end time. */
export type ShieldBlockList = Pick<
  StartShieldOptions,
  'sites' | 'allowedDomains' | 'blockAdultContent' | 'locked' | 'emergencyWaitSeconds' | 'allowlist' | 'breaks'
>;

type SessionShield = ShieldStatus & { blockList: ShieldBlockList | null };

const OFF: ShieldStatus = {
  active: false,
  blockedCount: 0,
  locked: false,
  emergencyStopAt: null,
  breakEndsAt: null,
  breaksLeft: 0,
  endedBy: null,
};

const sessionShieldAtom = atom<SessionShield>({ ...OFF, blockList: null });
// Off when the app loads; while anything reads it (the shell's top bar does on every signed-in page) it follows
// what the extension reports: the shield ends itself at the session's end time, or from the extension's popup.
sessionShieldAtom.onMount = (set) =>
  onExtensionMessage((message) => {
    if (message.type !== 'SHIELD_STATUS') return;
    set((previous) =>
      message.active
        ? {
            ...previous,
            active: true,
            blockedCount: message.blockedCount ?? previous.blockedCount,
            locked: message.locked ?? previous.locked,
            emergencyStopAt: message.emergencyStopAt ?? null,
            breakEndsAt: message.breakEndsAt ?? null,
            breaksLeft: message.breaksLeft ?? previous.breaksLeft,
            endedBy: null,
          }
        : {
            ...previous,
            ...(previous.active ? OFF : {}),
            active: false,
            blockedCount: message.blockedCount ?? previous.blockedCount,
            endedBy: message.reason ?? previous.endedBy,
          },
    );
  });

export function useSessionShield() {
  const { session } = useAuth();
  const [shield, setShield] = useAtom(sessionShieldAtom);
  /** Starts the shield for `minutes` from now, or moves a running one's end time (same session id). */
  const start = (sessionId: string | null, minutes: number, blockList: ShieldBlockList) => {
    startShield(session, { ...blockList, sessionId, durationMinutes: minutes });
    setShield((previous) => ({
      ...previous,
      active: true,
      locked: blockList.locked === true,
      breaksLeft: previous.active ? previous.breaksLeft : (blockList.breaks ?? 0),
      endedBy: null,
      blockList,
    }));
  };
  const stop = (reason: ShieldStopReason) => {
    stopShield(reason);
    setShield((previous) => ({ ...previous, ...OFF, endedBy: reason }));
  };
  const { blockList, ...status } = shield;
  return { status: status as ShieldStatus, blockList, start, stop };
}
