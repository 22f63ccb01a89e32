// @vitest-environment jsdom
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEEP_WORK_SESSION_STORAGE_KEY,
  defaultDeepWorkSessionState,
  isDeepWorkSessionState,
  type DeepWorkSessionState,
} from './deep-work-session';
import { THEME_STORAGE_KEY, readStoredThemeMode } from './theme-storage';

// The atoms read storage when first used in a store, so each test imports fresh modules.
async function freshAtoms() {
  vi.resetModules();
  const theme = await import('./theme');
  const session = await import('./deep-work-session');
  return { themeModeAtom: theme.themeModeAtom, deepWorkSessionAtom: session.deepWorkSessionAtom };
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('themeModeAtom', () => {
  it("defaults to 'dark' (the spec's start-up reading)", async () => {
    const { themeModeAtom } = await freshAtoms();
    expect(createStore().get(themeModeAtom)).toBe('dark');
    expect(readStoredThemeMode()).toBe('dark');
  });

  it('reads and writes the plain value under onething-theme', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    const { themeModeAtom } = await freshAtoms();
    const store = createStore();
    expect(store.get(themeModeAtom)).toBe('light');
    store.set(themeModeAtom, 'system');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('system');
  });

  it('accepts a JSON-quoted value and ignores garbage', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, '"light"');
    expect(readStoredThemeMode()).toBe('light');
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    const { themeModeAtom } = await freshAtoms();
    expect(createStore().get(themeModeAtom)).toBe('dark');
  });
});

describe('deepWorkSessionAtom', () => {
  const running: DeepWorkSessionState = {
    ...defaultDeepWorkSessionState,
    isActive: true,
    timeRemaining: 900,
    currentSessionId: 's1',
    sessionData: { oneThingGoal: { id: 'g1', title: 'Ship' }, playbookData: null, timestamp: 1 },
    timerStartTime: 1_000,
    originalDuration: 1500,
  };

  it('has the spec defaults: 25 minutes, 1500 s, volume 50', async () => {
    const { deepWorkSessionAtom } = await freshAtoms();
    const state = createStore().get(deepWorkSessionAtom);
    expect(state.selectedDuration).toBe(25);
    expect(state.timeRemaining).toBe(1500);
    expect(state.volume).toBe(50);
    expect(state.isActive).toBe(false);
  });

  it('restores a valid stored session and persists changes', async () => {
    localStorage.setItem(DEEP_WORK_SESSION_STORAGE_KEY, JSON.stringify(running));
    const { deepWorkSessionAtom } = await freshAtoms();
    const store = createStore();
    expect(store.get(deepWorkSessionAtom)).toEqual(running);
    store.set(deepWorkSessionAtom, { ...running, isPaused: true });
    expect(JSON.parse(localStorage.getItem(DEEP_WORK_SESSION_STORAGE_KEY) ?? '{}').isPaused).toBe(true);
  });

  it.each([
    ['not JSON', '{oops'],
    ['wrong shape', JSON.stringify({ isActive: 'yes' })],
    ['volume out of range', JSON.stringify({ ...defaultDeepWorkSessionState, volume: 500 })],
  ])('silently discards corrupt stored state (%s)', async (_label, raw) => {
    localStorage.setItem(DEEP_WORK_SESSION_STORAGE_KEY, raw);
    const error = vi.spyOn(console, 'error');
    const { deepWorkSessionAtom } = await freshAtoms();
    expect(createStore().get(deepWorkSessionAtom)).toEqual(defaultDeepWorkSessionState);
    expect(error).not.toHaveBeenCalled();
  });

  it('ignores storage write errors', async () => {
    const { deepWorkSessionAtom } = await freshAtoms();
    const store = createStore();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => store.set(deepWorkSessionAtom, running)).not.toThrow();
    expect(store.get(deepWorkSessionAtom)).toEqual(running);
  });

  it('validates the shape structurally', () => {
    expect(isDeepWorkSessionState(defaultDeepWorkSessionState)).toBe(true);
    expect(isDeepWorkSessionState(running)).toBe(true);
    expect(isDeepWorkSessionState({ ...running, sessionData: { oneThingGoal: null } })).toBe(false);
    expect(isDeepWorkSessionState(null)).toBe(false);
  });
});
