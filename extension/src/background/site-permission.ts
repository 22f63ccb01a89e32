// Host permission can only be asked for from an extension page after a click (never from the worker or a
// content script), so a request from the app opens the extension's permission page in a tab; its answer,
// or the tab being closed, goes back to the app tab that asked. One path serves both requests: for one
// site the user added, and for every site at once (the shield's one prompt, so each site it blocks,
// presets and adult list included, shows the blocked page instead of the browser's error page).
import type { AllSitesPermissionAsk } from '@onething/shared-data/extension-protocol';
import { ALL_SITES_ORIGINS, hostPermissionOrigins, siteToDomain } from '../shared/domains';
import type { PermissionRequestView } from '../shared/messages';
import { tellTab } from './app-ports';
import { serially } from './serial';
import { readLocal, readSession, writeLocal, writeSession, type PermissionRequest } from './storage';

/** Changes the open requests one at a time: two requests arriving together must not overwrite each other. */
function updateRequests(change: (requests: PermissionRequest[]) => PermissionRequest[]): Promise<void> {
  return serially(async () => writeSession('permissionRequests', change(await readSession('permissionRequests'))));
}

export const PERMISSION_PAGE_PATH = '/permission.html';

type Asker = Pick<PermissionRequest, 'requestId' | 'appTabId'>;

function answerSite(request: Asker & { site: string }, granted: boolean): void {
  tellTab(request.appTabId, {
    type: 'SITE_PERMISSION_RESPONSE',
    site: request.site,
    granted,
    requestId: request.requestId,
  });
}

function answerAllSites(request: Asker, granted: boolean, prompted: boolean): void {
  tellTab(request.appTabId, { type: 'ALL_SITES_PERMISSION_RESPONSE', requestId: request.requestId, granted, prompted });
}

export function isGranted(origins: readonly string[]): Promise<boolean> {
  return chrome.permissions.contains({ origins: [...origins] }).catch(() => false);
}

/** Keeps the request and opens the permission page for it, next to the app tab that asked. */
async function openPermissionPage(request: PermissionRequest): Promise<void> {
  const url = chrome.runtime.getURL(`${PERMISSION_PAGE_PATH}?requestId=${encodeURIComponent(request.requestId)}`);
  await updateRequests((requests) => [...requests, request]);
  const { appTabId } = request;
  const tab = await chrome.tabs.create({ url, active: true, ...(appTabId !== null ? { openerTabId: appTabId } : {}) });
  await updateRequests((requests) =>
    requests.map((r) => (r.requestId === request.requestId ? { ...r, pageTabId: tab.id ?? null } : r)),
  );
}

/** Answers at once when the permission is already granted (or the site is not a domain); else opens the page. */
export async function requestSitePermission(site: string, requestId: string, appTabId: number | null): Promise<void> {
  const domain = siteToDomain(site);
  if (!domain) return answerSite({ site, requestId, appTabId }, false);
  const origins = hostPermissionOrigins(domain);
  if (await isGranted(origins)) return answerSite({ site, requestId, appTabId }, true);
  await openPermissionPage({ kind: 'site', requestId, site, domain, origins, appTabId, pageTabId: null });
}

/**
 * Access to every site: answered at once when it is granted, when the app only wants to know ('never'), or
 * when this browser was asked before and the app asks only the first time; otherwise the page opens.
 */
export async function requestAllSitesPermission(
  requestId: string,
  ask: AllSitesPermissionAsk,
  appTabId: number | null,
): Promise<void> {
  const request = { requestId, appTabId };
  if (await isGranted(ALL_SITES_ORIGINS)) return answerAllSites(request, true, false);
  // Checked and marked in one step, so two requests arriving together open one page.
  const askNow = await serially(async () => {
    if (ask === 'never' || (ask === 'first-time' && (await readLocal('allSitesAsked')))) return false;
    await writeLocal('allSitesAsked', true);
    return true;
  });
  if (!askNow) return answerAllSites(request, false, false);
  await openPermissionPage({ kind: 'all-sites', ...request, origins: [...ALL_SITES_ORIGINS], pageTabId: null });
}

export async function pendingRequest(requestId: string): Promise<PermissionRequest | null> {
  return (await readSession('permissionRequests')).find((r) => r.requestId === requestId) ?? null;
}

/** What the permission page shows and asks Chrome for. */
export function permissionRequestView(request: PermissionRequest): NonNullable<PermissionRequestView> {
  return request.kind === 'site'
    ? { kind: 'site', site: request.domain, origins: request.origins }
    : { kind: 'all-sites', origins: request.origins };
}

/** Answers the app; closes the permission page unless it is already closed (`pageTabId` null). */
async function settle(request: PermissionRequest, pageTabId: number | null): Promise<boolean> {
  await updateRequests((requests) => requests.filter((r) => r.requestId !== request.requestId));
  // The page reports what the user chose; what Chrome actually granted is what counts.
  const granted = await isGranted(request.origins);
  if (request.kind === 'site') answerSite(request, granted);
  else answerAllSites(request, granted, true);
  if (pageTabId !== null) await chrome.tabs.remove(pageTabId).catch(() => undefined);
  if (request.appTabId !== null) await chrome.tabs.update(request.appTabId, { active: true }).catch(() => undefined);
  return granted;
}

/**
 * The permission page's answer, from the tab it is in (known even when its answer came before the tab's id
 * was kept). Returns whether the permission is now granted.
 */
export async function finishRequest(requestId: string, answeringTabId: number | null): Promise<boolean | null> {
  const request = await pendingRequest(requestId);
  return request ? settle(request, request.pageTabId ?? answeringTabId) : null;
}

/** A permission page closed without an answer counts as "no". */
export async function onTabClosed(tabId: number): Promise<void> {
  const request = (await readSession('permissionRequests')).find((r) => r.pageTabId === tabId);
  if (request) await settle(request, null);
}
