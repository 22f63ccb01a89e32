import type { Catalog, FunctionArg, FunctionInfo } from './catalog.ts';
import { RestError } from './errors.ts';
import { invalidJson, parseJsonBody } from './json-body.ts';
import type { RestRequest } from './request.ts';

/** How a POST body reaches a function with a single unnamed parameter, by its Content-Type (as in PostgREST). */
export type BodyMedia = 'json' | 'text' | 'xml' | 'bytea';

/** The parameter type each body kind can be passed to whole; JSON goes to json or jsonb. */
const UNNAMED_TYPES: Record<BodyMedia, readonly string[]> = {
  json: ['json', 'jsonb'],
  text: ['text'],
  xml: ['xml'],
  bytea: ['bytea'],
};
const UNNAMED_TYPE_SET = new Set(Object.values(UNNAMED_TYPES).flat());

/** The function to call and how its arguments travel. */
export type FoundFunction = {
  info: FunctionInfo;
  /** Query parameters taken as arguments (GET and HEAD), not filters on the result. */
  fromQuery: Set<string>;
} & (
  | { call: 'named'; args: Record<string, unknown>; keys: string[] }
  /** The single unnamed parameter receives the whole body, cast to its type. */
  | { call: 'positional'; arg: FunctionArg; body: string }
);

function bodyMediaOf(req: RestRequest): BodyMedia {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type === 'text/plain') return 'text';
  if (type === 'text/xml') return 'xml';
  if (type === 'application/octet-stream') return 'bytea';
  return 'json';
}

/** The only parameter, unnamed, of a type a whole body can be passed to; null for any other function. */
function singleUnnamed(fn: FunctionInfo): FunctionArg | null {
  const [arg, ...rest] = fn.args;
  return arg !== undefined && rest.length === 0 && arg.name === '' && UNNAMED_TYPE_SET.has(arg.type) ? arg : null;
}

/**
 * PostgREST only knows functions whose parameters all have names, or that have one unnamed parameter of a
 * type a body can be passed to; any other unnamed parameter cannot be given by name, so the function is
 * treated as absent rather than called with invalid SQL.
 */
function callable(fn: FunctionInfo): boolean {
  return fn.args.every((a) => a.name !== '') || singleUnnamed(fn) !== null;
}

/** Required parameters all given and every key a parameter; an unnamed parameter is the key "". */
function matchesKeys(fn: FunctionInfo, keys: string[]): boolean {
  const names = new Set(fn.args.map((a) => a.name));
  return keys.every((k) => names.has(k)) && fn.args.every((a) => a.hasDefault || keys.includes(a.name));
}

/** PostgREST's 404 PGRST202; `media` is null for GET and HEAD, where no body can stand in for a parameter. */
function notFound(name: string, keys: string[], media: BodyMedia | null): RestError {
  const sorted = [...keys].sort();
  const bodyOnly = media !== null && media !== 'json';
  const listed = sorted.length === 0 ? ' without parameters' : `(${sorted.join(', ')})`;
  const withKeys =
    sorted.length === 0 ? ' without parameters' : ` with parameter${sorted.length > 1 ? 's' : ''} ${sorted.join(', ')}`;
  const searched =
    media === null
      ? withKeys
      : media === 'json'
        ? `${withKeys} or with a single unnamed json/jsonb parameter`
        : ` with a single unnamed ${media} parameter`;
  return new RestError(
    404,
    'PGRST202',
    `Could not find the function public.${name}${bodyOnly ? '' : listed} in the schema cache`,
    `Searched for the function public.${name}${searched}, but no matches were found in the schema cache.`,
    null,
    { catalogMiss: true },
  );
}

function ambiguous(name: string, fns: FunctionInfo[]): RestError {
  const signatures = fns.map((f) => `public.${name}(${f.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`);
  return new RestError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${signatures.join(', ')}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  );
}

interface Arguments {
  /** Named arguments; null when the body is not a JSON object (it can then only be passed whole). */
  args: Record<string, unknown> | null;
  keys: string[];
  fromQuery: Set<string>;
}

function readArgs(req: RestRequest, fns: FunctionInfo[], media: BodyMedia | null): Arguments {
  if (media === null) {
    // GET/HEAD: query parameters naming an argument are arguments, the rest are filters on the result.
    const names = new Set(fns.flatMap((f) => f.args.map((a) => a.name)).filter((n) => n !== ''));
    const args: Record<string, unknown> = {};
    for (const [key, value] of req.url.searchParams) if (names.has(key)) args[key] = value;
    return { args, keys: Object.keys(args), fromQuery: new Set(Object.keys(args)) };
  }
  if (media !== 'json') return { args: null, keys: [], fromQuery: new Set() };
  if (req.rawBody.trim() === '') return { args: {}, keys: [], fromQuery: new Set() };
  const body = parseJsonBody(req.rawBody);
  if (Array.isArray(body)) return { args: null, keys: [], fromQuery: new Set() };
  if (typeof body !== 'object' || body === null) throw invalidJson('The arguments must be a JSON object.');
  return { args: body as Record<string, unknown>, keys: Object.keys(body), fromQuery: new Set() };
}

/**
 * Finds the function a call means, as PostgREST does: by the names of its arguments first (the fewest
 * parameters wins among several), then, for POST, a function with a single unnamed parameter of the body's
 * type, which receives the whole body (any JSON object or array for json/jsonb, the text for text or xml).
 */
export function findFunction(req: RestRequest, catalog: Catalog, name: string): FoundFunction {
  const fns = (catalog.functions.get(name) ?? []).filter(callable);
  const media = req.method === 'POST' ? bodyMediaOf(req) : null;
  const { args, keys, fromQuery } = readArgs(req, fns, media);
  if (args !== null) {
    const named = fns.filter((f) => matchesKeys(f, keys)).sort((a, b) => a.args.length - b.args.length);
    const info = named[0];
    if (info) {
      const arg = singleUnnamed(info);
      // The key "" names the unnamed parameter; like PostgREST, that parameter then gets the whole body.
      if (arg && keys.includes('')) return { info, fromQuery, call: 'positional', arg, body: req.rawBody };
      return { info, fromQuery, call: 'named', args, keys };
    }
  }
  if (media === null) throw notFound(name, keys, media);
  const accepted = UNNAMED_TYPES[media];
  const whole = fns.filter((f) => accepted.includes(singleUnnamed(f)?.type ?? ''));
  if (whole.length > 1) throw ambiguous(name, whole);
  const info = whole[0];
  const arg = info ? singleUnnamed(info) : null;
  if (!info || !arg) {
    if (args === null && media === 'json') throw invalidJson('The arguments must be a JSON object.');
    throw notFound(name, keys, media);
  }
  if (media === 'bytea') {
    throw new RestError(
      400,
      'PGRST102',
      'Content-Type not acceptable: application/octet-stream',
      'supabase-local reads request bodies as text, so a function with a single unnamed bytea parameter cannot be called.',
    );
  }
  // An empty JSON body stands for the empty object, as in PostgREST.
  const body = media === 'json' && req.rawBody.trim() === '' ? '{}' : req.rawBody;
  return { info, fromQuery, call: 'positional', arg, body };
}
