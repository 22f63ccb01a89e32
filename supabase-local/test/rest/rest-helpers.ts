import type { TestServer } from '../helpers/test-server.ts';

export interface RawResponse {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

/** A raw /rest/v1 call, for status codes and headers that supabase-js hides. */
export async function rest(
  server: TestServer,
  token: string,
  method: string,
  pathAndQuery: string,
  opts: { headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  const res = await fetch(`${server.url}/rest/v1${pathAndQuery}`, {
    method,
    headers: { apikey: server.anonKey, authorization: `Bearer ${token}`, ...opts.headers },
    body: opts.body,
  });
  const text = await res.text();
  let json: unknown = undefined;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}
