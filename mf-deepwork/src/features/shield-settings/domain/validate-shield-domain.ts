// A new blocked domain is trimmed, non-empty and not already listed (domains ignore case).

export type ShieldDomainValidation = { ok: true; domain: string } | { ok: false; reason: 'empty' | 'duplicate' };

/** A new blocked domain: trimmed, non-empty, not already in the list (domains ignore case). */
export function validateShieldDomain(input: string, existing: readonly string[]): ShieldDomainValidation {
  const domain = input.trim();
  if (domain === '') return { ok: false, reason: 'empty' };
  const lower = domain.toLowerCase();
  if (existing.some((d) => d.trim().toLowerCase() === lower)) return { ok: false, reason: 'duplicate' };
  return { ok: true, domain };
}
