import { afterEach, describe, expect, it } from 'vitest';
import { getRuntimeConfig, resetRuntimeConfig, setRuntimeConfig, validateRuntimeConfig } from './runtime-config';

const valid = {
  supabaseUrl: 'http://127.0.0.1:54321',
  supabaseAnonKey: 'anon-key',
  remotes: { mf_habits: 'http://localhost:4203/mf-manifest.json', mf_calendar: '/remotes/calendar/mf-manifest.json' },
};

afterEach(() => resetRuntimeConfig());

describe('runtime config', () => {
  it('throws a clear error when read before it is set', () => {
    expect(() => getRuntimeConfig()).toThrow(/Runtime config has not been set/);
  });

  it('returns what was set', () => {
    setRuntimeConfig(valid);
    expect(getRuntimeConfig()).toEqual(valid);
  });

  it('accepts a valid config', () => {
    expect(validateRuntimeConfig(valid)).toEqual([]);
  });

  it('lists every problem of a bad config', () => {
    const problems = validateRuntimeConfig({ supabaseUrl: 'not a url', supabaseAnonKey: '', remotes: { a: 3 } });
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/supabaseUrl/);
    expect(problems.join('\n')).toMatch(/supabaseAnonKey/);
    expect(problems.join('\n')).toMatch(/remotes\.a/);
    expect(validateRuntimeConfig(null)).toEqual(['runtime config must be an object']);
    expect(validateRuntimeConfig({ ...valid, remotes: [] })).toHaveLength(1);
  });

  it('refuses to store an invalid config', () => {
    expect(() => setRuntimeConfig({ ...valid, supabaseAnonKey: ' ' })).toThrow(/Invalid runtime config/);
    expect(() => getRuntimeConfig()).toThrow();
  });
});
