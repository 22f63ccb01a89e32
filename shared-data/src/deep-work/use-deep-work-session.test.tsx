// @vitest-environment jsdom
// The session's pause and resume, as the deep work page and the shell's top bar both run them: the same state
// changes, and a running shield follows a resume with the lists it was started with.
import { act, renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '../auth/auth-context';
import { EXTENSION_SOURCE } from '../extension-bridge/protocol';
import { deepWorkSessionAtom, defaultDeepWorkSessionState } from '../store/deep-work-session';
import { startTimer } from './rules/deep-work-timer';
import { useDeepWorkSession, useSessionControls } from './use-deep-work-session';

const T0 = Date.UTC(2026, 10, 28, 9, 0, 0);
const auth = { session: { access_token: 'token' }, user: { id: 'u1' } } as unknown as AuthContextValue;
const blockList = { sites: ['youtube.com'], allowedDomains: [], blockAdultContent: true };

let posted: Array<{ type: string; durationMinutes?: number; sites?: string[]; sessionId?: string | null }>;
let store: ReturnType<typeof createStore>;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
  posted = [];
  vi.spyOn(window, 'postMessage').mockImplementation(((message: (typeof posted)[number]) => {
    posted.push(message);
  }) as typeof window.postMessage);
  store = createStore();
  store.set(deepWorkSessionAtom, { ...startTimer(defaultDeepWorkSessionState, 25, T0), currentSessionId: 'row-1' });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <AuthContext.Provider value={auth}>
    <Provider store={store}>{children}</Provider>
  </AuthContext.Provider>
);

const shieldStarts = () => posted.filter((message) => message.type === 'START_SHIELD');

describe('pause and resume', () => {
  it('freeze the time and go on from it, in every reader of the session', () => {
    const page = renderHook(() => useDeepWorkSession(), { wrapper });
    const topBar = renderHook(() => useSessionControls(), { wrapper });
    vi.setSystemTime(T0 + 60_000);
    act(() => topBar.result.current.pause());
    expect(page.result.current.phase).toBe('paused');
    expect(store.get(deepWorkSessionAtom).timeRemaining).toBe(1440);

    vi.setSystemTime(T0 + 600_000);
    act(() => topBar.result.current.resume());
    expect(page.result.current.phase).toBe('running');
    expect(store.get(deepWorkSessionAtom)).toMatchObject({ originalDuration: 1440, timerStartTime: T0 + 600_000 });
    // No shield was on: nothing goes to the extension.
    expect(shieldStarts()).toEqual([]);
  });

  it('a resume moves a running shield’s end time with the lists it was started with, from anywhere', () => {
    const page = renderHook(() => useDeepWorkSession(), { wrapper });
    const topBar = renderHook(() => useSessionControls(), { wrapper });
    act(() => page.result.current.shield.start('row-1', 25, blockList));
    act(() => topBar.result.current.pause());
    act(() => topBar.result.current.resume());
    expect(shieldStarts()).toEqual([
      expect.objectContaining({ sessionId: 'row-1', durationMinutes: 25, sites: ['youtube.com'] }),
      expect.objectContaining({
        sessionId: 'row-1',
        durationMinutes: 25,
        sites: ['youtube.com'],
        blockAdultContent: true,
      }),
    ]);
    // A second resume of a running session changes nothing.
    act(() => topBar.result.current.resume());
    expect(shieldStarts()).toHaveLength(2);
  });

  it('a shield only the extension reported on is moved with the lists the caller knows', () => {
    const topBar = renderHook(() => useSessionControls(), { wrapper });
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { source: EXTENSION_SOURCE, type: 'SHIELD_STATUS', active: true, blockedCount: 3 },
          source: window,
          origin: window.location.origin,
        }),
      );
    });
    expect(topBar.result.current.shield.status).toMatchObject({ active: true, blockedCount: 3 });
    act(() => topBar.result.current.pause());
    act(() => topBar.result.current.resume());
    expect(shieldStarts()).toEqual([]);
    act(() => topBar.result.current.pause());
    act(() => topBar.result.current.resume(blockList));
    expect(shieldStarts()).toEqual([expect.objectContaining({ sites: ['youtube.com'] })]);
  });
});
