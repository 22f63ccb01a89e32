import { describe, expect, it } from 'vitest';
import { defaultDeepWorkSessionState, type DeepWorkSessionState } from '../../store/deep-work-session';
import {
  completeTimer,
  formatTimer,
  isSessionOn,
  isTimeUp,
  pauseTimer,
  remainingSeconds,
  resetTimer,
  resumeTimer,
  selectDuration,
  sessionEndsAt,
  startTimer,
  timerPhase,
  timerProgressPercent,
  workedMinutes,
} from './deep-work-timer';

const T0 = Date.UTC(2026, 10, 23, 9, 0, 0);
const s = (seconds: number) => seconds * 1000;
const idle: DeepWorkSessionState = defaultDeepWorkSessionState;

describe('a running session counts from timestamps', () => {
  const running = startTimer(idle, 25, T0);

  it('starts at the full duration and ends exactly at its end time', () => {
    expect(timerPhase(running)).toBe('running');
    expect(remainingSeconds(running, T0)).toBe(1500);
    expect(formatTimer(remainingSeconds(running, T0))).toBe('25:00');
    expect(remainingSeconds(running, T0 + 999)).toBe(1500);
    expect(remainingSeconds(running, T0 + s(1))).toBe(1499);
    expect(remainingSeconds(running, T0 + s(1499) + 1)).toBe(1);
    expect(remainingSeconds(running, T0 + s(1500))).toBe(0);
    expect(sessionEndsAt(running)).toBe(T0 + s(1500));
  });

  it('is exact whatever the gap between looks: a reload, a tab throttled to one tick a minute, a sleeping laptop', () => {
    // A reload reads the stored state again: same numbers.
    const reloaded = JSON.parse(JSON.stringify(running)) as DeepWorkSessionState;
    expect(remainingSeconds(reloaded, T0 + s(600))).toBe(900);
    // A background tab repainting once a minute shows the same time as a foreground one at that moment.
    for (const minute of [1, 2, 3, 10]) expect(remainingSeconds(running, T0 + s(60 * minute))).toBe(1500 - 60 * minute);
    // Asleep past the end: nothing left, and the time is up.
    expect(remainingSeconds(running, T0 + s(7200))).toBe(0);
    expect(isTimeUp(running, T0 + s(7200))).toBe(true);
    expect(isTimeUp(running, T0 + s(1499))).toBe(false);
  });

  it('never gains time from a clock set back', () => {
    expect(remainingSeconds(running, T0 - s(3600))).toBe(1500);
  });

  it('shows progress of the selected duration', () => {
    expect(timerProgressPercent(running, T0)).toBe(0);
    expect(timerProgressPercent(running, T0 + s(750))).toBe(50);
    expect(timerProgressPercent(completeTimer(running))).toBe(100);
  });
});

describe('pause and resume', () => {
  it('freeze the remaining time and continue from it, however long the pause', () => {
    const running = startTimer(idle, 25, T0);
    const paused = pauseTimer(running, T0 + s(300));
    expect(timerPhase(paused)).toBe('paused');
    expect(paused.timerStartTime).toBeNull();
    expect(remainingSeconds(paused, T0 + s(300))).toBe(1200);
    expect(remainingSeconds(paused, T0 + s(5000))).toBe(1200);
    const resumed = resumeTimer(paused, T0 + s(5000));
    expect(remainingSeconds(resumed, T0 + s(5000))).toBe(1200);
    expect(remainingSeconds(resumed, T0 + s(5060))).toBe(1140);
    expect(sessionEndsAt(resumed)).toBe(T0 + s(5000) + s(1200));
    // Twice in a row changes nothing.
    expect(pauseTimer(paused, T0 + s(9000))).toBe(paused);
    expect(resumeTimer(resumed, T0 + s(9000))).toBe(resumed);
  });

  it('a session is on while it runs or is paused, not before it starts or once it is complete', () => {
    const running = startTimer(idle, 25, T0);
    expect(isSessionOn(timerPhase(running))).toBe(true);
    expect(isSessionOn(timerPhase(pauseTimer(running, T0 + s(60))))).toBe(true);
    expect(isSessionOn(timerPhase(idle))).toBe(false);
    expect(isSessionOn(timerPhase(completeTimer(running)))).toBe(false);
    expect(isSessionOn(timerPhase(resetTimer(running)))).toBe(false);
  });

  it('a pause mid-second keeps the whole seconds shown', () => {
    const paused = pauseTimer(startTimer(idle, 1, T0), T0 + 10_400);
    expect(paused.timeRemaining).toBe(50);
  });
});

describe('reset, clear-like defaults, complete and picking a duration', () => {
  it('reset returns to the selected duration, not running, not complete', () => {
    const reset = resetTimer(completeTimer(startTimer(idle, 50, T0)));
    expect(reset).toMatchObject({
      isActive: false,
      isPaused: false,
      sessionComplete: false,
      timeRemaining: 3000,
      selectedDuration: 50,
      timerStartTime: null,
    });
    expect(timerPhase(reset)).toBe('idle');
  });

  it('complete is inactive with nothing left', () => {
    expect(completeTimer(startTimer(idle, 15, T0))).toMatchObject({
      isActive: false,
      sessionComplete: true,
      timeRemaining: 0,
    });
  });

  it('a duration is picked only while no session is active', () => {
    expect(selectDuration(idle, 60)).toMatchObject({ selectedDuration: 60, timeRemaining: 3600 });
    const running = startTimer(idle, 25, T0);
    expect(selectDuration(running, 60)).toBe(running);
  });

  it.each([
    [1500, '25:00'],
    [59, '00:59'],
    [5400, '90:00'],
    [0, '00:00'],
  ])('formatTimer(%i) = %s', (seconds, text) => {
    expect(formatTimer(seconds)).toBe(text);
  });
});

describe('workedMinutes', () => {
  it.each([
    [25, 1500, 1],
    [25, 1499, 1],
    [25, 900, 10],
    [25, 61, 24],
    [25, 0, 25],
    [50, 59, 50],
  ])('%i selected with %i s left is %i minutes', (selected, left, expected) => {
    expect(workedMinutes(selected, left)).toBe(expected);
  });
});
