// A transient failure while loading a remote is retried by the shell's runtime plugin: the page
// loads without the error screen.
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { startPrivateStack } from '../support/app-stack';
import { signedInUser } from '../support/session';

/** Answers 503 to the first `failures` manifest requests, then forwards everything to `target`. */
function flakyProxy(target: URL, failures: number) {
  let failed = 0;
  const server = createServer((req, res) => {
    if (req.url?.startsWith('/mf-manifest.json') && failed < failures) {
      failed += 1;
      res.writeHead(503, { 'Access-Control-Allow-Origin': '*' }).end('try again');
      return;
    }
    const upstream = httpRequest(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(upstream);
  });
  return new Promise<{ url: string; failedCount: () => number; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        failedCount: () => failed,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

test('a remote whose manifest fails once with 503 still loads', async ({ page }) => {
  const stack = await startPrivateStack(4430);
  const proxy = await flakyProxy(new URL(stack.remoteServers['mf-habits']!.url), 1);
  try {
    const config = JSON.parse(readFileSync(stack.configFile, 'utf8'));
    config.remotes['mf-habits'] = `${proxy.url}/mf-manifest.json`;
    writeFileSync(stack.configFile, JSON.stringify(config));

    await signedInUser(page);
    await page.goto(`${stack.shell.url}/habits`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Habit Tracker' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
    expect(proxy.failedCount()).toBe(1);
  } finally {
    await proxy.close();
    await stack.close().catch(() => undefined);
  }
});
