import { JSON_CONTENT_TYPE } from '../http/send.ts';
import { RestError } from './errors.ts';
import type { RestRequest } from './request.ts';

export interface Preferences {
  return: 'minimal' | 'representation' | 'headers-only' | null;
  count: 'exact' | 'planned' | 'estimated' | null;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null;
  missing: 'default' | 'null' | null;
  tx: 'commit' | 'rollback' | null;
  handling: 'strict' | 'lenient' | null;
  /** `max-affected=n`: enforced only with handling=strict, as in PostgREST. */
  maxAffected: number | null;
  /** Tokens PostgREST does not recognise; refused with handling=strict. */
  invalid: string[];
}

/** What each recognised preference may be set to. */
const PREFERENCE_VALUES = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  tx: ['commit', 'rollback'],
  handling: ['strict', 'lenient'],
} as const;

type Keyed = { -readonly [K in keyof typeof PREFERENCE_VALUES]: (typeof PREFERENCE_VALUES)[K][number] | null };

/**
 * Reads every Prefer header (joined with commas). As in PostgREST the first value of a preference wins,
 * `timezone=` and `max-affected=` are recognised by prefix, and anything else is collected as invalid.
 */
export function parsePrefer(header: string | undefined): Preferences {
  const keyed: Keyed = { return: null, count: null, resolution: null, missing: null, tx: null, handling: null };
  let maxAffected: number | null | undefined;
  const invalid: string[] = [];
  for (const raw of (header ?? '').split(',')) {
    const token = raw.trim();
    if (token === '') continue;
    const eq = token.indexOf('=');
    const key = eq < 0 ? token : token.slice(0, eq);
    const value = eq < 0 ? '' : token.slice(eq + 1);
    if (
      Object.hasOwn(PREFERENCE_VALUES, key) &&
      (PREFERENCE_VALUES[key as keyof Keyed] as readonly string[]).includes(value)
    ) {
      const name = key as keyof Keyed;
      if (keyed[name] === null) (keyed as Record<keyof Keyed, string | null>)[name] = value;
    } else if (key === 'max-affected') {
      // A value that is not a whole number is recognised but has no effect, as in PostgREST.
      if (maxAffected === undefined) maxAffected = /^-?\d{1,15}$/.test(value) ? Number(value) : null;
    } else if (key !== 'timezone') {
      invalid.push(token);
    }
  }
  return { ...keyed, maxAffected: maxAffected ?? null, invalid };
}

/** PostgREST's answer to preferences it does not know when the client asked for strict handling. */
export function checkStrictPreferences(prefs: Preferences): void {
  if (prefs.handling === 'strict' && prefs.invalid.length > 0) {
    throw new RestError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${prefs.invalid.join(', ')}`,
    );
  }
}

/** Whether a strict `max-affected` limit applies to this request. */
export function strictMaxAffected(prefs: Preferences): number | null {
  return prefs.handling === 'strict' ? prefs.maxAffected : null;
}

export function maxAffectedExceeded(affected: number): RestError {
  return new RestError(
    400,
    'PGRST124',
    'Query result exceeds max-affected preference constraint',
    `The query affects ${affected} rows`,
  );
}

export type PreferenceAction = 'read' | 'insert' | 'update' | 'delete' | 'rpc';

/**
 * The Preference-Applied header: the honoured preferences in PostgREST's order, each only for the actions
 * it concerns (resolution for inserts, which refuse it without a conflict target; return and missing for
 * writes; max-affected with strict handling).
 */
export function preferenceApplied(prefs: Preferences, action: PreferenceAction): string | null {
  const write = action === 'insert' || action === 'update' || action === 'delete';
  const values = [
    action === 'insert' && prefs.resolution ? `resolution=${prefs.resolution}` : null,
    (action === 'insert' || action === 'update') && prefs.missing ? `missing=${prefs.missing}` : null,
    write && prefs.return ? `return=${prefs.return}` : null,
    prefs.count ? `count=${prefs.count}` : null,
    prefs.tx ? `tx=${prefs.tx}` : null,
    prefs.handling ? `handling=${prefs.handling}` : null,
    (action === 'update' || action === 'delete' || action === 'rpc') && strictMaxAffected(prefs) !== null
      ? `max-affected=${prefs.maxAffected}`
      : null,
  ].filter((v): v is string => v !== null);
  return values.length > 0 ? values.join(', ') : null;
}

export interface MediaChoice {
  single: boolean;
  stripNulls: boolean;
  contentType: string;
}

const ARRAY_TYPES = new Set([
  'application/json',
  'application/*',
  '*/*',
  'application/vnd.pgrst.array+json',
  'application/vnd.pgrst.array',
]);
const OBJECT_TYPES = new Set(['application/vnd.pgrst.object+json', 'application/vnd.pgrst.object']);

/** Picks the first acceptable media type of the Accept header; unsupported ones answer 406 PGRST107. */
export function chooseMedia(accept: string | undefined): MediaChoice {
  if (!accept || accept.trim() === '') return { single: false, stripNulls: false, contentType: JSON_CONTENT_TYPE };
  for (const range of accept.split(',')) {
    const [type = '', ...params] = range.split(';').map((s) => s.trim().toLowerCase());
    const stripNulls = params.includes('nulls=stripped');
    if (ARRAY_TYPES.has(type)) {
      return { single: false, stripNulls, contentType: JSON_CONTENT_TYPE };
    }
    if (OBJECT_TYPES.has(type)) {
      return { single: true, stripNulls, contentType: 'application/vnd.pgrst.object+json; charset=utf-8' };
    }
  }
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${accept.slice(0, 200)}`);
}

/** Only `public` is exposed, as in the app's hosted project. */
export function checkProfile(req: RestRequest): void {
  const header =
    req.method === 'GET' || req.method === 'HEAD' ? req.headers['accept-profile'] : req.headers['content-profile'];
  if (header !== undefined && header.trim() !== 'public') {
    throw new RestError(
      406,
      'PGRST106',
      'The schema must be one of the following: public',
      null,
      'Only the following schemas are exposed: public',
    );
  }
}

/** `Range: 0-9` (items); invalid ranges are ignored like PostgREST does. */
export function parseRange(req: RestRequest): { offset: number; limit: number | null } | null {
  const header = req.headers.range;
  if (!header) return null;
  const unit = req.headers['range-unit'];
  if (unit !== undefined && unit.trim() !== 'items') return null;
  const m = /^\s*(?:items=)?(\d{1,15})-(\d{0,15})\s*$/.exec(header);
  if (!m) return null;
  const from = Number(m[1]);
  const to = m[2] === '' ? null : Number(m[2]);
  if (to !== null && to < from) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `The range's lower bound (${from}) is greater than its upper bound (${to}).`,
    );
  }
  return { offset: from, limit: to === null ? null : to - from + 1 };
}
