// @vitest-environment jsdom
// The stream starts once the first visit has settled, never on its path, only for a signed-in user, and
// stops with the layout.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '../auth/auth-context';
import { startLiveSync } from './start-live-sync';
import { useLiveSync } from './use-live-sync';

vi.mock('./start-live-sync', () => ({ startLiveSync: vi.fn() }));
vi.mock('../supabase/client', () => ({ getSupabase: () => ({ fake: 'client' }) }));
const settle = vi.hoisted(() => ({ run: [] as (() => void)[], cancelled: 0 }));
vi.mock('../platform/after-first-visit', () => ({
  afterFirstVisit: (run: () => void) => {
    settle.run.push(run);
    return () => {
      settle.cancelled += 1;
      settle.run = settle.run.filter((waiting) => waiting !== run);
    };
  },
}));
const firstVisitSettles = () => settle.run.splice(0).forEach((run) => run());

const stop = vi.fn();

beforeEach(() => {
  settle.run = [];
  settle.cancelled = 0;
  vi.mocked(startLiveSync).mockReset().mockReturnValue(stop);
  stop.mockReset();
});

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
  it('starts once the first visit has settled, and stops when it unmounts', () => {
    const { unmount } = render({ id: 'user-1' });
    expect(startLiveSync).not.toHaveBeenCalled();
    firstVisitSettles();
    expect(startLiveSync).toHaveBeenCalledTimes(1);
    expect(vi.mocked(startLiveSync).mock.calls[0]?.[0]).toMatchObject({ userId: 'user-1' });
    unmount();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('does nothing while signed out, and nothing after an unmount before the start', () => {
    render(null);
    const early = render({ id: 'user-2' });
    early.unmount();
    expect(settle.cancelled).toBe(1);
    firstVisitSettles();
    expect(startLiveSync).not.toHaveBeenCalled();
  });
});
