// What the panel can change in user_settings, as changes rather than whole new states: each save applies
// its change to what the database last confirmed, and the page shows the confirmed settings with the
// changes still being saved applied on top (so a failed save simply drops out of the view).
import { type ShieldSettings } from '@onething/shared-data';
import { blockedSitesFor, siteKey } from './shield-presets';

export type ShieldSettingsChange =
  /** A custom site added, or a preset switched on. */
  | { type: 'block-site'; domain: string }
  /** A custom site removed, or a preset switched off. */
  | { type: 'unblock-site'; domain: string }
  | { type: 'adult-content'; blocked: boolean };

/** Saved settings, or what a user who never saved any has: every preset blocked, adult content not. */
export function withDefaults(saved: ShieldSettings | null | undefined): ShieldSettings {
  return { distracting_sites: blockedSitesFor(saved), block_adult_content: saved?.block_adult_content ?? false };
}

export function applyShieldSettingsChange(settings: ShieldSettings, change: ShieldSettingsChange): ShieldSettings {
  switch (change.type) {
    case 'block-site': {
      const key = siteKey(change.domain);
      if (settings.distracting_sites.some((site) => siteKey(site) === key)) return settings;
      return { ...settings, distracting_sites: [...settings.distracting_sites, key] };
    }
    case 'unblock-site': {
      const key = siteKey(change.domain);
      return { ...settings, distracting_sites: settings.distracting_sites.filter((site) => siteKey(site) !== key) };
    }
    case 'adult-content':
      return { ...settings, block_adult_content: change.blocked };
  }
}

/** Whether the shield blocks a domain under these settings. */
export function blocksSite(settings: ShieldSettings, domain: string): boolean {
  const key = siteKey(domain);
  return settings.distracting_sites.some((site) => siteKey(site) === key);
}
