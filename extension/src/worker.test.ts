import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXTENSION_SOURCE } from '@onething/shared-data/extension-protocol';
import {
  ANON_KEY,
  API_URL,
  SESSION_ID,
  USER_ID,
  app,
  fakeToken,
  restartWorker,
  startHarness,
  startMessage,
  tokenMessage,
  type Harness,
} from './testing/worker-harness';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const MINUTE = 60_000;

/** An app tab connected to the worker that sent these messages; resolves once the worker handled them. */
async function appSends(h: Harness, ...messages: unknown[]) {
  const client = h.t.connect(h.t.appSender());
  for (const message of messages) client.send(message);
  await vi.waitFor(() =>
    expect(h.fake.chrome.declarativeNetRequest.updateCalls + client.received.length).toBeGreaterThan(0),
  );
  return client;
}

async function startedShield(h: Harness, overrides: Record<string, unknown> = {}) {
  const client = h.t.connect(h.t.appSender());
  client.send(startMessage(overrides));
  await vi.waitFor(() => expect(client.received.some((m) => m.type === 'SHIELD_STATUS' && m.active)).toBe(true));
  return client;
}

describe('trust check', () => {
  it('refuses app commands from web pages, other extensions and frames, and from the extension pages', async () => {
    const h = await startHarness();
    const start = startMessage();
    const forged = [
      { ...h.t.appSender('https://evil.example/'), origin: 'https://evil.example' },
      { ...h.t.appSender(), id: 'another-extension' },
      { ...h.t.appSender(), frameId: 3 },
      { ...h.t.appSender(), url: 'https://evil.example/page' },
      { ...h.t.appSender(), tab: undefined },
    ];
    for (const sender of forged) {
      expect(await h.t.send(start, sender)).toEqual({ ok: false, error: 'untrusted sender' });
    }
    expect(await h.t.send(start, h.t.pageSender('popup.html'))).toEqual({ ok: false, error: 'unknown message' });
    expect(h.t.rules).toEqual([]);
  });

  it('refuses page commands from the app and closes ports that are not the app', async () => {
    const h = await startHarness();
    await startedShield(h);
    expect(await h.t.send({ type: 'STOP_FROM_POPUP' }, h.t.appSender())).toEqual({
      ok: false,
      error: 'unknown message',
    });
    expect(h.t.rules).toHaveLength(1);
    const intruder = h.t.connect({ ...h.t.appSender('https://evil.example/'), origin: 'https://evil.example' });
    expect(intruder.disconnected).toBe(true);
  });

  it('accepts an app command from the app origin on any local port', async () => {
    const h = await startHarness();
    const reply = await h.t.send(startMessage(), h.t.appSender('http://127.0.0.1:4200/deep-work'));
    expect(reply).toMatchObject({ ok: true });
    expect(h.t.rules).toHaveLength(1);
  });
});

describe('blocking rules', () => {
  it('installs one rule per domain in one update; a granted site redirects to the blocked page with its URL, subdomains included', async () => {
    const h = await startHarness();
    h.t.grant('youtube.com');
    const updatesBefore = h.fake.chrome.declarativeNetRequest.updateCalls;
    await startedShield(h, { sites: ['https://www.youtube.com/', 'reddit.com', 'not a domain'] });
    expect(h.fake.chrome.declarativeNetRequest.updateCalls).toBe(updatesBefore + 1);
    expect(h.t.rules).toHaveLength(2);
    const blockedPage = `${h.t.origin}/blocked.html`;
    expect(h.t.navigate('https://m.youtube.com/watch?v=1&t=2')).toEqual({
      action: 'redirect',
      url: `${blockedPage}?site=youtube.com&url=https://m.youtube.com/watch?v=1&t=2`,
      ruleId: 1,
    });
    expect(h.t.navigate('https://youtube.com/')).toMatchObject({ action: 'redirect' });
    expect(h.t.navigate('https://notyoutube.com/')).toEqual({ action: 'allow' });
  });

  it('falls back to a plain block where host permission is missing', async () => {
    const h = await startHarness();
    await startedShield(h, { sites: ['reddit.com'] });
    expect(h.t.rules[0]?.action.type).toBe('block');
    expect(h.t.navigate('https://old.reddit.com/r/all')).toMatchObject({ action: 'block' });
  });

  it('never blocks allowed domains, nor the adult list unless asked', async () => {
    const h = await startHarness();
    h.t.grant('youtube.com');
    await startedShield(h, {
      sites: ['youtube.com', 'wikipedia.org'],
      allowedDomains: ['music.youtube.com', 'wikipedia.org'],
    });
    expect(h.t.navigate('https://music.youtube.com/')).toEqual({ action: 'allow' });
    expect(h.t.navigate('https://www.youtube.com/')).toMatchObject({ action: 'redirect' });
    expect(h.t.navigate('https://en.wikipedia.org/')).toEqual({ action: 'allow' });
    expect(h.t.navigate('https://www.pornhub.com/')).toEqual({ action: 'allow' });
  });

  it('blocks the adult list (50+ domains) when the app asks for it', async () => {
    const h = await startHarness();
    const client = await startedShield(h, { sites: [], blockAdultContent: true });
    expect(h.t.rules.length).toBeGreaterThanOrEqual(50);
    expect(h.t.navigate('https://www.pornhub.com/')).toMatchObject({ action: 'block' });
    expect(client.received.at(-1)).toMatchObject({ type: 'SHIELD_STATUS', active: true });
  });

  it('a repeated START_SHIELD (resume) replaces the end time and the sites and keeps the count of the same session', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const h = await startHarness();
    const client = await startedShield(h, { sites: ['youtube.com'], durationMinutes: 25 });
    const first = client.received.at(-1).endsAt as number;
    await h.t.send(
      { type: 'BLOCKED_PAGE_SHOWN', site: 'youtube.com', firstView: true },
      h.t.pageSender('blocked.html', 7),
    );
    vi.setSystemTime(Date.now() + 10 * MINUTE);
    const resumedAt = Date.now();
    client.send(startMessage({ sites: ['reddit.com'], durationMinutes: 5 }));
    await vi.waitFor(() => expect(client.received.at(-1).endsAt).toBeLessThan(first));
    const endsAt = client.received.at(-1).endsAt as number;
    expect(endsAt - resumedAt - 5 * MINUTE).toBeGreaterThanOrEqual(0);
    expect(endsAt - resumedAt - 5 * MINUTE).toBeLessThan(1000);
    expect(client.received.at(-1).blockedCount).toBe(1);
    expect((await h.fake.chrome.alarms.get('shield-end'))?.scheduledTime).toBe(endsAt);
    expect(h.t.navigate('https://youtube.com/')).toEqual({ action: 'allow' });
    expect(h.t.navigate('https://reddit.com/')).toMatchObject({ action: 'block' });
  });

  it('switches a site to the blocked page once its permission is granted while the shield runs', async () => {
    const h = await startHarness();
    await startedShield(h, { sites: ['youtube.com'] });
    expect(h.t.navigate('https://youtube.com/')).toMatchObject({ action: 'block' });
    await h.fake.chrome.permissions.request({ origins: ['*://youtube.com/*', '*://*.youtube.com/*'] });
    await vi.waitFor(() => expect(h.t.navigate('https://youtube.com/')).toMatchObject({ action: 'redirect' }));
  });
});

describe('surviving worker stops and browser restarts', () => {
  it('keeps blocking after the worker stops, and a new worker still knows the shield', async () => {
    const h = await startHarness();
    h.t.grant('youtube.com');
    await startedShield(h);
    const h2 = await restartWorker(h);
    expect(h2.t.navigate('https://youtube.com/')).toMatchObject({ action: 'redirect' });
    const status = await h2.t.send({ type: 'GET_STATUS' }, h2.t.pageSender('popup.html'));
    expect(status).toMatchObject({ ok: true, value: { active: true, sites: ['youtube.com'] } });
  });

  it('after a browser restart before the end time the rules stay; after it, the shield has ended itself', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const h = await startHarness();
    await startedShield(h, { durationMinutes: 25 });
    h.t.restartBrowser();
    vi.setSystemTime(Date.now() + 10 * MINUTE);
    const h2 = await startHarness(h.fake, h.backend);
    h2.fake.chrome.runtime.onStartup.emit();
    // Reconciled: the rules installed again and the plan's refresh alarm set.
    await vi.waitFor(async () => expect(await h2.fake.chrome.alarms.get('shield-plan-refresh')).toBeDefined());
    expect(h2.t.navigate('https://youtube.com/')).toMatchObject({ action: 'block' });

    h2.t.restartBrowser();
    vi.setSystemTime(Date.now() + 20 * MINUTE);
    const h3 = await startHarness(h.fake, h.backend);
    expect(h3.t.rules).toEqual([]);
    expect(h3.t.navigate('https://youtube.com/')).toEqual({ action: 'allow' });
    expect(await h3.fake.chrome.alarms.get('shield-end')).toBeUndefined();
    expect(await h3.t.send({ type: 'GET_STATUS' }, h3.t.pageSender('popup.html'))).toMatchObject({
      value: { active: false },
    });
  });

  it('ends at its end time by the alarm and tells the app why', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const h = await startHarness();
    const client = await startedShield(h, { durationMinutes: 1 });
    vi.setSystemTime(Date.now() + MINUTE);
    h.t.fireDueAlarms();
    await vi.waitFor(() =>
      expect(client.received.at(-1)).toEqual({
        source: EXTENSION_SOURCE,
        type: 'SHIELD_STATUS',
        active: false,
        reason: 'timer_expired',
        blockedCount: 0,
      }),
    );
    expect(h.t.rules).toEqual([]);
  });
});

describe('blocked page, token and block log', () => {
  it('counts a first view, writes the block log as the user with the session, and shows the ONE Thing and end time', async () => {
    const h = await startHarness();
    const client = await startedShield(h);
    client.send(tokenMessage());
    await vi.waitFor(async () => expect((await h.fake.chrome.storage.session.get('token')).token).toBeTruthy());
    const reply = await h.t.send(
      { type: 'BLOCKED_PAGE_SHOWN', site: 'youtube.com', firstView: true },
      h.t.pageSender('blocked.html', 9),
    );
    expect(reply).toMatchObject({
      ok: true,
      value: {
        site: 'youtube.com',
        active: true,
        blockedCount: 1,
        goalTitle: 'Ship the companion extension',
        appOrigin: 'http://localhost:4300',
      },
    });
    expect(h.backend.logs).toEqual([
      { user_id: USER_ID, domain: 'youtube.com', session_id: SESSION_ID, blocked_at: expect.any(String) },
    ]);
    const insert = h.backend.calls.find((c) => c.method === 'POST');
    expect(insert?.headers).toMatchObject({ apikey: ANON_KEY, authorization: `Bearer ${fakeToken()}` });
    expect(client.received.at(-1)).toMatchObject({ type: 'SHIELD_STATUS', active: true, blockedCount: 1 });

    // A reload of the blocked page is not another attempt.
    await h.t.send(
      { type: 'BLOCKED_PAGE_SHOWN', site: 'youtube.com', firstView: false },
      h.t.pageSender('blocked.html', 9),
    );
    expect(h.backend.logs).toHaveLength(1);
    // The token only ever goes to the backend the app named.
    expect(h.backend.calls.every((c) => c.url.startsWith(`${API_URL}/rest/v1/`))).toBe(true);
  });

  it('after a browser restart keeps attempts until the app sends a token again, then writes them', async () => {
    const first = await startHarness();
    (await startedShield(first)).send(tokenMessage());
    await vi.waitFor(async () => expect((await first.fake.chrome.storage.session.get('token')).token).toBeTruthy());
    first.t.restartBrowser();
    const h = await startHarness(first.fake, first.backend);
    const client = h.t.connect(h.t.appSender());
    await h.t.send(
      { type: 'BLOCKED_PAGE_SHOWN', site: 'youtube.com', firstView: true },
      h.t.pageSender('blocked.html', 9),
    );
    expect(h.backend.logs).toEqual([]);
    expect(client.received.some((m) => m.type === 'REQUEST_TOKEN')).toBe(true);
    client.send(tokenMessage());
    await vi.waitFor(() => expect(h.backend.logs).toHaveLength(1));
  });

  it('logs a session id that is not a database row id as no session', async () => {
    const h = await startHarness();
    const client = await startedShield(h, { sessionId: 'local-42' });
    client.send(tokenMessage());
    await vi.waitFor(async () => expect((await h.fake.chrome.storage.session.get('token')).token).toBeTruthy());
    await h.t.send(
      { type: 'BLOCKED_PAGE_SHOWN', site: 'youtube.com', firstView: true },
      h.t.pageSender('blocked.html', 9),
    );
    expect(h.backend.logs).toEqual([expect.objectContaining({ session_id: null })]);
  });

  it('forgets the token on LOGOUT, and a browser restart forgets it too', async () => {
    const h = await startHarness();
    const client = await appSends(h, tokenMessage());
    await vi.waitFor(async () => expect((await h.fake.chrome.storage.session.get('token')).token).toBeTruthy());
    expect(await h.fake.chrome.storage.local.get(null)).not.toHaveProperty('token');
    client.send(app({ type: 'LOGOUT' }));
    await vi.waitFor(async () => expect((await h.fake.chrome.storage.session.get('token')).token).toBeNull());
  });
});

describe('popup', () => {
  it('Stop ends the shield and tells the app it was a manual stop', async () => {
    const h = await startHarness();
    const client = await startedShield(h);
    expect(await h.t.send({ type: 'STOP_FROM_POPUP' }, h.t.pageSender('popup.html'))).toMatchObject({
      ok: true,
      value: { active: false },
    });
    expect(h.t.rules).toEqual([]);
    expect(client.received.at(-1)).toMatchObject({ type: 'SHIELD_STATUS', active: false, reason: 'manual_stop' });
  });

  it('STOP_SHIELD from the app removes the rules and the alarm', async () => {
    const h = await startHarness();
    const client = await startedShield(h);
    client.send(app({ type: 'STOP_SHIELD', reason: 'step_completed' }));
    await vi.waitFor(() => expect(client.received.at(-1)).toMatchObject({ active: false, reason: 'step_completed' }));
    expect(h.t.rules).toEqual([]);
    expect(await h.fake.chrome.alarms.get('shield-end')).toBeUndefined();
  });
});

describe('site permission', () => {
  it('opens the permission page and answers the asking tab with what Chrome granted', async () => {
    const h = await startHarness();
    const client = h.t.connect(h.t.appSender('http://localhost:4300/settings', 5));
    client.send(app({ type: 'REQUEST_SITE_PERMISSION', site: 'youtube.com', requestId: 'r1' }));
    await vi.waitFor(() => expect(h.t.tabs.size).toBe(1));
    const [tab] = [...h.t.tabs.values()];
    expect(tab?.url).toBe(`${h.t.origin}/permission.html?requestId=r1`);
    expect(tab?.openerTabId).toBe(5);
    const page = h.t.pageSender('permission.html?requestId=r1', tab?.id);
    expect(await h.t.send({ type: 'GET_PERMISSION_REQUEST', requestId: 'r1' }, page)).toEqual({
      ok: true,
      value: { kind: 'site', site: 'youtube.com', origins: ['*://youtube.com/*', '*://*.youtube.com/*'] },
    });
    // The page asked Chrome after the user's click, and the user allowed it.
    await h.fake.chrome.permissions.request({ origins: ['*://youtube.com/*', '*://*.youtube.com/*'] });
    expect(await h.t.send({ type: 'PERMISSION_ANSWER', requestId: 'r1', granted: true }, page)).toEqual({
      ok: true,
      value: true,
    });
    expect(client.received.find((m) => m.requestId === 'r1')).toEqual({
      source: EXTENSION_SOURCE,
      type: 'SITE_PERMISSION_RESPONSE',
      site: 'youtube.com',
      granted: true,
      requestId: 'r1',
    });
    expect(h.t.tabs.has(tab?.id ?? -1)).toBe(false);
  });

  it('a page claiming a grant Chrome did not give answers denied; closing the page answers denied', async () => {
    const h = await startHarness();
    const client = h.t.connect(h.t.appSender('http://localhost:4300/settings', 5));
    client.send(app({ type: 'REQUEST_SITE_PERMISSION', site: 'reddit.com', requestId: 'r2' }));
    client.send(app({ type: 'REQUEST_SITE_PERMISSION', site: 'x.com', requestId: 'r3' }));
    await vi.waitFor(() => expect(h.t.tabs.size).toBe(2));
    const [first, second] = [...h.t.tabs.values()];
    await h.t.send(
      { type: 'PERMISSION_ANSWER', requestId: 'r2', granted: true },
      h.t.pageSender('permission.html?requestId=r2', first?.id),
    );
    expect(client.received.find((m) => m.requestId === 'r2')).toMatchObject({ granted: false });
    await h.fake.chrome.tabs.remove(second?.id ?? -1);
    await vi.waitFor(() => expect(client.received.find((m) => m.requestId === 'r3')).toMatchObject({ granted: false }));
  });

  it('answers at once when the site is already granted', async () => {
    const h = await startHarness();
    h.t.grant('youtube.com');
    const client = h.t.connect(h.t.appSender());
    client.send(app({ type: 'REQUEST_SITE_PERMISSION', site: 'youtube.com', requestId: 'r4' }));
    await vi.waitFor(() => expect(client.received.find((m) => m.requestId === 'r4')).toMatchObject({ granted: true }));
    expect(h.t.tabs.size).toBe(0);
  });
});

describe('permission for every site', () => {
  const ALL_SITES = ['*://*/*'];

  const permissionPages = (h: Harness) => [...h.t.tabs.values()].filter((tab) => tab.url.includes('/permission.html'));

  /** The app tab 5 asks; resolves once the worker opened the permission page (or answered at once). */
  async function asksForAllSites(
    h: Harness,
    requestId: string,
    ask: string,
    client = h.t.connect(h.t.appSender('http://localhost:4300/settings', 5)),
  ) {
    client.send(app({ type: 'REQUEST_ALL_SITES_PERMISSION', requestId, ask }));
    const pageOf = () => permissionPages(h).find((tab) => tab.url.endsWith(`requestId=${requestId}`));
    await vi.waitFor(() =>
      expect(pageOf() !== undefined || client.received.some((m) => m.requestId === requestId)).toBe(true),
    );
    return { client, page: pageOf() };
  }

  it('asks once for every site; once allowed, every site the shield blocks shows the blocked page: the user’s, the presets and the adult list', async () => {
    const h = await startHarness();
    await startedShield(h, { sites: ['youtube.com', 'chess.com'], blockAdultContent: true });
    for (const url of ['https://www.youtube.com/', 'https://chess.com/', 'https://www.pornhub.com/']) {
      expect(h.t.navigate(url)).toMatchObject({ action: 'block' });
    }

    const { client, page } = await asksForAllSites(h, 'a1', 'first-time');
    expect(page?.url).toBe(`${h.t.origin}/permission.html?requestId=a1`);
    expect(page?.openerTabId).toBe(5);
    const pageSender = h.t.pageSender('permission.html?requestId=a1', page?.id);
    expect(await h.t.send({ type: 'GET_PERMISSION_REQUEST', requestId: 'a1' }, pageSender)).toEqual({
      ok: true,
      value: { kind: 'all-sites', origins: ALL_SITES },
    });
    // The page asks Chrome after the user's click: one prompt, and the user allows it.
    await h.fake.chrome.permissions.request({ origins: ALL_SITES });
    expect(h.fake.chrome.permissions.prompts).toBe(1);
    await vi.waitFor(() => expect(h.t.navigate('https://www.youtube.com/')).toMatchObject({ action: 'redirect' }));
    expect(h.t.navigate('https://chess.com/')).toMatchObject({ action: 'redirect' });
    expect(h.t.navigate('https://www.pornhub.com/')).toMatchObject({
      action: 'redirect',
      url: expect.stringContaining('blocked.html?site=pornhub.com'),
    });
    expect(h.t.rules.every((rule) => rule.action.type === 'redirect')).toBe(true);

    expect(await h.t.send({ type: 'PERMISSION_ANSWER', requestId: 'a1', granted: true }, pageSender)).toEqual({
      ok: true,
      value: true,
    });
    expect(client.received.find((m) => m.requestId === 'a1')).toEqual({
      source: EXTENSION_SOURCE,
      type: 'ALL_SITES_PERMISSION_RESPONSE',
      requestId: 'a1',
      granted: true,
      prompted: true,
    });
    expect(h.t.tabs.has(page?.id ?? -1)).toBe(false);
    expect(h.t.tabs.get(5)?.active).toBe(true);

    // Granted once: a site added later is allowed at once, without another page or prompt.
    client.send(app({ type: 'REQUEST_SITE_PERMISSION', site: 'lichess.org', requestId: 's1' }));
    await vi.waitFor(() => expect(client.received.find((m) => m.requestId === 's1')).toMatchObject({ granted: true }));
    expect(permissionPages(h)).toEqual([]);
    expect(h.fake.chrome.permissions.prompts).toBe(1);
  });

  it("'first-time' asks only in a browser never asked before; 'always' asks again; 'never' only reports", async () => {
    const h = await startHarness();
    const { client, page } = await asksForAllSites(h, 'a2', 'first-time');
    expect(page).toBeDefined();
    // The user chose "Don't allow".
    await h.t.send(
      { type: 'PERMISSION_ANSWER', requestId: 'a2', granted: false },
      h.t.pageSender('permission.html?requestId=a2', page?.id),
    );
    expect(client.received.find((m) => m.requestId === 'a2')).toMatchObject({ granted: false, prompted: true });

    // Asked before, also after the worker stopped: not asked again, answered at once.
    const restarted = await restartWorker(h);
    const second = await asksForAllSites(restarted, 'a3', 'first-time');
    expect(second.page).toBeUndefined();
    expect(second.client.received.find((m) => m.requestId === 'a3')).toMatchObject({ granted: false, prompted: false });
    await asksForAllSites(restarted, 'a4', 'never', second.client);
    expect(second.client.received.find((m) => m.requestId === 'a4')).toMatchObject({ granted: false, prompted: false });
    expect(permissionPages(restarted)).toEqual([]);

    const third = await asksForAllSites(restarted, 'a5', 'always', second.client);
    expect(third.page?.url).toBe(`${h.t.origin}/permission.html?requestId=a5`);
    // Closing the page without an answer counts as not allowed.
    await restarted.fake.chrome.tabs.remove(third.page?.id ?? -1);
    await vi.waitFor(() =>
      expect(second.client.received.find((m) => m.requestId === 'a5')).toMatchObject({
        granted: false,
        prompted: true,
      }),
    );
  });

  it('answers at once, without a page, when every site is already allowed', async () => {
    const h = await startHarness();
    await h.fake.chrome.permissions.request({ origins: ALL_SITES });
    for (const [requestId, ask] of [
      ['a6', 'always'],
      ['a7', 'first-time'],
      ['a8', 'never'],
    ] as const) {
      const { client } = await asksForAllSites(h, requestId, ask);
      expect(client.received.find((m) => m.requestId === requestId)).toMatchObject({ granted: true, prompted: false });
    }
    expect(permissionPages(h)).toEqual([]);
  });

  it('is refused from anything but the app', async () => {
    const h = await startHarness();
    const request = app({ type: 'REQUEST_ALL_SITES_PERMISSION', requestId: 'a9', ask: 'always' });
    expect(
      await h.t.send(request, { ...h.t.appSender('https://evil.example/'), origin: 'https://evil.example' }),
    ).toEqual({ ok: false, error: 'untrusted sender' });
    expect(await h.t.send(request, h.t.pageSender('popup.html'))).toEqual({ ok: false, error: 'unknown message' });
    expect(permissionPages(h)).toEqual([]);
  });
});
