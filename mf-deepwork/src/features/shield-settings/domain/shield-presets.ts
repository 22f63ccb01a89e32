// The distraction shield's preset sites: one list for the settings panel, the deep work page and the
// extension. A user who never saved shield settings blocks every preset; once saved, a preset is blocked
// exactly when its domain is in user_settings.distracting_sites.

export type ShieldPresetSite = { readonly name: string; readonly domain: string };

/** The sites marked 'Pre-set' in the settings, as domains (subdomains are covered by the shield). */
export const SHIELD_PRESET_SITES: readonly ShieldPresetSite[] = Object.freeze([
  { name: 'YouTube', domain: 'youtube.com' },
  { name: 'TikTok', domain: 'tiktok.com' },
  { name: 'Facebook', domain: 'facebook.com' },
  { name: 'Instagram', domain: 'instagram.com' },
  { name: 'Twitter', domain: 'twitter.com' },
  { name: 'X', domain: 'x.com' },
  { name: 'Reddit', domain: 'reddit.com' },
  { name: 'Netflix', domain: 'netflix.com' },
  { name: 'Wikipedia', domain: 'wikipedia.org' },
  { name: 'Snapchat', domain: 'snapchat.com' },
  { name: 'LinkedIn', domain: 'linkedin.com' },
]);

/** What a user without saved settings blocks: every preset. */
export const DEFAULT_DISTRACTING_SITES: readonly string[] = Object.freeze(
  SHIELD_PRESET_SITES.map((site) => site.domain),
);

const PRESET_DOMAINS = new Set(DEFAULT_DISTRACTING_SITES);

/** Domains compare without case, surrounding spaces or a leading 'www.'. */
export function siteKey(domain: string): string {
  return domain
    .trim()
    .toLowerCase()
    .replace(/^www\./, '');
}

export function isPresetSite(domain: string): boolean {
  return PRESET_DOMAINS.has(siteKey(domain));
}

/** The sites the shield blocks for saved settings, or the defaults when the user has none (null). */
export function blockedSitesFor(settings: { distracting_sites: readonly string[] } | null | undefined): string[] {
  return [...(settings ? settings.distracting_sites : DEFAULT_DISTRACTING_SITES)];
}
