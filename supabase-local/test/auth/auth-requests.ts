import { request } from 'node:http';
import type { TestServer } from '../helpers/test-server.ts';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, unknown>;
}

/**
 * One request to the test server from a chosen loopback address: Linux routes all of 127.0.0.0/8 to the
 * loopback interface, so 127.0.0.2, 127.0.0.3 … act as distinct clients for the per-IP rate limits.
 */
export function authRequest(
  server: TestServer,
  method: string,
  pathAndQuery: string,
  options: { body?: unknown; from?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  const url = new URL(pathAndQuery, server.url);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method,
        localAddress: options.from ?? '127.0.0.1',
        headers: {
          apikey: server.anonKey,
          authorization: `Bearer ${server.anonKey}`,
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          let body: Record<string, unknown> = {};
          if (text !== '') {
            try {
              body = JSON.parse(text) as Record<string, unknown>;
            } catch {
              body = { text };
            }
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

export function post(server: TestServer, pathAndQuery: string, body: unknown, from?: string): Promise<RawResponse> {
  return authRequest(server, 'POST', pathAndQuery, { body, from });
}
