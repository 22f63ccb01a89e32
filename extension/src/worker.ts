// The extension's service worker. Listeners are registered at the top level (Chrome only delivers
// events to listeners added in the first turn), and each waits for initialisation, which ends a
// shield whose time ran out while the worker or the browser was not running.
import { APP_PORT_NAME, addAppPort, post } from './background/app-ports';
import { currentCredentials } from './background/account';
import { routeMessage } from './background/router';
import { serially } from './background/serial';
import { endIfExpired, installRules, SHIELD_END_ALARM, statusMessage } from './background/shield';
import { onTabClosed } from './background/site-permission';
import { readLocal } from './background/storage';
import { classifySender } from './background/trust';

/** Resolves once the stored shield has been checked against the clock. */
export const ready: Promise<void> = serially(async () => {
  await endIfExpired();
});

/** Dynamic rules survive restarts and updates; reinstalling them fixes any left from an interrupted change. */
async function reconcileRules(): Promise<void> {
  await ready;
  await serially(async () => {
    if (!(await endIfExpired())) await installRules(await readLocal('shield'));
  });
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
    const state = await readLocal('shield');
    if (state) post(port, statusMessage(state));
    // After a browser restart the token is gone (it is kept for the browser session only).
    if (!(await currentCredentials())) post(port, { type: 'REQUEST_TOKEN' });
  });
});

chrome.alarms.onAlarm.addListener((alarm) => {
  if (alarm.name !== SHIELD_END_ALARM) return;
  void ready.then(() => serially(() => endIfExpired()));
});

chrome.runtime.onStartup.addListener(() => void reconcileRules());
chrome.runtime.onInstalled.addListener(() => void reconcileRules());

// A site granted or revoked while the shield runs switches between the blocked page and a plain block.
const onPermissionsChanged = () =>
  void ready.then(() =>
    serially(async () => {
      const state = await readLocal('shield');
      if (state) await installRules(state);
    }),
  );
chrome.permissions.onAdded.addListener(onPermissionsChanged);
chrome.permissions.onRemoved.addListener(onPermissionsChanged);

chrome.tabs.onRemoved.addListener((tabId) => void ready.then(() => onTabClosed(tabId)));
