// The worker's one message router. Every message, from a page of this extension or from the app's
// content script, passes the trust check first; app commands are accepted only from the app, page
// commands only from the extension's own pages, each checked for its shape before anything is done.
import { isAppMessage, type AppToExtensionMessage } from '@onething/shared-data/extension-protocol';
import { siteToTarget } from '../shared/domains';
import type { BlockedView, PageRequest, PermissionRequestView, ShieldView, WorkerReply } from '../shared/messages';
import { currentCredentials, forgetUser, saveToken } from './account';
import { fetchActiveGoalTitle } from './backend';
import { flushBlocks, recordBlock } from './block-log';
import { flushEmergencyStops, queueEmergencyStop } from './emergency-log';
import { forgetPlan, refreshPlan } from './plan';
import { serially } from './serial';
import {
  beginEmergencyStop,
  blocksNow,
  confirmEmergencyStop,
  startShield,
  stopShield,
  takeBreak,
  viewOf,
  type Refusal,
} from './shield';
import {
  finishRequest,
  pendingRequest,
  permissionRequestView,
  requestAllSitesPermission,
  requestSitePermission,
} from './site-permission';
import { readLocal, writeLocal } from './storage';
import { tellTab } from './app-ports';
import { classifySender } from './trust';

const refuse = (error: string): WorkerReply => ({ ok: false, error });
const done = <T>(value: T): WorkerReply<T> => ({ ok: true, value });
const isRefusal = (value: unknown): value is Refusal =>
  typeof value === 'object' && value !== null && 'refused' in value;
/** The reply to a shield change: its refusal, or the shield as the popup and the blocked page show it. */
async function shieldReply(result: unknown): Promise<WorkerReply> {
  return isRefusal(result) ? refuse(result.refused) : done(await currentView());
}

async function currentView(): Promise<ShieldView> {
  const [state, plan, account] = await Promise.all([readLocal('shield'), readLocal('plan'), readLocal('account')]);
  return viewOf(state, plan, account?.appOrigin ?? null);
}

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
    case 'TAKE_BREAK':
    case 'CONFIRM_EMERGENCY_STOP':
      return true;
    case 'BEGIN_EMERGENCY_STOP':
      return typeof m.sentence === 'string';
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
      const previousUser = (await readLocal('account'))?.userId ?? null;
      const account = await serially(() => saveToken(message, sender.origin ?? ''));
      if (!account) return refuse('unreadable token');
      if (previousUser !== null && previousUser !== account.userId) await serially(() => forgetPlan());
      await serially(() => flushBlocks());
      await serially(() => flushEmergencyStops());
      void refreshGoalTitle();
      void refreshPlan();
      return done(null);
    }
    case 'LOGOUT':
      await serially(async () => {
        await forgetUser();
        await forgetPlan();
      });
      return done(null);
    case 'START_SHIELD': {
      const started = await serially(() => startShield(message));
      void refreshGoalTitle();
      return 'refused' in started ? refuse(started.refused) : done(started.install);
    }
    case 'STOP_SHIELD': {
      const stopped = await serially(() => stopShield(message.reason));
      return 'refused' in stopped ? refuse(stopped.refused) : done(stopped);
    }
    case 'BEGIN_EMERGENCY_STOP':
      return shieldReply(await serially(() => beginEmergencyStop(message.sentence)));
    case 'SHIELD_PLAN_CHANGED':
      await refreshPlan();
      return done(null);
    case 'GET_EXTENSION_INFO':
      tellTab(sender.tab?.id ?? null, {
        type: 'EXTENSION_INFO',
        requestId: message.requestId,
        privateWindowsAllowed: await chrome.extension.isAllowedIncognitoAccess(),
      });
      return done(null);
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
      return done<ShieldView>(await currentView());
    case 'STOP_FROM_POPUP':
      return shieldReply(await serially(() => stopShield('manual_stop')));
    case 'TAKE_BREAK':
      return shieldReply(await serially(() => takeBreak()));
    case 'BEGIN_EMERGENCY_STOP':
      return shieldReply(await serially(() => beginEmergencyStop(request.sentence)));
    case 'CONFIRM_EMERGENCY_STOP': {
      const ended = await serially(async () => {
        const result = await confirmEmergencyStop();
        if (!isRefusal(result)) await queueEmergencyStop(result);
        return result;
      });
      if (!isRefusal(ended)) void serially(() => flushEmergencyStops());
      return shieldReply(ended);
    }
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
  await serially(async () => {
    const current = await readLocal('shield');
    if (firstView && (await blocksNow(domain))) await recordBlock(current, domain);
  });
  const [title] = await Promise.all([refreshGoalTitle(), serially(() => flushBlocks())]);
  const view = await currentView();
  const state = await readLocal('shield');
  return { ...view, site: domain, goalTitle: title ?? state?.goalTitle ?? null };
}
