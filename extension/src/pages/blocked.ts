// The page a blocked site redirects to: which site, the user's ONE Thing, the time left and a way back
// to the app, and a break when the session allows one. Opening it (not reloading it) counts as one blocked
// attempt.
import type { BlockedView } from '../shared/messages';
import { askWorker } from '../shared/messages';
import { parseBlockedPageSearch } from './blocked-url';
import { blockedThisSession, breakLabel, scheduleEnd } from './shield-texts';
import { countdown, formatTimeLeft } from './time-left';

const $ = (id: string) => document.getElementById(id) as HTMLElement;

function isFirstView(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.type !== 'reload' && navigation?.type !== 'back_forward';
}

function showOff(url: string | null) {
  $('summary').textContent = 'The shield is off: this site is no longer blocked.';
  $('time-card').hidden = true;
  $('take-break').hidden = true;
  if (url) {
    const link = $('continue') as HTMLAnchorElement;
    link.href = url;
    link.hidden = false;
  }
}

function summaryOf(view: BlockedView): string {
  if (view.source === 'schedule') return 'Your blocking schedule is on: this site opens again when it ends.';
  if (view.allowlist) return 'Only your allowed sites open during this session.';
  if (view.locked) return 'Your shield is locked until your session ends.';
  return 'Your distraction shield is on while you focus.';
}

function offerBreak(view: BlockedView, url: string | null) {
  const button = $('take-break') as HTMLButtonElement;
  button.hidden = view.source !== 'session' || view.breaksLeft <= 0;
  button.textContent = breakLabel(view.breaksLeft);
  button.onclick = async () => {
    button.disabled = true;
    try {
      await askWorker({ type: 'TAKE_BREAK' });
      if (url) window.location.replace(url);
      else showOff(null);
    } catch (error) {
      $('break-error').textContent = error instanceof Error ? error.message : String(error);
      button.disabled = false;
    }
  };
}

function render(view: BlockedView, url: string | null) {
  $('goal').textContent = view.goalTitle ?? 'No active ONE Thing';
  if (view.appOrigin) {
    const back = $('back') as HTMLAnchorElement;
    back.href = `${view.appOrigin}/deep-work`;
    back.hidden = false;
  }
  $('blocked-count').textContent = view.source === 'session' ? blockedThisSession(view.blockedCount) : '';
  if (!view.active || view.endsAt === null) return showOff(url);
  $('summary').textContent = summaryOf(view);
  offerBreak(view, url);
  if (view.source === 'schedule') {
    // A schedule may block for days: the moment it ends reads better than a countdown.
    const end = scheduleEnd(view.endsAt);
    $('time-heading').textContent = end.heading;
    $('time-left').textContent = end.value;
    return;
  }
  countdown(view.endsAt, (left) => {
    $('time-left').textContent = formatTimeLeft(left);
    // The worker's alarm ends the block at this moment.
    if (left === 0) showOff(url);
  });
}

/** The site to name: the listed target the rule carried, else (allowlist mode) the blocked URL's host. */
function siteOf(site: string, url: string | null): string {
  if (site || !url) return site;
  return new URL(url).hostname.replace(/^www\./, '');
}

async function main() {
  const { site: listed, url } = parseBlockedPageSearch(window.location.search);
  const site = siteOf(listed, url);
  const name = site || 'This site';
  $('heading').textContent = `${name} is blocked`;
  document.title = `${name} blocked · ONE Thing OS`;
  try {
    render(await askWorker<BlockedView>({ type: 'BLOCKED_PAGE_SHOWN', site, firstView: isFirstView() }), url);
  } catch {
    $('goal').textContent = 'Unavailable';
  }
}

void main();
