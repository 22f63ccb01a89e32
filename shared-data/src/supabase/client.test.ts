// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const createClient = vi.fn((..._args: unknown[]) => ({ marker: Symbol('client') }));
vi.mock('@supabase/supabase-js', () => ({ createClient }));

const { getSupabase, setSupabaseClient } = await import('./client');
const { resetRuntimeConfig, setRuntimeConfig } = await import('../runtime-config');

afterEach(() => {
  setSupabaseClient(null);
  resetRuntimeConfig();
  createClient.mockClear();
});

describe('getSupabase', () => {
  it('fails clearly before the runtime config is set', () => {
    expect(() => getSupabase()).toThrow(/Runtime config has not been set/);
  });

  it('creates one PKCE client from the runtime config', () => {
    setRuntimeConfig({ supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'anon', remotes: {} });
    const first = getSupabase();
    expect(getSupabase()).toBe(first);
    expect(createClient).toHaveBeenCalledTimes(1);
    expect(createClient).toHaveBeenCalledWith('http://127.0.0.1:54321', 'anon', {
      auth: {
        flowType: 'pkce',
        persistSession: true,
        autoRefreshToken: true,
        detectSessionInUrl: false,
        storage: window.localStorage,
      },
      global: { fetch: expect.any(Function) },
    });
  });
});
