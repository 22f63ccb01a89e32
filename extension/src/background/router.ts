// The worker's one message router. Every message, from a page of this extension or from the app's
// content script, passes the trust check first; app commands are accepted only from the app, page
// commands only from the extension's own pages, each checked for its shape before anything is done.
import { isAppMessage, type AppToExtensionMessage } from '@onething/shared-data/extension-protocol';
import { siteToTarget } from '../shared/domains';
import type { BlockedView, PageRequest, PermissionRequestView, ShieldView, WorkerReply } from '../shared/messages';
import { currentCredentials, forgetUser, saveToken } from './account';
import { fetchActiveGoalTitle } from './backend';
import { flushBlocks, recordBlock } from './block-log';
import { serially } from './serial';
import { blocks, startShield, stopShield, viewOf } from './shield';
import {
  finishRequest,
  pendingRequest,
  permissionRequestView,
  requestAllSitesPermission,
  requestSitePermission,
} from './site-permission';
import { readLocal, writeLocal } from './storage';
import { classifySender } from './trust';

const refuse = (error: string): WorkerReply => ({ ok: false, error });
const done = <T>(value: T): WorkerReply<T> => ({ ok: true, value });

export async function routeMessage(message: unknown, sender: chrome.runtime.MessageSender): Promise<WorkerReply> {
  const kind = classifySender(sender);
  if (kind === 'app') {
    if (!isAppMessage(message)) return refuse('unknown message');
    return handleAppMessage(message, sender);
  }
  if (kind === 'extension-page') {
    if (!isPageRequest(message)) return refuse('unknown message');
    return handlePageRequest(message, sender);
  }
  return refuse('untrusted sender');
}

function isPageRequest(message: unknown): message is PageRequest {
  if (typeof message !== 'object' || message === null) return false;
  const m = message as Record<string, unknown>;
  switch (m.type) {
    case 'GET_STATUS':
    case 'STOP_FROM_POPUP':
      return true;
    case 'BLOCKED_PAGE_SHOWN':
      return typeof m.site === 'string' && typeof m.firstView === 'boolean';
    case 'GET_PERMISSION_REQUEST':
      return typeof m.requestId === 'string';
    case 'PERMISSION_ANSWER':
      return typeof m.requestId === 'string' && typeof m.granted === 'boolean';
    default:
      return false;
  }
}

async function handleAppMessage(
  message: AppToExtensionMessage,
  sender: chrome.runtime.MessageSender,
): Promise<WorkerReply> {
  switch (message.type) {
    case 'AUTH_TOKEN': {
      const account = await serially(() => saveToken(message, sender.origin ?? ''));
      if (!account) return refuse('unreadable token');
      await serially(() => flushBlocks());
      void refreshGoalTitle();
      return done(null);
    }
    case 'LOGOUT':
      await serially(() => forgetUser());
      return done(null);
    case 'START_SHIELD': {
      const { install } = await serially(() => startShield(message));
      void refreshGoalTitle();
      return done(install);
    }
    case 'STOP_SHIELD':
      return done(await serially(() => stopShield(message.reason)));
    case 'REQUEST_SITE_PERMISSION':
      await requestSitePermission(message.site, message.requestId, sender.tab?.id ?? null);
      return done(null);
    case 'REQUEST_ALL_SITES_PERMISSION':
      await requestAllSitesPermission(message.requestId, message.ask, sender.tab?.id ?? null);
      return done(null);
    case 'PING':
      // Answered by the content script itself.
      return done(null);
  }
}

async function handlePageRequest(request: PageRequest, sender: chrome.runtime.MessageSender): Promise<WorkerReply> {
  switch (request.type) {
    case 'GET_STATUS':
      return done<ShieldView>(viewOf(await readLocal('shield'), (await readLocal('account'))?.appOrigin ?? null));
    case 'STOP_FROM_POPUP':
      await serially(() => stopShield('manual_stop'));
      return done(null);
    case 'BLOCKED_PAGE_SHOWN':
      return done<BlockedView>(await blockedPageShown(request.site, request.firstView));
    case 'GET_PERMISSION_REQUEST': {
      const pending = await pendingRequest(request.requestId);
      return done<PermissionRequestView>(pending ? permissionRequestView(pending) : null);
    }
    case 'PERMISSION_ANSWER': {
      const granted = await finishRequest(request.requestId, sender.tab?.id ?? null);
      return granted === null ? refuse('no such request') : done(granted);
    }
  }
}

/** Reads the active ONE Thing's title with the user's token and keeps it for when the backend is out of reach. */
async function refreshGoalTitle(): Promise<string | null> {
  const credentials = await currentCredentials();
  if (!credentials) return null;
  const title = await fetchActiveGoalTitle(credentials.backend, credentials.token);
  if (title !== null) {
    await serially(async () => {
      const state = await readLocal('shield');
      if (state) await writeLocal('shield', { ...state, goalTitle: title });
    });
  }
  return title;
}

/**
 * The blocked page opened: a first view (not a reload) counts as a blocked attempt and is logged. The
 * answer carries what the page shows; the log is written before answering so it is not lost when the
 * worker stops right after.
 */
async function blockedPageShown(site: string, firstView: boolean): Promise<BlockedView> {
  const domain = siteToTarget(site) ?? site;
  const state = await serially(async () => {
    const current = await readLocal('shield');
    return current && firstView && blocks(current, domain) ? recordBlock(current, domain) : current;
  });
  const [title] = await Promise.all([refreshGoalTitle(), serially(() => flushBlocks())]);
  const account = await readLocal('account');
  return { ...viewOf(state, account?.appOrigin ?? null), site: domain, goalTitle: title ?? state?.goalTitle ?? null };
}
