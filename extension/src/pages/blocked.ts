// The page a blocked site redirects to: which site, the user's ONE Thing, the time left and a way back
// to the app. Opening it (not reloading it) counts as one blocked attempt.
import type { BlockedView } from '../shared/messages';
import { askWorker } from '../shared/messages';
import { parseBlockedPageSearch } from './blocked-url';
import { countdown, formatTimeLeft } from './time-left';

const $ = (id: string) => document.getElementById(id) as HTMLElement;

function isFirstView(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.type !== 'reload' && navigation?.type !== 'back_forward';
}

function showOff(url: string | null) {
  $('summary').textContent = 'The shield is off: this site is no longer blocked.';
  $('time-card').hidden = true;
  if (url) {
    const link = $('continue') as HTMLAnchorElement;
    link.href = url;
    link.hidden = false;
  }
}

function render(view: BlockedView, url: string | null) {
  $('goal').textContent = view.goalTitle ?? 'No active ONE Thing';
  if (view.appOrigin) {
    const back = $('back') as HTMLAnchorElement;
    back.href = `${view.appOrigin}/deep-work`;
    back.hidden = false;
  }
  $('blocked-count').textContent = view.active
    ? `${view.blockedCount} ${view.blockedCount === 1 ? 'distraction' : 'distractions'} blocked this session`
    : '';
  if (!view.active || view.endsAt === null) return showOff(url);
  countdown(view.endsAt, (left) => {
    $('time-left').textContent = formatTimeLeft(left);
    // The worker's alarm ends the shield at this moment.
    if (left === 0) showOff(url);
  });
}

async function main() {
  const { site, url } = parseBlockedPageSearch(window.location.search);
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
