import { randomUUID, timingSafeEqual } from 'node:crypto';
import { isIPv4 } from 'node:net';
import { JSON_CONTENT_TYPE } from './http/send.ts';
import { bearerToken } from './http/jwt.ts';
import type { ApiResponse } from './http/types.ts';

export interface Mail {
  id: string;
  to: string;
  subject: string;
  text: string;
  link: string;
  createdAt: string;
}

/** Local stand-in for the Supabase CLI's mail catcher: mails live in memory for the server's lifetime. */
export class Mailbox {
  private readonly mails: Mail[] = [];

  constructor(private readonly announce: (line: string) => void = () => undefined) {}

  send(mail: Omit<Mail, 'id' | 'createdAt'>): Mail {
    const stored: Mail = { ...mail, id: randomUUID(), createdAt: new Date().toISOString() };
    this.mails.push(stored);
    this.announce(`Mail to ${mail.to}: ${mail.subject} ${mail.link}`);
    return stored;
  }

  /** Newest first. */
  list(to?: string): Mail[] {
    const wanted = to?.toLowerCase();
    return this.mails.filter((mail) => wanted === undefined || mail.to === wanted).reverse();
  }

  clear(): void {
    this.mails.length = 0;
  }
}

export const MAILBOX_PAGE_PATH = '/mailbox';
export const MAILBOX_API_PATH = '/mailbox/messages';

export function isMailboxPath(path: string): boolean {
  return path === MAILBOX_PAGE_PATH || path.startsWith(`${MAILBOX_PAGE_PATH}/`);
}

export interface MailboxRequest {
  method: string;
  url: URL;
  /** The TCP peer's address. */
  remoteAddress: string | undefined;
  /** Lower-case header names. */
  headers: Record<string, string | undefined>;
}

/** Never cached, never sniffed, never embedded in another site's page. */
const PRIVATE_HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
};

/** The page has no script, loads nothing, and cannot be framed (no clickjacking of its links). */
const PAGE_HEADERS = {
  ...PRIVATE_HEADERS,
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'x-frame-options': 'DENY',
};

function mailboxJson(status: number, body: unknown): ApiResponse {
  return { status, headers: { ...PRIVATE_HEADERS, 'content-type': JSON_CONTENT_TYPE }, body: JSON.stringify(body) };
}

function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  const unwrapped = address.toLowerCase().startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return unwrapped === '::1' || (isIPv4(unwrapped) && unwrapped.startsWith('127.'));
}

/**
 * A page elsewhere can point a host name of its own at 127.0.0.1 (DNS rebinding) and then read this server
 * as its own origin; the Host header still carries its name, so only loopback names are served.
 */
function isLoopbackHost(host: string | undefined): boolean {
  if (host === undefined) return false;
  let hostname: string;
  try {
    hostname = new URL(`http://${host}`).hostname;
  } catch {
    return false;
  }
  return hostname === 'localhost' || hostname === '[::1]' || (isIPv4(hostname) && hostname.startsWith('127.'));
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function presentsKey(headers: MailboxRequest['headers'], serviceRoleKey: string): boolean {
  return [headers.apikey, bearerToken(headers.authorization)].some(
    (key) => key !== undefined && sameSecret(key, serviceRoleKey),
  );
}

/**
 * The mailbox holds every confirmation link, so it is served to this machine only (loopback peer and
 * loopback Host) and never with CORS headers: another site's page can neither read it nor frame it. The
 * page itself needs no key, so a developer can open it in a browser; its JSON API (for scripts and
 * tests) also needs the service_role key, as header `apikey` or `Authorization: Bearer`.
 */
export function mailboxResponse(mailbox: Mailbox, serviceRoleKey: string, req: MailboxRequest): ApiResponse {
  if (!isLoopbackAddress(req.remoteAddress) || !isLoopbackHost(req.headers.host)) {
    return mailboxJson(403, { message: 'The mailbox is only served to this machine (localhost)' });
  }
  const path = req.url.pathname;
  if (path === MAILBOX_PAGE_PATH) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return mailboxJson(405, { message: 'Method Not Allowed' });
    return { status: 200, headers: PAGE_HEADERS, body: renderMailboxHtml(mailbox.list()) };
  }
  if (path !== MAILBOX_API_PATH) return mailboxJson(404, { message: 'no Route matched with those values' });
  if (!presentsKey(req.headers, serviceRoleKey))
    return mailboxJson(401, { message: 'The mailbox API requires the service_role key' });
  if (req.method === 'GET') return mailboxJson(200, mailbox.list(req.url.searchParams.get('to') ?? undefined));
  if (req.method === 'DELETE') {
    mailbox.clear();
    return { status: 204, headers: PRIVATE_HEADERS };
  }
  return mailboxJson(405, { message: 'Method Not Allowed' });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function renderMailboxHtml(mails: Mail[]): string {
  const items = mails
    .map(
      (mail) => `<li><p><strong>${escapeHtml(mail.subject)}</strong> to ${escapeHtml(mail.to)}
<small>${escapeHtml(mail.createdAt)}</small></p><p>${escapeHtml(mail.text)}</p>
<p><a href="${escapeHtml(mail.link)}">${escapeHtml(mail.link)}</a></p></li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>supabase-local mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem}li{margin-bottom:1.5rem}a{word-break:break-all}</style>
</head><body><h1>Mailbox</h1>
${mails.length === 0 ? '<p>No mails yet.</p>' : `<ol reversed>${items}</ol>`}
</body></html>`;
}
