// The toolbar popup: whether the shield runs (a session or a schedule), the time left, what it blocks, and a
// way out that fits: Stop (confirmed first) for an unlocked session, an emergency stop (a typed sentence,
// then a wait) for a locked one, nothing for a schedule. Breaks, when the session has some left.
import { EMERGENCY_STOP_SENTENCE } from '@onething/shared-data/extension-protocol';
import type { ShieldView } from '../shared/messages';
import { askWorker } from '../shared/messages';
import { blockedThisSession, breakLabel, clockTime, scheduleEnd, staleScheduleText } from './shield-texts';
import { countdown, formatTimeLeft } from './time-left';

const $ = (id: string) => document.getElementById(id) as HTMLElement;
let stopCountdowns: Array<() => void> = [];

const listItems = (texts: readonly string[]) =>
  texts.map((text) => Object.assign(document.createElement('li'), { textContent: text }));

function stateText(view: ShieldView): string {
  if (!view.active) return 'Off: nothing is blocked.';
  if (view.breakEndsAt !== null) return `On a break: sites open until ${clockTime(view.breakEndsAt)}.`;
  if (view.source === 'schedule') return 'Active: your blocking schedule is on.';
  if (view.locked) return 'Active and locked: distracting sites are blocked until your session ends.';
  return 'Active: distracting sites are blocked.';
}

function renderEmergency(view: ShieldView) {
  $('emergency').hidden = !view.locked;
  if (!view.locked) return;
  $('emergency-sentence').textContent = `“${EMERGENCY_STOP_SENTENCE}”`;
  const waiting = view.emergencyStopAt !== null;
  $('emergency-form').hidden = waiting;
  $('emergency-help').hidden = waiting;
  $('emergency-wait').hidden = !waiting;
  if (view.emergencyStopAt === null) return;
  const confirm = $('confirm-emergency') as HTMLButtonElement;
  stopCountdowns.push(
    countdown(view.emergencyStopAt, (left) => {
      confirm.disabled = left > 0;
      $('emergency-left').textContent =
        left > 0 ? `You can stop the shield in ${formatTimeLeft(left)}.` : 'You can stop the shield now.';
    }),
  );
}

function render(view: ShieldView) {
  for (const stop of stopCountdowns) stop();
  stopCountdowns = [];
  $('state').textContent = stateText(view);
  $('active').hidden = !view.active;
  $('off-help').hidden = view.active;
  $('stale-plan').hidden = !view.plan?.stale;
  if (view.plan?.stale) $('stale-plan').textContent = staleScheduleText(view.plan.fetchedAt);
  if (view.appOrigin) {
    const link = $('app-link') as HTMLAnchorElement;
    link.href = `${view.appOrigin}/deep-work`;
    link.hidden = false;
  }
  if (!view.active || view.endsAt === null) return;
  $('sites').replaceChildren(
    ...listItems(view.sites),
    ...(view.adultSiteCount > 0 ? listItems([`Adult content (${view.adultSiteCount} sites)`]) : []),
  );
  $('allowlist-card').hidden = view.allowlist === null;
  $('allowlist').replaceChildren(...listItems(view.allowlist ?? []));
  const session = view.source === 'session';
  $('blocked-count').textContent = session ? blockedThisSession(view.blockedCount) : '';
  // A schedule has no stop here (it is changed in Settings); a locked session only has the emergency stop.
  $('stop-actions').hidden = !session || view.locked;
  $('stop').hidden = !session || view.locked;
  const breakButton = $('take-break');
  breakButton.hidden = !session || view.breaksLeft <= 0 || view.breakEndsAt !== null;
  breakButton.textContent = breakLabel(view.breaksLeft);
  renderEmergency(view);
  $('time-heading').textContent = 'Time left';
  if (!session) {
    const end = scheduleEnd(view.endsAt);
    $('time-heading').textContent = end.heading;
    $('time-left').textContent = end.value;
    return;
  }
  stopCountdowns.push(
    countdown(view.breakEndsAt ?? view.endsAt, (left) => {
      $('time-left').textContent = formatTimeLeft(view.breakEndsAt === null ? left : view.endsAt! - Date.now());
      if (left === 0) void refresh();
    }),
  );
}

async function refresh() {
  try {
    render(await askWorker<ShieldView>({ type: 'GET_STATUS' }));
  } catch {
    $('state').textContent = 'The shield could not be reached.';
  }
}

/** Runs a request whose answer is the new view; a refusal is shown in `errorId`. */
async function act(request: Parameters<typeof askWorker>[0], errorId?: string) {
  try {
    render(await askWorker<ShieldView>(request));
    if (errorId) $(errorId).textContent = '';
  } catch (error) {
    if (errorId) $(errorId).textContent = error instanceof Error ? error.message : String(error);
    else await refresh();
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
  $('confirm').hidden = true;
  $('stop-actions').hidden = false;
  await act({ type: 'STOP_FROM_POPUP' });
});
$('take-break').addEventListener('click', () => void act({ type: 'TAKE_BREAK' }));
$('emergency-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const sentence = ($('emergency-input') as HTMLInputElement).value;
  void act({ type: 'BEGIN_EMERGENCY_STOP', sentence }, 'emergency-error');
});
$('confirm-emergency').addEventListener('click', () => void act({ type: 'CONFIRM_EMERGENCY_STOP' }));

void refresh();
