// A site as sent with a permission request to the extension: protocol, www. and a trailing slash stripped.

/** Strips a leading protocol, 'www.' and trailing slashes, as sent with a permission request. */
export function normalizeSiteForPermission(site: string): string {
  return site
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/+$/, '');
}
