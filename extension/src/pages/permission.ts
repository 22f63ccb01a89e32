// Asks Chrome for host permission, for one site or for every site, after the user's click (Chrome refuses
// it otherwise), and hands the outcome to the worker, which answers the app and closes this tab.
import type { PermissionRequestView } from '../shared/messages';
import { askWorker } from '../shared/messages';

const $ = (id: string) => document.getElementById(id) as HTMLElement;
const requestId = new URLSearchParams(window.location.search).get('requestId') ?? '';

function finish(text: string) {
  $('choices').hidden = true;
  $('result').textContent = text;
}

async function answer(granted: boolean) {
  try {
    const allowed = await askWorker<boolean>({ type: 'PERMISSION_ANSWER', requestId, granted });
    finish(allowed ? 'Allowed. You can close this tab.' : 'Not allowed. You can close this tab.');
  } catch {
    finish('This request is no longer open. You can close this tab.');
  }
}

function show(request: NonNullable<PermissionRequestView>) {
  if (request.kind === 'site') {
    $('site').textContent = request.site;
    $('heading').textContent = `Allow blocking ${request.site}?`;
    return;
  }
  document.title = 'Show the blocked page · ONE Thing OS';
  $('heading').textContent = 'Show the blocked page on every blocked site?';
  $('explain-site').hidden = true;
  $('explain-all-sites').hidden = false;
}

async function main() {
  const request = await askWorker<PermissionRequestView>({ type: 'GET_PERMISSION_REQUEST', requestId }).catch(
    () => null,
  );
  if (!request) return finish('This request is no longer open. You can close this tab.');
  show(request);
  $('allow').addEventListener('click', async () => {
    const granted = await chrome.permissions.request({ origins: request.origins }).catch(() => false);
    await answer(granted);
  });
  $('deny').addEventListener('click', () => void answer(false));
}

void main();
