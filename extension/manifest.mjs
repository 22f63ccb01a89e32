// The extension's manifest for one browser, from src/manifest.json (what the extension is allowed to do) and
// package.json (its name, description and version: one place to bump). Chrome runs the worker as a service
// worker; Firefox's Manifest V3 runs it as a background script and needs an add-on id.

/** Icon sizes the stores and the browsers' toolbars ask for, drawn from the app's one icon source. */
export const ICON_SIZES = [16, 32, 48, 128];

export const FIREFOX_ADDON_ID = 'companion@onething-os.app';
/**
 * Firefox has declarativeNetRequest as the worker uses it since 128; it reads `data_collection_permissions`,
 * which addons.mozilla.org asks new add-ons to declare, since 140 (142 on Android).
 */
export const FIREFOX_MIN_VERSION = '142.0';

export const iconPath = (size) => `icons/icon-${size}.png`;

/**
 * @param {Record<string, unknown>} base src/manifest.json
 * @param {{ displayName: string; description: string; version: string }} pkg package.json
 * @param {{ browser: 'chrome' | 'firefox'; contentMatches: string[]; hostPermissions: string[] }} options
 */
export function extensionManifest(base, pkg, { browser, contentMatches, hostPermissions }) {
  const icons = Object.fromEntries(ICON_SIZES.map((size) => [String(size), iconPath(size)]));
  const manifest = {
    manifest_version: base.manifest_version,
    name: pkg.displayName,
    description: pkg.description,
    version: pkg.version,
    ...base,
    icons,
    action: { ...base.action, default_icon: icons },
    content_scripts: base.content_scripts.map((script) => ({ ...script, matches: contentMatches })),
    host_permissions: hostPermissions,
  };
  if (browser === 'chrome') return manifest;
  // Chrome needs "split" to show the blocked page in a private window (a "spanning" extension cannot load
  // its pages there); Firefox does not support it and would install the add-on as "not_allowed", while its
  // default shows extension pages in private windows once the user allows the add-on there.
  const { minimum_chrome_version: _chromeOnly, incognito: _splitChromeOnly, ...firefox } = manifest;
  return {
    ...firefox,
    background: { scripts: [base.background.service_worker] },
    browser_specific_settings: {
      gecko: {
        id: FIREFOX_ADDON_ID,
        strict_min_version: FIREFOX_MIN_VERSION,
        // It sends the user's own data to the user's own backend only.
        data_collection_permissions: { required: ['none'] },
      },
    },
  };
}
