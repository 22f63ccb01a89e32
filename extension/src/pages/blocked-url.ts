// The blocked page's address: ?site=<listed domain>&url=<the blocked URL, unescaped, always last>.

export type BlockedPageParams = { site: string; url: string | null };

export function parseBlockedPageSearch(search: string): BlockedPageParams {
  const query = search.startsWith('?') ? search.slice(1) : search;
  const urlAt = query.indexOf('url=') === 0 ? 0 : query.indexOf('&url=');
  const head = urlAt === -1 ? query : query.slice(0, urlAt);
  const rawUrl = urlAt === -1 ? null : query.slice(urlAt + (urlAt === 0 ? 4 : 5));
  const site = new URLSearchParams(head).get('site') ?? '';
  return { site, url: rawUrl && isWebUrl(rawUrl) ? rawUrl : null };
}

/** Only http(s) addresses become links: never javascript: or data:. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
