import { describe, expect, it } from 'vitest';
import { apiOrigins, appOrigins, toMatchPattern } from '../build-config.mjs';

describe('build config', () => {
  it('turns origins into Chrome match patterns: no port matches every port', () => {
    expect(toMatchPattern('http://localhost:*')).toBe('http://localhost/*');
    expect(toMatchPattern('https://app.example.com')).toBe('https://app.example.com/*');
    expect(toMatchPattern('https://app.example.com:8443')).toBe('https://app.example.com:8443/*');
    expect(toMatchPattern('https://*.supabase.co')).toBe('https://*.supabase.co/*');
  });

  it('reads ONETHING_APP_ORIGINS and refuses anything that is not an origin', () => {
    expect(appOrigins({ ONETHING_APP_ORIGINS: ' https://app.example.com , http://localhost:* ' })).toEqual([
      'https://app.example.com',
      'http://localhost:*',
    ]);
    expect(appOrigins({})).toEqual(['http://localhost:*', 'http://127.0.0.1:*']);
    expect(() => appOrigins({ ONETHING_APP_ORIGINS: 'https://app.example.com/path' })).toThrow(/invalid origin/);
    expect(() => appOrigins({ ONETHING_APP_ORIGINS: 'https://*.example.com' })).toThrow(/invalid origin/);
    expect(apiOrigins({ ONETHING_API_ORIGINS: 'https://*.supabase.co' })).toEqual(['https://*.supabase.co']);
  });
});
