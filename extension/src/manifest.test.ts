import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIREFOX_ADDON_ID, extensionManifest } from '../manifest.mjs';

const base = JSON.parse(readFileSync(path.join(import.meta.dirname, 'manifest.json'), 'utf8')) as Record<
  string,
  unknown
>;
const pkg = JSON.parse(readFileSync(path.join(import.meta.dirname, '../package.json'), 'utf8')) as {
  displayName: string;
  description: string;
  version: string;
};
const origins = { contentMatches: ['https://app.example.com/*'], hostPermissions: ['https://*.supabase.co/*'] };

describe("the extension's manifest", () => {
  it("takes its name, description and version from package.json, and the app's and backend's origins", () => {
    const chrome = extensionManifest(base, pkg, { browser: 'chrome', ...origins });
    expect(chrome).toMatchObject({
      manifest_version: 3,
      name: 'ONE Thing OS Companion',
      description: pkg.description,
      version: pkg.version,
      host_permissions: ['https://*.supabase.co/*'],
      background: { service_worker: 'worker.js' },
    });
    expect((chrome['content_scripts'] as { matches: string[] }[])[0]?.matches).toEqual(['https://app.example.com/*']);
  });

  it('names an icon of each size the stores ask for, in the toolbar too', () => {
    const icons = {
      16: 'icons/icon-16.png',
      32: 'icons/icon-32.png',
      48: 'icons/icon-48.png',
      128: 'icons/icon-128.png',
    };
    const chrome = extensionManifest(base, pkg, { browser: 'chrome', ...origins });
    expect(chrome['icons']).toEqual(icons);
    expect(chrome['action']).toMatchObject({ default_popup: 'popup.html', default_icon: icons });
  });

  it('for Firefox: the worker as a background script, an add-on id, and no Chrome-only key', () => {
    const firefox = extensionManifest(base, pkg, { browser: 'firefox', ...origins });
    expect(firefox['background']).toEqual({ scripts: ['worker.js'] });
    expect(firefox['browser_specific_settings']).toMatchObject({ gecko: { id: FIREFOX_ADDON_ID } });
    expect(firefox).not.toHaveProperty('minimum_chrome_version');
    expect(firefox).not.toHaveProperty('incognito');
    const chrome = extensionManifest(base, pkg, { browser: 'chrome', ...origins });
    expect(chrome).not.toHaveProperty('browser_specific_settings');
    // The blocked page can show in a private window only in split mode.
    expect(chrome['incognito']).toBe('split');
  });
});
