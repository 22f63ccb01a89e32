import { describe, expect, it } from 'vitest';
import { CorsPolicy, defaultCorsOrigins } from '../../src/http/cors.ts';
import { type TestServer, setupTestServer } from '../helpers/test-server.ts';

async function settingsFrom(server: TestServer, origin: string): Promise<Response> {
  return fetch(`${server.url}/auth/v1/settings`, { headers: { apikey: server.anonKey, origin } });
}

async function preflightFrom(server: TestServer, origin: string, path = '/rest/v1/habits'): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'apikey, authorization, content-type',
    },
  });
}

describe('CORS with the default origins (site URL and local origins on any port)', () => {
  const server = setupTestServer({ siteUrl: 'https://app.example/welcome' });

  it('lets the app, the e2e stacks and the site URL read answers, never with credentials', async () => {
    for (const origin of [
      'http://localhost:4200',
      'http://localhost:4206',
      'http://localhost:4300',
      'http://127.0.0.1:5173',
      'https://app.example',
    ]) {
      for (const response of [
        await settingsFrom(server, origin),
        await preflightFrom(server, origin),
        await preflightFrom(server, origin, '/auth/v1/token'),
      ]) {
        expect(response.headers.get('access-control-allow-origin')).toBe(origin);
        expect(response.headers.get('access-control-allow-credentials')).toBeNull();
        expect(response.headers.get('vary')).toContain('Origin');
      }
    }
    const preflight = await preflightFrom(server, 'http://localhost:4200');
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('apikey');
  });

  it('does not reflect any other origin', async () => {
    for (const origin of [
      'http://evil.test',
      'https://app.example.evil.test',
      'http://localhost.evil.test',
      'null',
      'https://app.example:8443',
    ]) {
      const response = await settingsFrom(server, origin);
      // The request itself is still answered (non-browser clients need no CORS); the browser hides it.
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      const preflight = await preflightFrom(server, origin);
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
    }
  });
});

describe('CORS with configured origins', () => {
  const only = setupTestServer({ corsOrigins: ['https://app.example'] });
  const any = setupTestServer({ corsOrigins: ['*'] });

  it('allows exactly the listed origins', async () => {
    expect((await settingsFrom(only, 'https://app.example')).headers.get('access-control-allow-origin')).toBe(
      'https://app.example',
    );
    expect((await settingsFrom(only, 'http://localhost:4200')).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers * like hosted Supabase when every origin is allowed, without credentials', async () => {
    for (const origin of ['http://evil.test', 'http://localhost:4200']) {
      const response = await settingsFrom(any, origin);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      expect((await preflightFrom(any, origin)).headers.get('access-control-allow-origin')).toBe('*');
    }
  });
});

describe('CorsPolicy', () => {
  it('matches exact origins and origins with any port', () => {
    const policy = new CorsPolicy(defaultCorsOrigins('http://localhost:4200/'));
    expect(policy.allows('http://localhost')).toBe(true);
    expect(policy.allows('http://[::1]:3000')).toBe(true);
    expect(policy.allows('https://127.0.0.1:8443')).toBe(true);
    expect(policy.allows('http://127.0.0.2:8443')).toBe(false);
    expect(policy.allows('http://localhost:4200/path')).toBe(false);
    expect(policy.allows('file://')).toBe(false);
  });

  it('refuses entries that are not origins', () => {
    expect(() => new CorsPolicy(['localhost:4200'])).toThrow(/invalid CORS origin/);
    expect(() => new CorsPolicy(['ftp://files.example'])).toThrow(/http or https only/);
  });
});
