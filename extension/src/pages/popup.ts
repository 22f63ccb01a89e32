// The toolbar popup: whether the shield runs, the time left, what it blocks, and Stop (confirmed first).
import type { ShieldView } from '../shared/messages';
import { askWorker } from '../shared/messages';
import { countdown, formatTimeLeft } from './time-left';

const $ = (id: string) => document.getElementById(id) as HTMLElement;
let stopCountdown: () => void = () => {};

function render(view: ShieldView) {
  stopCountdown();
  $('state').textContent = view.active ? 'Active: distracting sites are blocked.' : 'Off: nothing is blocked.';
  $('active').hidden = !view.active;
  $('off-help').hidden = view.active;
  if (view.appOrigin) {
    const link = $('app-link') as HTMLAnchorElement;
    link.href = `${view.appOrigin}/deep-work`;
    link.hidden = false;
  }
  if (!view.active || view.endsAt === null) return;
  const list = $('sites');
  list.replaceChildren(
    ...view.sites.map((site) => Object.assign(document.createElement('li'), { textContent: site })),
    ...(view.adultSiteCount > 0
      ? [Object.assign(document.createElement('li'), { textContent: `Adult content (${view.adultSiteCount} sites)` })]
      : []),
  );
  $('blocked-count').textContent =
    `${view.blockedCount} ${view.blockedCount === 1 ? 'distraction' : 'distractions'} blocked this session`;
  stopCountdown = countdown(view.endsAt, (left) => {
    $('time-left').textContent = formatTimeLeft(left);
    if (left === 0) void refresh();
  });
}

async function refresh() {
  try {
    render(await askWorker<ShieldView>({ type: 'GET_STATUS' }));
  } catch {
    $('state').textContent = 'The shield could not be reached.';
  }
}

function showConfirm(open: boolean) {
  $('confirm').hidden = !open;
  $('stop-actions').hidden = open;
  (open ? $('cancel-stop') : $('stop')).focus();
}

$('stop').addEventListener('click', () => showConfirm(true));
$('cancel-stop').addEventListener('click', () => showConfirm(false));
$('confirm').addEventListener('keydown', (event) => {
  if (event.key === 'Escape') showConfirm(false);
});
$('confirm-stop').addEventListener('click', async () => {
  await askWorker({ type: 'STOP_FROM_POPUP' });
  $('confirm').hidden = true;
  $('stop-actions').hidden = false;
  await refresh();
});

void refresh();
