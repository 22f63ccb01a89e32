// What the shield blocked, as the database answers it (blocked_sites, and reflection_facts' blocked_sites):
// blocked attempts per site, most first. The dashboard and the reflections show it the same way.

export type BlockedSite = { domain: string; attempts: number };

/** The answer's sites; an entry without a domain or a positive count is left out. */
export function toBlockedSites(raw: unknown): BlockedSite[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry: unknown) => {
    const { domain, attempts } = (entry ?? {}) as Record<string, unknown>;
    const count = Number(attempts);
    return typeof domain === 'string' && domain !== '' && Number.isInteger(count) && count > 0
      ? [{ domain, attempts: count }]
      : [];
  });
}

/** "youtube.com 5 · reddit.com 2 · 3 more sites": the first `shown` sites and how many others. */
export function blockedSitesSummary(sites: readonly BlockedSite[], shown = 3): string {
  const listed = sites.slice(0, shown).map((site) => `${site.domain} ${site.attempts}`);
  const others = sites.length - listed.length;
  if (others > 0) listed.push(others === 1 ? '1 more site' : `${others} more sites`);
  return listed.join(' · ');
}
