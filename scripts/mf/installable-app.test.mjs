import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readRemotes, sidebarEntries, sidebarGroups } from './remote-registry.mjs';
import {
  ICONS,
  SHORTCUTS,
  appHeadTags,
  drawIcons,
  loadAppIdentity,
  maskableSvg,
  webAppManifest,
} from './installable-app.mjs';

const pngSize = (bytes) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

test('the manifest names the app, opens the dashboard standalone and offers the two shortcuts', async () => {
  const identity = await loadAppIdentity();
  const manifest = webAppManifest(identity);
  assert.equal(manifest.name, 'ONE Thing OS');
  assert.equal(manifest.short_name, 'ONE Thing');
  assert.equal(manifest.start_url, '/');
  assert.equal(manifest.display, 'standalone');
  assert.match(manifest.theme_color, /^#[0-9a-f]{6}$/i);
  assert.deepEqual(
    manifest.shortcuts.map(({ name, url }) => [name, url]),
    [
      ['Start deep work', '/deep-work'],
      ["Today's habits", '/habits'],
    ],
  );
  assert.deepEqual(
    manifest.icons.filter((icon) => icon.type === 'image/png').map(({ sizes, purpose }) => `${sizes} ${purpose}`),
    ['192x192 any', '512x512 any', '512x512 maskable'],
  );
});

test("every shortcut opens a page a remote's sidebar links to", () => {
  const links = sidebarEntries(readRemotes(), sidebarGroups()).map((entry) => entry.to);
  for (const { url } of SHORTCUTS) assert.ok(links.includes(url), `${url} is not a sidebar page`);
});

test('the head tags link the manifest and give the bar colour for each scheme', async () => {
  const tags = appHeadTags(await loadAppIdentity());
  assert.match(tags, /<link rel="manifest" href="\/manifest\.webmanifest">/);
  assert.match(tags, /<meta name="theme-color" media="\(prefers-color-scheme: light\)" content="#[0-9a-f]{6}">/i);
  assert.match(tags, /<meta name="theme-color" media="\(prefers-color-scheme: dark\)" content="#[0-9a-f]{6}">/i);
});

test('the icons are drawn at their sizes, the maskable one on a full bleed inside the safe zone', () => {
  const drawn = new Map(drawIcons());
  for (const { src, size } of ICONS) assert.deepEqual(pngSize(drawn.get(src)), { width: size, height: size }, src);
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" rx="112" fill="#4f46e5"/><circle r="1"/></svg>';
  const maskable = maskableSvg(svg);
  assert.match(maskable, /^<svg [^>]*viewBox="0 0 512 512"[^>]*><rect width="512" height="512" fill="#4f46e5"\/>/);
  assert.match(maskable, /<g transform="translate\(51\.2 51\.2\) scale\(0\.8\)"><rect width="512"/);
  assert.throws(() => maskableSvg('<svg></svg>'), /viewBox/);
});
