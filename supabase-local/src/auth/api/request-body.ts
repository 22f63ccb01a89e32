import { AuthFailure, fail } from '../errors.ts';
import { storableJson } from './storable-text.ts';

export type JsonObject = Record<string, unknown>;

/** Every auth endpoint reads its body here, so every string and key in it is checked by storableJson. */
export function parseJsonBody(rawBody: string): JsonObject {
  if (rawBody.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody, storableJson);
  } catch (error) {
    if (error instanceof AuthFailure) throw error;
    fail(400, 'bad_json', 'Could not parse request body as JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    fail(400, 'bad_json', 'Request body must be a JSON object');
  }
  return parsed as JsonObject;
}

export function optionalString(body: JsonObject, key: string): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') fail(400, 'validation_failed', `${key} must be a string`);
  return value;
}

export function optionalObject(body: JsonObject, key: string): JsonObject | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) fail(400, 'validation_failed', `${key} must be an object`);
  return value as JsonObject;
}
