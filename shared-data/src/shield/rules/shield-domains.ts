// Shield domain rules: trimmed, non-empty, not already listed; protocol, www. and a trailing slash are
// stripped when asking for permission.

/** Strips a leading protocol, 'www.' and trailing slashes, as sent with a permission request. */
export function normalizeSiteForPermission(site: string): string {
  return site
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/+$/, '');
}

export type ShieldDomainValidation = { ok: true; domain: string } | { ok: false; reason: 'empty' | 'duplicate' };

/** A new blocked domain: trimmed, non-empty, not already in the list (domains ignore case). */
export function validateShieldDomain(input: string, existing: readonly string[]): ShieldDomainValidation {
  const domain = input.trim();
  if (domain === '') return { ok: false, reason: 'empty' };
  const lower = domain.toLowerCase();
  if (existing.some((d) => d.trim().toLowerCase() === lower)) return { ok: false, reason: 'duplicate' };
  return { ok: true, domain };
}
