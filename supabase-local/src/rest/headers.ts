import type { ApiRequest } from '../http/types.ts';
import { RestError } from './errors.ts';

export interface Preferences {
  return: 'minimal' | 'representation' | 'headers-only' | null;
  count: 'exact' | 'planned' | 'estimated' | null;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null;
  missingDefault: boolean;
  rollback: boolean;
  applied: string[];
}

export function parsePrefer(header: string | undefined): Preferences {
  const prefs: Preferences = { return: null, count: null, resolution: null, missingDefault: false, rollback: false, applied: [] };
  for (const raw of (header ?? '').split(',')) {
    const token = raw.trim();
    const [key, value] = token.split('=').map((s) => s.trim());
    if (key === 'return' && (value === 'minimal' || value === 'representation' || value === 'headers-only')) {
      prefs.return = value;
      prefs.applied.push(token);
    } else if (key === 'count' && (value === 'exact' || value === 'planned' || value === 'estimated')) {
      prefs.count = value;
      prefs.applied.push(token);
    } else if (key === 'resolution' && (value === 'merge-duplicates' || value === 'ignore-duplicates')) {
      prefs.resolution = value;
      prefs.applied.push(token);
    } else if (key === 'missing' && value === 'default') {
      prefs.missingDefault = true;
      prefs.applied.push(token);
    } else if (key === 'tx' && (value === 'rollback' || value === 'commit')) {
      prefs.rollback = value === 'rollback';
      prefs.applied.push(token);
    }
  }
  return prefs;
}

export interface MediaChoice {
  single: boolean;
  stripNulls: boolean;
  contentType: string;
}

const ARRAY_TYPES = new Set(['application/json', 'application/*', '*/*', 'application/vnd.pgrst.array+json', 'application/vnd.pgrst.array']);
const OBJECT_TYPES = new Set(['application/vnd.pgrst.object+json', 'application/vnd.pgrst.object']);

/** Picks the first acceptable media type of the Accept header; unsupported ones answer 406 PGRST107. */
export function chooseMedia(accept: string | undefined): MediaChoice {
  if (!accept || accept.trim() === '') return { single: false, stripNulls: false, contentType: 'application/json; charset=utf-8' };
  for (const range of accept.split(',')) {
    const [type = '', ...params] = range.split(';').map((s) => s.trim().toLowerCase());
    const stripNulls = params.includes('nulls=stripped');
    if (ARRAY_TYPES.has(type)) {
      return { single: false, stripNulls, contentType: 'application/json; charset=utf-8' };
    }
    if (OBJECT_TYPES.has(type)) {
      return { single: true, stripNulls, contentType: 'application/vnd.pgrst.object+json; charset=utf-8' };
    }
  }
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${accept.slice(0, 200)}`);
}

/** Only `public` is exposed, as in the app's hosted project. */
export function checkProfile(req: ApiRequest): void {
  const header = req.method === 'GET' || req.method === 'HEAD' ? req.headers['accept-profile'] : req.headers['content-profile'];
  if (header !== undefined && header.trim() !== 'public') {
    throw new RestError(406, 'PGRST106', 'The schema must be one of the following: public', null, 'Only the following schemas are exposed: public');
  }
}

/** `Range: 0-9` (items); invalid ranges are ignored like PostgREST does. */
export function parseRange(req: ApiRequest): { offset: number; limit: number | null } | null {
  const header = req.headers.range;
  if (!header) return null;
  const unit = req.headers['range-unit'];
  if (unit !== undefined && unit.trim() !== 'items') return null;
  const m = /^\s*(?:items=)?(\d{1,15})-(\d{0,15})\s*$/.exec(header);
  if (!m) return null;
  const from = Number(m[1]);
  const to = m[2] === '' ? null : Number(m[2]);
  if (to !== null && to < from) {
    throw new RestError(416, 'PGRST103', 'Requested range not satisfiable', `The range's lower bound (${from}) is greater than its upper bound (${to}).`);
  }
  return { offset: from, limit: to === null ? null : to - from + 1 };
}
