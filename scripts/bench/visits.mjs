// Browser side of the byte benchmarks: record every script a page downloads, open routes signed in,
// and wait until a route has really rendered (its page heading, not the error screen) and the network
// is quiet, so lazily loaded chunks are counted too.
import { gzipSync } from 'node:zlib';
import { SESSION_STORAGE_KEY } from './stack.mjs';

/** Records the scripts `page` downloads; `done()` waits for the bodies still being read. */
export function recordScripts(page) {
  /** @type {import('./summary.mjs').ScriptRecord[]} */
  const records = [];
  const pending = new Set();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const work = (async () => {
      const body = await response.body().catch(() => null);
      if (!body) return;
      const sizes = await response
        .request()
        .sizes()
        .catch(() => null);
      records.push({
        url: response.url(),
        raw: body.length,
        gzip: gzipSync(body).length,
        wire: sizes?.responseBodySize ?? 0,
      });
    })();
    pending.add(work);
    void work.finally(() => pending.delete(work));
  });
  return {
    records,
    done: async () => {
      while (pending.size > 0) await Promise.all([...pending]);
      return records;
    },
  };
}

/** A browser context whose pages start signed in as `session` (supabase-js reads it from localStorage). */
export async function signedInContext(browser, session) {
  const context = await browser.newContext();
  if (session)
    await context.addInitScript(
      ([key, value]) => localStorage.setItem(key, value),
      [SESSION_STORAGE_KEY, JSON.stringify(session)],
    );
  return context;
}

/**
 * Resolves once no request has been in flight for `quietMs`. Start it before the action that loads.
 * @param {import('@playwright/test').Page} page
 */
export function networkQuiet(page, { quietMs = 750, timeoutMs = 60_000 } = {}) {
  return new Promise((resolve, reject) => {
    const inflight = new Set();
    let timer;
    const cleanup = () => {
      clearTimeout(timer);
      clearTimeout(deadline);
      page.off('request', onRequest);
      page.off('requestfinished', onDone);
      page.off('requestfailed', onDone);
    };
    const arm = () => {
      clearTimeout(timer);
      if (inflight.size === 0)
        timer = setTimeout(() => {
          cleanup();
          resolve();
        }, quietMs);
    };
    const onRequest = (request) => {
      inflight.add(request);
      arm();
    };
    const onDone = (request) => {
      inflight.delete(request);
      arm();
    };
    const deadline = setTimeout(() => {
      cleanup();
      reject(new Error(`network still busy after ${timeoutMs} ms: ${[...inflight].map((r) => r.url()).join(', ')}`));
    }, timeoutMs);
    page.on('request', onRequest);
    page.on('requestfinished', onDone);
    page.on('requestfailed', onDone);
    arm();
  });
}

const FAILURE_HEADINGS = /^(Something went wrong|Page Not Found|ONE Thing OS could not start)$/i;

/** Keeps the page's errors, so a failed route can say why (a remote that did not load, a bad config). */
function collectErrors(page) {
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

const withErrors = (errors) => (error) => {
  if (errors.length > 0) error.message += `\npage errors:\n  ${errors.slice(0, 5).join('\n  ')}`;
  throw error;
};

/** Waits until the page shows `pathname` with its own h1 (not the error or not-found screen). */
export async function waitForRoute(page, pathname, timeout = 60_000) {
  await page
    .waitForFunction(
      ([expected, failure]) => {
        if (location.pathname !== expected) return false;
        const headings = [...document.querySelectorAll('h1')].map((h) => h.textContent?.trim() ?? '');
        if (headings.some((text) => new RegExp(failure, 'i').test(text))) return true;
        return headings.some((text) => text.length > 0);
      },
      [pathname, FAILURE_HEADINGS.source],
      { timeout },
    )
    .catch(async (error) => {
      throw new Error(`${pathname} did not render (now at ${new URL(page.url()).pathname}): ${error.message}`);
    });
  const headings = await page.locator('h1').allTextContents();
  if (headings.some((text) => FAILURE_HEADINGS.test(text.trim())))
    throw new Error(`${pathname} shows "${headings.join(' / ')}"`);
}

/** A first visit in a fresh context: every script the route needs, nothing cached. */
export async function firstVisit(browser, baseUrl, pathname, session) {
  const context = await signedInContext(browser, session);
  try {
    const page = await context.newPage();
    const errors = collectErrors(page);
    const recorder = recordScripts(page);
    const quiet = networkQuiet(page);
    await page.goto(`${baseUrl}${pathname}`, { waitUntil: 'load' });
    await waitForRoute(page, pathname).catch(withErrors(errors));
    await quiet;
    return await recorder.done();
  } finally {
    await context.close();
  }
}

/**
 * One session: a full load of the first route, then client-side navigation to the others through the
 * sidebar link (hovering it first, as a pointer does, so hover preloading counts), or through the
 * history API when there is no such link. Returns the scripts downloaded at each step.
 */
export async function sessionVisit(browser, baseUrl, pathnames, session) {
  const context = await signedInContext(browser, session);
  try {
    const page = await context.newPage();
    const errors = collectErrors(page);
    const steps = [];
    for (const [index, pathname] of pathnames.entries()) {
      const recorder = recordScripts(page);
      const quiet = networkQuiet(page);
      let how;
      if (index === 0) {
        await page.goto(`${baseUrl}${pathname}`, { waitUntil: 'load' });
        how = 'load';
      } else {
        const link = page.locator(`a[href="${pathname}"]:visible`).first();
        if (await link.count()) {
          await link.click();
          how = 'link';
        } else {
          await page.evaluate((to) => {
            history.pushState(null, '', to);
            dispatchEvent(new PopStateEvent('popstate'));
          }, pathname);
          how = 'history';
        }
      }
      await waitForRoute(page, pathname).catch(withErrors(errors));
      await quiet;
      steps.push({ pathname, how, records: await recorder.done() });
      page.removeAllListeners('response');
    }
    return steps;
  } finally {
    await context.close();
  }
}
