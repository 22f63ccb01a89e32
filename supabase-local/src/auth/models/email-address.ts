/**
 * GoTrue validates addresses with badoux/checkmail's pattern: ASCII letters, digits and the RFC 5322 atom
 * symbols before the @, dot-separated host labels after it. Applied after NFKC, it also refuses look-alike
 * letters from other scripts (Cyrillic "а", Greek "ο") that NFKC leaves alone.
 */
const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/**
 * Characters that render as nothing: control and format characters (zero-width space, joiner and
 * non-joiner, BOM, bidi controls, soft hyphen), line and paragraph separators, and every other
 * default-ignorable code point (variation selectors, Hangul fillers). An address holding one looks
 * identical to the address without it.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;

/** GoTrue refuses longer addresses. */
export const MAX_EMAIL_LENGTH = 255;

export const INVALID_EMAIL_MESSAGE = 'Unable to validate email address: invalid format';

/**
 * The one spelling an address is stored and looked up under, or undefined when it is not a usable address.
 * NFKC folds compatibility forms (full-width "ｄｅｍｏ", ligatures, the Kelvin sign) into the letters they
 * stand for, then lower-casing makes the comparison case-insensitive, as GoTrue's `lower(email)`.
 */
export function normaliseEmail(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  // Before trimming: trim() would silently drop a leading BOM or line separator.
  if (INVISIBLE.test(value)) return undefined;
  const email = value.trim().normalize('NFKC').toLowerCase();
  return email.length <= MAX_EMAIL_LENGTH && EMAIL_FORMAT.test(email) ? email : undefined;
}
