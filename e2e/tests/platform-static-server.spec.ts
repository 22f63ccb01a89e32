// The servers `npm start` uses behave like a deployment: entry files revalidate, hashed chunks are
// immutable, remotes answer cross-origin requests, deep links get the shell.
import { expect, test } from '@playwright/test';
import { E2E_SHELL_URL } from '../support/ports';

test('cache headers, CORS and deep links', async ({ request }) => {
  const config = await request.get(`${E2E_SHELL_URL}/config.json`);
  expect(config.headers()['cache-control']).toBe('no-cache');
  const { remotes } = (await config.json()) as { remotes: Record<string, string> };

  const index = await request.get(`${E2E_SHELL_URL}/habits`);
  expect(index.headers()['content-type']).toContain('text/html');
  expect(index.headers()['cache-control']).toBe('no-cache');

  const manifestUrl = remotes['mf-habits']!;
  const manifestResponse = await request.get(manifestUrl, { headers: { Origin: E2E_SHELL_URL } });
  expect(manifestResponse.headers()['cache-control']).toBe('no-cache');
  expect(manifestResponse.headers()['access-control-allow-origin']).toBe('*');
  const manifest = (await manifestResponse.json()) as {
    metaData: { remoteEntry: { name: string } };
    exposes: Array<{ assets: { js: { sync: string[] } } }>;
  };

  const base = manifestUrl.replace(/mf-manifest\.json$/, '');
  const entry = await request.get(`${base}${manifest.metaData.remoteEntry.name}`);
  expect(entry.headers()['cache-control']).toBe('no-cache');

  const chunk = manifest.exposes[0]!.assets.js.sync.find((file) => /\.[0-9a-f]{10}\.js$/.test(file));
  expect(chunk, 'a content-hashed chunk').toBeTruthy();
  const chunkResponse = await request.get(`${base}${chunk}`);
  expect(chunkResponse.status()).toBe(200);
  expect(chunkResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  const missing = await request.get(`${base}no-such-file.js`);
  expect(missing.status()).toBe(404);
});
