export declare const ICON_SIZES: number[];
export declare const FIREFOX_ADDON_ID: string;
export declare const FIREFOX_MIN_VERSION: string;
export declare function iconPath(size: number): string;
export declare function extensionManifest(
  base: Record<string, unknown>,
  pkg: { displayName: string; description: string; version: string },
  options: { browser: 'chrome' | 'firefox'; contentMatches: string[]; hostPermissions: string[] },
): Record<string, unknown>;
