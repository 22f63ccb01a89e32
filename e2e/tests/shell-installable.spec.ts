// The app is installable: the web app manifest and its icons are served, and Chromium finds nothing that
// keeps it from offering to install the app (CDP's Page.getInstallabilityErrors, which Lighthouse's
// installability audit used until Lighthouse 12 removed it). A persistent profile, as a person's browser
// has: Chromium never offers installs in an incognito-like context.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type APIRequestContext } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/browser';
import { E2E_SHELL_URL } from '../support/ports';
import { signedInUser } from '../support/session';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

/** The width and height a PNG's header states. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function fetchManifest(request: APIRequestContext, href: string) {
  const response = await request.get(new URL(href, E2E_SHELL_URL).href);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  return (await response.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
}

test('the manifest and its icons are served, and Chromium reports no installability errors', async ({ request }) => {
  const profile = mkdtempSync(path.join(tmpdir(), 'onething-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunchOptions(),
    baseURL: E2E_SHELL_URL,
    reducedMotion: 'reduce',
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/landing');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const manifest = await fetchManifest(request, href!);
    expect(manifest).toMatchObject({
      name: 'ONE Thing OS',
      short_name: 'ONE Thing',
      display: 'standalone',
      start_url: '/',
      scope: '/',
      id: '/',
      shortcuts: [
        expect.objectContaining({ name: 'Start deep work', url: '/deep-work' }),
        expect.objectContaining({ name: "Today's habits", url: '/habits' }),
      ],
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    // both schemes' bar colour in the page
    await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: light)"]')).toHaveCount(1);
    await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')).toHaveCount(1);

    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(pngs.map(({ sizes, purpose }) => `${sizes} ${purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of pngs) {
      const response = await request.get(new URL(icon.src, E2E_SHELL_URL).href);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      const { width, height } = pngSize(await response.body());
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }

    const cdp = await context.newCDPSession(page);
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);

    // The app's own page too, where a signed-in person installs it from.
    await signedInUser(page);
    await page.goto('/');
    await expect(page.getByTestId('greeting')).toBeVisible();
    expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
