// The deep work timer's arithmetic, from timestamps only: the remaining time is the duration the running
// stretch started from minus the wall-clock time since it started, never a count of ticks. So it is exact
// after a reload, a throttled background tab, a sleeping laptop or in a second tab, and a clock set back
// can never add time. A pause freezes the remaining seconds; resuming starts a new stretch from them.
import type { DeepWorkSessionState } from '../../store/deep-work-session';

/** The timer ticks once a second (only to repaint: the time itself comes from timestamps). */
export const TIMER_TICK_MS = 1000;

export type TimerPhase = 'idle' | 'running' | 'paused' | 'complete';

type TimerFields = Pick<
  DeepWorkSessionState,
  | 'isActive'
  | 'isPaused'
  | 'timeRemaining'
  | 'selectedDuration'
  | 'sessionComplete'
  | 'timerStartTime'
  | 'originalDuration'
>;

export function timerPhase(state: TimerFields): TimerPhase {
  if (state.sessionComplete) return 'complete';
  if (!state.isActive) return 'idle';
  return state.isPaused ? 'paused' : 'running';
}

/** A session is on while it runs or is paused: it shows everywhere, and another cannot start. */
export function isSessionOn(phase: TimerPhase): boolean {
  return phase === 'running' || phase === 'paused';
}

/** Whole seconds left at `now`: rounded up, so a new 25-minute session shows 25:00 and reaches 0 only at its end. */
export function remainingSeconds(state: TimerFields, now: number = Date.now()): number {
  if (!state.isActive || state.isPaused || state.timerStartTime === null)
    return Math.max(0, Math.round(state.timeRemaining));
  const elapsedSeconds = Math.max(0, (now - state.timerStartTime) / 1000);
  return Math.max(0, Math.min(state.originalDuration, Math.ceil(state.originalDuration - elapsedSeconds)));
}

/** The epoch ms at which a running session reaches 0 (null when not running). */
export function sessionEndsAt(state: TimerFields): number | null {
  if (!state.isActive || state.isPaused || state.timerStartTime === null) return null;
  return state.timerStartTime + state.originalDuration * 1000;
}

/** Share of the selected duration already worked, 0-100. */
export function timerProgressPercent(state: TimerFields, now: number = Date.now()): number {
  const total = state.selectedDuration * 60;
  if (total <= 0) return 0;
  if (state.sessionComplete) return 100;
  return Math.min(100, Math.max(0, Math.round(((total - remainingSeconds(state, now)) / total) * 100)));
}

/** 'mm:ss', minutes not capped at 59 (a 90-minute session shows 90:00). */
export function formatTimer(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

export function startTimer<T extends TimerFields>(state: T, minutes: number, now: number = Date.now()): T {
  const seconds = minutes * 60;
  return {
    ...state,
    isActive: true,
    isPaused: false,
    sessionComplete: false,
    selectedDuration: minutes,
    originalDuration: seconds,
    timeRemaining: seconds,
    timerStartTime: now,
  };
}

export function pauseTimer<T extends TimerFields>(state: T, now: number = Date.now()): T {
  if (timerPhase(state) !== 'running') return state;
  return { ...state, isPaused: true, timeRemaining: remainingSeconds(state, now), timerStartTime: null };
}

export function resumeTimer<T extends TimerFields>(state: T, now: number = Date.now()): T {
  if (timerPhase(state) !== 'paused') return state;
  return { ...state, isPaused: false, originalDuration: state.timeRemaining, timerStartTime: now };
}

/** The session reached 0: inactive and complete. */
export function completeTimer<T extends TimerFields>(state: T): T {
  return { ...state, isActive: false, isPaused: false, sessionComplete: true, timeRemaining: 0, timerStartTime: null };
}

/** Back to the selected duration, not running, not complete. */
export function resetTimer<T extends TimerFields>(state: T): T {
  const seconds = state.selectedDuration * 60;
  return {
    ...state,
    isActive: false,
    isPaused: false,
    sessionComplete: false,
    timeRemaining: seconds,
    originalDuration: seconds,
    timerStartTime: null,
  };
}

/** Picks a new duration while no session is active. */
export function selectDuration<T extends TimerFields>(state: T, minutes: number): T {
  if (state.isActive) return state;
  return resetTimer({ ...state, selectedDuration: minutes, sessionComplete: false });
}

/** A running session whose time is up (after a reload, sleep or throttled tab) is complete. */
export function isTimeUp(state: TimerFields, now: number = Date.now()): boolean {
  return timerPhase(state) === 'running' && remainingSeconds(state, now) === 0;
}

/** Minutes actually worked when a session ends early: selected minus remaining whole minutes, at least 1. */
export function workedMinutes(selectedMinutes: number, secondsLeft: number): number {
  return Math.max(1, selectedMinutes - Math.floor(secondsLeft / 60));
}
