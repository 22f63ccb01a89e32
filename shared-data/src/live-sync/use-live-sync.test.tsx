// @vitest-environment jsdom
// The stream starts after the page has been shown (5 s, then an idle moment), never on the first visit's
// path, only for a signed-in user, and stops with the layout.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '../auth/auth-context';
import { startLiveSync } from './start-live-sync';
import { useLiveSync } from './use-live-sync';

vi.mock('./start-live-sync', () => ({ startLiveSync: vi.fn() }));
vi.mock('../supabase/client', () => ({ getSupabase: () => ({ fake: 'client' }) }));

const stop = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(startLiveSync).mockReset().mockReturnValue(stop);
  stop.mockReset();
});
afterEach(() => vi.useRealTimers());

function render(user: { id: string } | null) {
  const auth = { user, refreshProfile: vi.fn() } as unknown as AuthContextValue;
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AuthContext.Provider value={auth}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </AuthContext.Provider>
  );
  return renderHook(() => useLiveSync(), { wrapper });
}

describe('useLiveSync', () => {
  it('starts 5 s after the layout mounts, at the next idle moment, and stops when it unmounts', () => {
    const { unmount } = render({ id: 'user-1' });
    vi.advanceTimersByTime(4_900);
    expect(startLiveSync).not.toHaveBeenCalled();
    // jsdom has no requestIdleCallback: then it starts when the delay is over.
    vi.advanceTimersByTime(200);
    expect(startLiveSync).toHaveBeenCalledTimes(1);
    expect(vi.mocked(startLiveSync).mock.calls[0]?.[0]).toMatchObject({ userId: 'user-1' });
    unmount();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('does nothing while signed out, and nothing after an unmount before the start', () => {
    render(null);
    const early = render({ id: 'user-2' });
    early.unmount();
    vi.advanceTimersByTime(10_000);
    expect(startLiveSync).not.toHaveBeenCalled();
  });
});
