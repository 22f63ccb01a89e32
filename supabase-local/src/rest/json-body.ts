import { RestError } from './errors.ts';

/**
 * Deepest nesting of arrays and objects a request body may have. Real payloads stay far below; deeper ones
 * overflow the JavaScript stack when serialised again and can stall Postgres's JSON parser.
 */
export const MAX_JSON_DEPTH = 1000;

export function invalidJson(details: string | null = null): RestError {
  return new RestError(400, 'PGRST102', 'Empty or invalid json', details);
}

/** Nesting depth of a JSON text, counted without parsing it (brackets inside strings do not count). */
export function jsonNestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 92 /* \ */) i++;
      else if (code === 34 /* " */) inString = false;
    } else if (code === 34) {
      inString = true;
    } else if (code === 91 /* [ */ || code === 123 /* { */) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (code === 93 /* ] */ || code === 125 /* } */) {
      depth--;
    }
  }
  return deepest;
}

/** A request body as JSON; empty, malformed or too deeply nested bodies answer PostgREST's 400 PGRST102. */
export function parseJsonBody(raw: string): unknown {
  if (raw.trim() === '') throw invalidJson();
  const depth = jsonNestingDepth(raw);
  if (depth > MAX_JSON_DEPTH)
    throw invalidJson(`The JSON nests ${depth} levels deep; at most ${MAX_JSON_DEPTH} are accepted.`);
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw invalidJson();
  }
}
