import { describe, expect, it } from 'vitest';
import { APP_ORIGINS, isAppOrigin } from './app-origins';

describe('isAppOrigin', () => {
  it('by default accepts the local app on any port, and nothing else', () => {
    expect(APP_ORIGINS).toEqual(['http://localhost:*', 'http://127.0.0.1:*']);
    expect(isAppOrigin('http://localhost:4200')).toBe(true);
    expect(isAppOrigin('http://127.0.0.1:4300')).toBe(true);
    expect(isAppOrigin('https://localhost:4200')).toBe(false);
    expect(isAppOrigin('http://localhost.evil.example')).toBe(false);
    expect(isAppOrigin('http://evil.example:4200')).toBe(false);
    expect(isAppOrigin('null')).toBe(false);
    expect(isAppOrigin(undefined)).toBe(false);
    expect(isAppOrigin('http://localhost:4200/path')).toBe(false);
  });

  it('matches exact origins exactly', () => {
    const list = ['https://app.example.com'];
    expect(isAppOrigin('https://app.example.com', list)).toBe(true);
    expect(isAppOrigin('https://app.example.com:8443', list)).toBe(false);
    expect(isAppOrigin('http://app.example.com', list)).toBe(false);
    expect(isAppOrigin('https://sub.app.example.com', list)).toBe(false);
  });
});
