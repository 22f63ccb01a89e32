import { fail } from '../errors.ts';

/**
 * Postgres stores no U+0000 in text or jsonb (it refuses it with 22021 / 22P05), so no auth input may contain
 * one, wherever it would end up: the same 400 for every field, passwords included (they never reach the
 * database, but one rule for all text is simpler to reason about than a rule per column).
 */
export const NUL_CHARACTER_MESSAGE = 'Request must not contain the NUL character (U+0000)';

const NUL = '\u0000';
/** With the u flag a surrogate pair is one code point, so this matches unpaired surrogates only. */
const UNPAIRED_SURROGATE = /\p{Cs}/gu;

export function rejectNul(text: string): void {
  if (text.includes(NUL)) fail(400, 'validation_failed', NUL_CHARACTER_MESSAGE);
}

/**
 * The text as it can be stored: NUL refused, and each unpaired surrogate (a JSON escape such as "\ud800"
 * alone, which jsonb refuses) replaced by U+FFFD, as GoTrue's JSON decoder (Go's encoding/json) does.
 */
export function storableText(text: string): string {
  rejectNul(text);
  return text.replace(UNPAIRED_SURROGATE, '\uFFFD');
}

/**
 * JSON.parse reviver applying storableText to every string value and every object key, at any depth
 * (JSON.parse calls it for the innermost values first, so each object's keys are checked once).
 */
export function storableJson(_key: string, value: unknown): unknown {
  if (typeof value === 'string') return storableText(value);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  if (keys.every((key) => storableText(key) === key)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [storableText(key), item]));
}
