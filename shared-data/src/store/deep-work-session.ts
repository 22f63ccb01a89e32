import { atomWithStorage } from 'jotai/utils';
import type { Goal, Playbook, Task } from '../types/database';
import { createSafeJSONStorage } from './safe-storage';

// Placeholder for the deep-work remote: the local session state (isActive, isPaused, timeRemaining,
// selectedDuration, ...), persisted under one key so the timer survives a reload.

export const DEEP_WORK_SESSION_STORAGE_KEY = 'onething-deep-work-session';
export const DEFAULT_SESSION_MINUTES = 25;
export const DEFAULT_VOLUME = 50;

/** The goal a session works on, with today's time blocks when it came from navigation state. */
export type SessionGoalData = Partial<Goal> & { timeBlocks?: Task[] };
/** A playbook run in Deep Work; step completion is tracked on its tasks. */
export type SessionPlaybookData = Partial<Playbook>;

export type SessionData = {
  oneThingGoal: SessionGoalData | null;
  playbookData: SessionPlaybookData | null;
  /** Epoch ms when the data was stored; older than 24 h is stale. */
  timestamp: number;
};

export type DeepWorkSessionState = {
  isActive: boolean;
  isPaused: boolean;
  /** Seconds. */
  timeRemaining: number;
  /** Minutes. */
  selectedDuration: number;
  sessionComplete: boolean;
  currentSessionId: string | null;
  sessionData: SessionData | null;
  shieldEnabled: boolean;
  distractingSites: string[];
  ambientSound: string | null;
  /** 0-100. */
  volume: number;
  /** Epoch ms when the running countdown started. */
  timerStartTime: number | null;
  /** Seconds the countdown started from. */
  originalDuration: number;
  /** Sessions start with the shield locked until their end (absent in state stored before it existed). */
  shieldLocked?: boolean;
  /** Sessions start in allowlist mode: only the allowed sites open. */
  allowlistMode?: boolean;
};

export const defaultDeepWorkSessionState: DeepWorkSessionState = {
  isActive: false,
  isPaused: false,
  timeRemaining: DEFAULT_SESSION_MINUTES * 60,
  selectedDuration: DEFAULT_SESSION_MINUTES,
  sessionComplete: false,
  currentSessionId: null,
  sessionData: null,
  shieldEnabled: false,
  distractingSites: [],
  ambientSound: null,
  volume: DEFAULT_VOLUME,
  timerStartTime: null,
  originalDuration: DEFAULT_SESSION_MINUTES * 60,
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isNullable = (v: unknown, check: (x: unknown) => boolean) => v === null || check(v);

function isSessionData(v: unknown): v is SessionData {
  return (
    isObject(v) &&
    isNumber(v.timestamp) &&
    isNullable(v.oneThingGoal ?? null, isObject) &&
    isNullable(v.playbookData ?? null, isObject)
  );
}

/** Structural check of stored state; anything else counts as corrupt. */
export function isDeepWorkSessionState(v: unknown): v is DeepWorkSessionState {
  return (
    isObject(v) &&
    typeof v.isActive === 'boolean' &&
    typeof v.isPaused === 'boolean' &&
    isNumber(v.timeRemaining) &&
    v.timeRemaining >= 0 &&
    isNumber(v.selectedDuration) &&
    v.selectedDuration > 0 &&
    typeof v.sessionComplete === 'boolean' &&
    isNullable(v.currentSessionId, (x) => typeof x === 'string') &&
    isNullable(v.sessionData, isSessionData) &&
    typeof v.shieldEnabled === 'boolean' &&
    Array.isArray(v.distractingSites) &&
    v.distractingSites.every((s) => typeof s === 'string') &&
    isNullable(v.ambientSound, (x) => typeof x === 'string') &&
    isNumber(v.volume) &&
    v.volume >= 0 &&
    v.volume <= 100 &&
    isNullable(v.timerStartTime, isNumber) &&
    isNumber(v.originalDuration) &&
    (v.shieldLocked === undefined || typeof v.shieldLocked === 'boolean') &&
    (v.allowlistMode === undefined || typeof v.allowlistMode === 'boolean')
  );
}

export const deepWorkSessionAtom = atomWithStorage<DeepWorkSessionState>(
  DEEP_WORK_SESSION_STORAGE_KEY,
  defaultDeepWorkSessionState,
  createSafeJSONStorage(isDeepWorkSessionState),
  { getOnInit: true },
);
