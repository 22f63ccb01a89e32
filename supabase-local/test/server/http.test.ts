import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { setupTestServer } from '../helpers/test-server.ts';

describe('HTTP layer', () => {
  const server = setupTestServer({ shared: true });

  it('answers GET /health', async () => {
    const response = await fetch(`${server.url}/health`);
    expect(response.status).toBe(200);
  });

  it('keeps an idle connection for 65 s, longer than clients wait before reusing one', async () => {
    // Node's default of 5 s raced with clients reusing a connection idle for about 4 s.
    const keepAlive = await new Promise<string | undefined>((resolve, reject) => {
      const req = request(`${server.url}/health`, { agent: false, headers: { connection: 'keep-alive' } }, (res) => {
        res.resume();
        // Not a named header in Node's types, so the index signature allows a list.
        resolve(res.headers['keep-alive']?.toString());
      });
      req.on('error', reject);
      req.end();
    });
    expect(keepAlive).toBe('timeout=65');
  });

  it('answers CORS preflights for the app origin', async () => {
    const response = await fetch(`${server.url}/rest/v1/habits`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:4200',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'apikey, authorization, content-type, prefer, x-client-info',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:4200');
    expect(response.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(response.headers.get('access-control-allow-headers')).toContain('apikey');
    expect(response.headers.get('access-control-allow-headers')).toContain('accept-profile');
  });

  it('exposes Content-Range to browsers on normal responses', async () => {
    const response = await fetch(`${server.url}/auth/v1/settings`, {
      headers: { apikey: server.anonKey, origin: 'http://localhost:4200' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:4200');
    expect(response.headers.get('access-control-expose-headers')).toContain('content-range');
  });

  it('rejects a body over 1 MB with 413', async () => {
    const big = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1024 * 1024) });
    const auth = await fetch(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json' },
      body: big,
    });
    expect(auth.status).toBe(413);
    const rest = await fetch(`${server.url}/rest/v1/habits`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json' },
      body: big,
    });
    expect(rest.status).toBe(413);
    // The server keeps serving afterwards.
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
  });

  it('rejects invalid JSON with 400', async () => {
    const response = await fetch(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'bad_json' });
  });

  it('answers unknown paths with JSON 404s', async () => {
    expect((await fetch(`${server.url}/nothing-here`)).status).toBe(404);
    const auth = await fetch(`${server.url}/auth/v1/nothing-here`, { headers: { apikey: server.anonKey } });
    expect(auth.status).toBe(404);
    expect(await auth.json()).toMatchObject({ code: 'not_found' });
  });

  it('never leaks a stack trace', async () => {
    const response = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: ['array'], password: 5 }),
    });
    expect(response.status).toBeLessThan(500);
    expect(await response.text()).not.toMatch(/\bat .+\.ts:\d+/);
  });
});
