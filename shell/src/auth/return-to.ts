// Where a signed-out visitor was going when the guard sent them to /landing, so sign-in can take them
// there instead of to the dashboard (an invite link, a shared calendar view). Kept per tab in
// sessionStorage so it survives the landing → auth → e-mail callback hops, and only ever an in-app path:
// anything else (another origin, "//host", a public page) is ignored so the memory cannot redirect away.
const RETURN_TO_KEY = 'onething.return-to';
const PUBLIC_PATHS = ['/landing', '/auth', '/auth/callback'];

export function isReturnablePath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return false;
  const [pathname = ''] = path.split(/[?#]/, 1);
  return !PUBLIC_PATHS.includes(pathname);
}

export function rememberReturnTo(path: string): void {
  if (path === '/' || !isReturnablePath(path)) return;
  try {
    sessionStorage.setItem(RETURN_TO_KEY, path);
  } catch {
    // Storage can be unavailable (private modes): the user simply lands on the dashboard.
  }
}

/** The remembered path, or '/' when there is none. Does not forget it: see `forgetReturnTo`. */
export function readReturnTo(): string {
  try {
    const stored = sessionStorage.getItem(RETURN_TO_KEY);
    return stored && isReturnablePath(stored) ? stored : '/';
  } catch {
    return '/';
  }
}

/** Called once the signed-in user has reached the remembered path. */
export function forgetReturnTo(currentPath: string): void {
  try {
    if (sessionStorage.getItem(RETURN_TO_KEY) === currentPath) sessionStorage.removeItem(RETURN_TO_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
