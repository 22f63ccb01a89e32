// Host permission for a site can only be asked for from an extension page after a click (never from
// the worker or a content script), so a request from the app opens the extension's permission page in
// a tab; its answer, or the tab being closed, goes back to the app tab that asked.
import { hostPermissionOrigins, siteToDomain } from '../shared/domains';
import { tellTab } from './app-ports';
import { serially } from './serial';
import { readSession, writeSession, type PermissionRequest } from './storage';

/** Changes the open requests one at a time: two requests arriving together must not overwrite each other. */
function updateRequests(change: (requests: PermissionRequest[]) => PermissionRequest[]): Promise<void> {
  return serially(async () => writeSession('permissionRequests', change(await readSession('permissionRequests'))));
}

export const PERMISSION_PAGE_PATH = '/permission.html';

function answer(request: Pick<PermissionRequest, 'site' | 'requestId' | 'appTabId'>, granted: boolean): void {
  tellTab(request.appTabId, { type: 'SITE_PERMISSION_RESPONSE', site: request.site, granted, requestId: request.requestId });
}

export function isGranted(domain: string): Promise<boolean> {
  return chrome.permissions.contains({ origins: hostPermissionOrigins(domain) }).catch(() => false);
}

/** Answers at once when the permission is already granted (or the site is not a domain); else opens the page. */
export async function requestSitePermission(site: string, requestId: string, appTabId: number | null): Promise<void> {
  const domain = siteToDomain(site);
  if (!domain) return answer({ site, requestId, appTabId }, false);
  if (await isGranted(domain)) return answer({ site, requestId, appTabId }, true);
  const url = chrome.runtime.getURL(`${PERMISSION_PAGE_PATH}?requestId=${encodeURIComponent(requestId)}`);
  const request: PermissionRequest = { requestId, site, domain, appTabId, pageTabId: null };
  await updateRequests((requests) => [...requests, request]);
  const tab = await chrome.tabs.create({ url, active: true, ...(appTabId !== null ? { openerTabId: appTabId } : {}) });
  await updateRequests((requests) => requests.map((r) => (r.requestId === requestId ? { ...r, pageTabId: tab.id ?? null } : r)));
}

export async function pendingRequest(requestId: string): Promise<PermissionRequest | null> {
  return (await readSession('permissionRequests')).find((r) => r.requestId === requestId) ?? null;
}

async function settle(request: PermissionRequest, closePage: boolean): Promise<boolean> {
  await updateRequests((requests) => requests.filter((r) => r.requestId !== request.requestId));
  // The page reports what the user chose; what Chrome actually granted is what counts.
  const granted = await isGranted(request.domain);
  answer(request, granted);
  if (closePage && request.pageTabId !== null) await chrome.tabs.remove(request.pageTabId).catch(() => undefined);
  if (request.appTabId !== null) await chrome.tabs.update(request.appTabId, { active: true }).catch(() => undefined);
  return granted;
}

/** The permission page's answer. Returns whether the site is now granted. */
export async function finishRequest(requestId: string): Promise<boolean | null> {
  const request = await pendingRequest(requestId);
  return request ? settle(request, true) : null;
}

/** A permission page closed without an answer counts as "no". */
export async function onTabClosed(tabId: number): Promise<void> {
  const request = (await readSession('permissionRequests')).find((r) => r.pageTabId === tabId);
  if (request) await settle(request, false);
}
