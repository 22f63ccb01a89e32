import { request } from 'node:http';
import { beforeEach, describe, expect, it } from 'vitest';
import { Mailbox, mailboxResponse } from '../../src/mailbox.ts';
import { createTestClient, randomEmail, type TestServer, setupTestServer } from '../helpers/test-server.ts';

/** A raw request, so that the Host header can be anything (fetch always sends the URL's host). */
function rawGet(
  server: TestServer,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, method: 'GET', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('mailbox', () => {
  const server = setupTestServer({ confirmEmail: true });
  let email: string;
  beforeEach(async () => {
    email = randomEmail('mailbox');
    expect((await createTestClient(server).auth.signUp({ email, password: 'password123' })).error).toBeNull();
  });

  const messages = (init: RequestInit = {}, query = ''): Promise<Response> =>
    fetch(`${server.url}/mailbox/messages${query}`, init);

  it('refuses the JSON API without the service_role key', async () => {
    const refused: Record<string, string>[] = [
      {},
      { apikey: server.anonKey },
      { apikey: server.anonKey, authorization: `Bearer ${server.anonKey}` },
      { apikey: 'nonsense' },
    ];
    for (const headers of refused) {
      const list = await messages({ headers });
      expect(list.status).toBe(401);
      expect(await list.json()).toEqual({ message: 'The mailbox API requires the service_role key' });
      const wipe = await messages({ method: 'DELETE', headers });
      expect(wipe.status).toBe(401);
    }
    expect(server.mailbox.list(email)).toHaveLength(1);
  });

  it('serves the JSON API with the service_role key, as apikey or bearer token', async () => {
    const byApikey = await messages({ headers: { apikey: server.serviceRoleKey } }, `?to=${encodeURIComponent(email)}`);
    expect(byApikey.status).toBe(200);
    expect(byApikey.headers.get('cache-control')).toBe('no-store');
    const mails = (await byApikey.json()) as { to: string; link: string }[];
    expect(mails).toHaveLength(1);
    expect(mails[0]?.link).toContain('/auth/v1/verify?token=');

    const byBearer = await messages({ headers: { authorization: `Bearer ${server.serviceRoleKey}` } });
    expect(byBearer.status).toBe(200);
    const wipe = await messages({ method: 'DELETE', headers: { apikey: server.serviceRoleKey } });
    expect(wipe.status).toBe(204);
    expect(server.mailbox.list()).toHaveLength(0);
  });

  it('never answers with CORS headers, so other sites cannot read it', async () => {
    const evil = { origin: 'http://evil.test' };
    const page = await fetch(`${server.url}/mailbox`, { headers: evil });
    expect(page.status).toBe(200);
    expect(page.headers.get('access-control-allow-origin')).toBeNull();
    const api = await messages({ headers: { ...evil, apikey: server.serviceRoleKey } });
    expect(api.headers.get('access-control-allow-origin')).toBeNull();
    const local = await messages({ headers: { origin: 'http://localhost:4200', apikey: server.serviceRoleKey } });
    expect(local.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await messages({
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:4200',
        'access-control-request-method': 'DELETE',
        'access-control-request-headers': 'apikey',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
  });

  it('serves the page to a browser on this machine without a key, but not inside another page', async () => {
    const page = await fetch(`${server.url}/mailbox`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(email);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('refuses requests naming another host (DNS rebinding)', async () => {
    const port = new URL(server.url).port;
    for (const host of [`evil.test:${port}`, `10.0.0.5:${port}`, 'attacker.example']) {
      const page = await rawGet(server, '/mailbox', { host });
      expect(page.status).toBe(403);
      expect(page.body).not.toContain(email);
      const api = await rawGet(server, '/mailbox/messages', { host, apikey: server.serviceRoleKey });
      expect(api.status).toBe(403);
    }
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]) {
      expect((await rawGet(server, '/mailbox', { host })).status).toBe(200);
    }
  });
});

describe('mailboxResponse', () => {
  const mailbox = new Mailbox();
  mailbox.send({
    to: 'a@example.com',
    subject: 'Confirm Your Signup',
    text: 'Follow this link',
    link: 'http://127.0.0.1/auth/v1/verify?token=x',
  });
  const page = (remoteAddress: string | undefined) =>
    mailboxResponse(mailbox, 'service-key', {
      method: 'GET',
      url: new URL('http://127.0.0.1/mailbox'),
      remoteAddress,
      headers: { host: '127.0.0.1:54321' },
    });

  it('serves loopback peers only', () => {
    expect(page('127.0.0.1').status).toBe(200);
    expect(page('127.0.0.9').status).toBe(200);
    expect(page('::1').status).toBe(200);
    expect(page('::ffff:127.0.0.1').status).toBe(200);
    for (const remote of ['192.168.1.20', '10.0.0.5', '::ffff:192.168.1.20', 'fe80::1', '2001:db8::1', undefined]) {
      const answer = page(remote);
      expect(answer.status).toBe(403);
      expect(answer.body).not.toContain('a@example.com');
    }
  });
});
