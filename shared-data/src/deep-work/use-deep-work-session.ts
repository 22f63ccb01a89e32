import { useRef } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { deepWorkSessionAtom, type DeepWorkSessionState } from '../store/deep-work-session';
import { pauseTimer, remainingSeconds, resumeTimer, timerPhase } from './rules/deep-work-timer';
import { useSessionShield, type ShieldBlockList } from './session-shield';
import { useTimerClock } from './use-timer-clock';

/**
 * The stored deep work session (one localStorage key: every tab shows the same time, a pause in one pauses the
 * others) with its phase and the seconds left, repainted every second while it runs.
 */
export function useSessionTime() {
  const state = useAtomValue(deepWorkSessionAtom);
  const phase = timerPhase(state);
  const now = useTimerClock(phase === 'running');
  return { state, phase, now, remaining: remainingSeconds(state, now) };
}

/**
 * The session's pause and resume: one definition for the deep work page and the shell's top bar and command
 * palette, so a pause or a resume does the same from anywhere. No clock: it re-renders only when the state does.
 */
export function useSessionControls() {
  const [state, setState] = useAtom(deepWorkSessionAtom);
  const shield = useSessionShield();
  // Always the newest state inside async actions (another tab may have changed it meanwhile).
  const latest = useRef(state);
  latest.current = state;

  const pause = () => setState((s: DeepWorkSessionState) => pauseTimer(s));

  /**
   * Resumes a paused session. The end time moved, so a running shield follows it with the lists it was started
   * with (`fallback` when this app load never started it but the extension reported it on).
   */
  const resume = (fallback?: ShieldBlockList) => {
    const paused = latest.current;
    if (timerPhase(paused) !== 'paused') return;
    setState((s: DeepWorkSessionState) => resumeTimer(s));
    const blockList = shield.blockList ?? fallback;
    if (shield.status.active && blockList) shield.start(paused.currentSessionId, paused.timeRemaining / 60, blockList);
  };

  return { state, setState, latest, phase: timerPhase(state), shield, pause, resume };
}

/** The session's time and its controls together (the deep work page, the top bar). */
export function useDeepWorkSession() {
  const controls = useSessionControls();
  const { now, remaining } = useSessionTime();
  return { ...controls, now, remaining };
}

/** The session's phase without a ticking clock (for what changes only when it starts, pauses or ends). */
export function useDeepWorkPhase() {
  return timerPhase(useAtomValue(deepWorkSessionAtom));
}
