// The extension's service worker. Listeners are registered at the top level (Chrome only delivers
// events to listeners added in the first turn), and each waits for initialisation, which ends a
// shield whose time ran out while the worker or the browser was not running, closes a break that is
// over and installs what blocks now (a session, or the schedule).
import { APP_PORT_NAME, addAppPort, post } from './background/app-ports';
import { currentCredentials } from './background/account';
import { routeMessage } from './background/router';
import { serially } from './background/serial';
import { PLAN_REFRESH_ALARM, PLAN_REFRESH_MINUTES, refreshPlan } from './background/plan';
import { applyBlocking, catchUp, SHIELD_END_ALARM, statusMessage } from './background/shield';
import { onTabClosed } from './background/site-permission';
import { readLocal } from './background/storage';
import { classifySender } from './background/trust';

/** Resolves once the stored shield has been checked against the clock. */
export const ready: Promise<void> = serially(async () => {
  await catchUp();
});

/**
 * Dynamic rules survive restarts and updates; reinstalling them fixes any left from an interrupted change.
 * The plan is fetched again on the way (with a token, which a browser restart drops until the app sends one).
 */
async function reconcileRules(): Promise<void> {
  await ready;
  await serially(() => catchUp());
  await chrome.alarms.create(PLAN_REFRESH_ALARM, { periodInMinutes: PLAN_REFRESH_MINUTES });
  void refreshPlan();
}

chrome.runtime.onMessage.addListener((message, sender, sendResponse) => {
  void ready
    .then(() => routeMessage(message, sender))
    .then(sendResponse, (error: unknown) => sendResponse({ ok: false, error: String(error) }));
  return true;
});

chrome.runtime.onConnect.addListener((port) => {
  if (port.name !== APP_PORT_NAME || port.sender === undefined || classifySender(port.sender) !== 'app') {
    port.disconnect();
    return;
  }
  const sender = port.sender;
  addAppPort(port);
  port.onMessage.addListener((message: unknown) => {
    void ready
      .then(() => routeMessage(message, sender))
      .catch((error: unknown) => console.error('[onething] message failed:', error));
  });
  void ready.then(async () => {
    const [state, plan] = await Promise.all([readLocal('shield'), readLocal('plan')]);
    if (state || plan) post(port, statusMessage(state, plan));
    // After a browser restart the token is gone (it is kept for the browser session only).
    if (!(await currentCredentials())) post(port, { type: 'REQUEST_TOKEN' });
  });
});

chrome.alarms.onAlarm.addListener((alarm) => {
  if (alarm.name === SHIELD_END_ALARM) void ready.then(() => serially(() => catchUp()));
  if (alarm.name === PLAN_REFRESH_ALARM) void ready.then(() => refreshPlan());
});

chrome.runtime.onStartup.addListener(() => void reconcileRules());
chrome.runtime.onInstalled.addListener(() => void reconcileRules());

// A site granted or revoked while the shield runs switches between the blocked page and a plain block.
const onPermissionsChanged = () => void ready.then(() => serially(() => applyBlocking()));
chrome.permissions.onAdded.addListener(onPermissionsChanged);
chrome.permissions.onRemoved.addListener(onPermissionsChanged);

chrome.tabs.onRemoved.addListener((tabId) => void ready.then(() => onTabClosed(tabId)));
