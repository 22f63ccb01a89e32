// The shield's modes through the real worker on a fake chrome: locked sessions and their emergency stop,
// rationed breaks, allowlist mode, blocking on the user's schedule with no session, and private windows.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMERGENCY_STOP_SENTENCE } from '@onething/shared-data/extension-protocol';
import {
  SESSION_ID,
  app,
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

async function started(h: Harness, overrides: Record<string, unknown> = {}) {
  const client = h.t.connect(h.t.appSender());
  client.send(startMessage(overrides));
  await vi.waitFor(() => expect(client.received.some((m) => m.type === 'SHIELD_STATUS' && m.active)).toBe(true));
  return client;
}

const popup = (h: Harness, message: Record<string, unknown>) => h.t.send(message, h.t.pageSender('popup.html'));

describe('a locked session', () => {
  it('refuses a stop from the app and the popup, and a start that would shorten its list or end it sooner', async () => {
    const h = await started2(true);
    const client = h.client;
    expect(await h.h.t.send(app({ type: 'STOP_SHIELD', reason: 'user_stopped' }), h.h.t.appSender())).toEqual({
      ok: false,
      error: 'The shield is locked until the session ends.',
    });
    expect(await popup(h.h, { type: 'STOP_FROM_POPUP' })).toMatchObject({ ok: false });
    expect(h.h.t.navigate('https://youtube.com/')).toMatchObject({ action: 'block' });
    expect(client.received.at(-1)).toMatchObject({ type: 'SHIELD_STATUS', active: true, locked: true });

    client.send(startMessage({ sites: ['reddit.com'], durationMinutes: 1, sessionId: 'other' }));
    await vi.waitFor(() => expect(h.h.t.navigate('https://reddit.com/')).toMatchObject({ action: 'block' }));
    expect(h.h.t.navigate('https://youtube.com/')).toMatchObject({ action: 'block' });
    const view = await popup(h.h, { type: 'GET_STATUS' });
    expect(view).toMatchObject({
      ok: true,
      value: { locked: true, sites: ['youtube.com', 'reddit.com'], breaksLeft: 0 },
    });
    expect(await h.h.t.send(startMessage({ enabled: false }), h.h.t.appSender())).toMatchObject({ ok: false });
  });

  it('stays locked after a browser restart until its end', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { h } = await started2(true);
    h.t.restartBrowser();
    vi.setSystemTime(Date.now() + 10 * MINUTE);
    const h2 = await startHarness(h.fake, h.backend);
    expect(h2.t.navigate('https://youtube.com/')).toMatchObject({ action: 'block' });
    expect(await popup(h2, { type: 'STOP_FROM_POPUP' })).toMatchObject({ ok: false });
    vi.setSystemTime(Date.now() + 16 * MINUTE);
    h2.t.fireDueAlarms();
    await vi.waitFor(() => expect(h2.t.rules).toEqual([]));
  });

  it('ends early only by the emergency stop: the sentence, then the wait, then a confirmation; recorded on the session', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { h, client } = await started2(true, { emergencyWaitSeconds: 60 });
    client.send(tokenMessage());
    await vi.waitFor(() => expect(h.backend.calls.length).toBeGreaterThan(0));
    expect(await popup(h, { type: 'BEGIN_EMERGENCY_STOP', sentence: 'let me out' })).toEqual({
      ok: false,
      error: 'Type the sentence exactly as shown.',
    });
    const begun = await popup(h, {
      type: 'BEGIN_EMERGENCY_STOP',
      sentence: ` ${EMERGENCY_STOP_SENTENCE.toLowerCase()}. `,
    });
    expect(begun).toMatchObject({ ok: true, value: { emergencyStopAt: Date.now() + 60_000 } });
    expect(await popup(h, { type: 'CONFIRM_EMERGENCY_STOP' })).toEqual({
      ok: false,
      error: 'The wait is not over yet.',
    });
    vi.setSystemTime(Date.now() + 59_000);
    expect(await popup(h, { type: 'CONFIRM_EMERGENCY_STOP' })).toMatchObject({ ok: false });
    vi.setSystemTime(Date.now() + 1_000);
    expect(await popup(h, { type: 'CONFIRM_EMERGENCY_STOP' })).toMatchObject({ ok: true, value: { active: false } });
    expect(h.t.rules).toEqual([]);
    expect(client.received.at(-1)).toMatchObject({ type: 'SHIELD_STATUS', active: false, reason: 'emergency_stop' });
    await vi.waitFor(() =>
      expect(h.backend.finishes).toEqual([
        expect.objectContaining({ p_session_id: SESSION_ID, p_emergency_canceled: true, p_duration_minutes: 1 }),
      ]),
    );
  });

  /** A harness with a shield started now, locked or not. */
  async function started2(locked: boolean, overrides: Record<string, unknown> = {}) {
    const h = await startHarness();
    const client = await started(h, { locked, ...overrides });
    return { h, client };
  }
});

describe('breaks', () => {
  it('lift the block for five minutes, at most as many as the session allows, then it blocks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const h = await startHarness();
    await started(h, { breaks: 1 });
    const blockedPage = h.t.pageSender('blocked.html', 7);
    expect(await h.t.send({ type: 'TAKE_BREAK' }, blockedPage)).toMatchObject({ ok: true, value: { breaksLeft: 0 } });
    expect(h.t.navigate('https://youtube.com/')).toEqual({ action: 'allow' });
    vi.setSystemTime(Date.now() + 5 * MINUTE);
    h.t.fireDueAlarms();
    await vi.waitFor(() => expect(h.t.navigate('https://youtube.com/')).toMatchObject({ action: 'block' }));
    expect(await h.t.send({ type: 'TAKE_BREAK' }, blockedPage)).toEqual({
      ok: false,
      error: 'No breaks are left in this session.',
    });
  });

  it('survive a worker stop, and a locked session has none', async () => {
    const h = await startHarness();
    await started(h, { breaks: 2 });
    await popup(h, { type: 'TAKE_BREAK' });
    const h2 = await restartWorker(h);
    expect(h2.t.navigate('https://youtube.com/')).toEqual({ action: 'allow' });

    const locked = await startHarness();
    await started(locked, { locked: true, breaks: 2 });
    expect(await popup(locked, { type: 'TAKE_BREAK' })).toEqual({
      ok: false,
      error: 'A locked session has no breaks.',
    });
  });
});

describe('allowlist mode', () => {
  it('blocks every site but the allowed ones and the app; the block list still blocks inside them', async () => {
    const h = await startHarness();
    h.t.grant('*');
    await started(h, {
      sites: ['docs.google.com/spreadsheets'],
      allowlist: ['docs.google.com', 'github.com/onething'],
    });
    const blockedPage = `${h.t.origin}/blocked.html`;
    expect(h.t.navigate('https://example.org/page')).toMatchObject({
      action: 'redirect',
      url: `${blockedPage}?site=&url=https://example.org/page`,
    });
    expect(h.t.navigate('https://docs.google.com/document/d/1')).toEqual({ action: 'allow' });
    expect(h.t.navigate('https://docs.google.com/spreadsheets/d/1')).toMatchObject({
      action: 'redirect',
      url: expect.stringContaining('site=docs.google.com%2Fspreadsheets'),
    });
    expect(h.t.navigate('https://github.com/onething/app')).toEqual({ action: 'allow' });
    expect(h.t.navigate('https://github.com/other')).toMatchObject({ action: 'redirect' });
    expect(h.t.navigate('http://localhost:4300/deep-work')).toEqual({ action: 'allow' });
  });

  it('is refused empty (the message is not the app’s)', async () => {
    const h = await startHarness();
    expect(await h.t.send(startMessage({ allowlist: [] }), h.t.appSender())).toEqual({
      ok: false,
      error: 'unknown message',
    });
  });
});

describe('the schedule, with no session', () => {
  const allDay = { days: [0, 1, 2, 3, 4, 5, 6], start: '00:00', end: '24:00' };

  async function withPlan(schedules: unknown[]) {
    const h = await startHarness();
    h.backend.plan = {
      time_zone: 'UTC',
      sites: ['youtube.com'],
      block_adult_content: false,
      schedules,
      time_blocks: [],
    };
    const client = h.t.connect(h.t.appSender());
    client.send(tokenMessage());
    return { h, client };
  }

  it('blocks from the plan fetched with the token, and after a worker stop, without any app message', async () => {
    const { h } = await withPlan([allDay]);
    await vi.waitFor(() => expect(h.t.navigate('https://youtube.com/')).toMatchObject({ action: 'block' }));
    expect(await popup(h, { type: 'GET_STATUS' })).toMatchObject({
      ok: true,
      value: { active: true, source: 'schedule' },
    });
    const h2 = await restartWorker(h);
    expect(h2.t.navigate('https://youtube.com/')).toMatchObject({ action: 'block' });
  });

  it('keeps blocking on the last plan when the token has expired, and says so', async () => {
    const { h, client } = await withPlan([allDay]);
    await vi.waitFor(() => expect(h.t.navigate('https://youtube.com/')).toMatchObject({ action: 'block' }));
    h.backend.plan = null;
    client.send(app({ type: 'SHIELD_PLAN_CHANGED' }));
    await vi.waitFor(async () =>
      expect(await popup(h, { type: 'GET_STATUS' })).toMatchObject({ value: { plan: { stale: true } } }),
    );
    expect(h.t.navigate('https://youtube.com/')).toMatchObject({ action: 'block' });
    expect(client.received.some((m) => m.type === 'REQUEST_TOKEN')).toBe(true);
  });

  it('stops at the window’s end and starts again at the next', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-30T09:30:00Z')); // a Monday
    const { h } = await withPlan([{ days: [1, 2], start: '09:00', end: '10:00' }]);
    await vi.waitFor(() => expect(h.t.navigate('https://youtube.com/')).toMatchObject({ action: 'block' }));
    expect((await h.fake.chrome.alarms.get('shield-end'))?.scheduledTime).toBe(Date.parse('2026-11-30T10:00:00Z'));
    vi.setSystemTime(new Date('2026-11-30T10:00:00Z'));
    h.t.fireDueAlarms();
    await vi.waitFor(() => expect(h.t.navigate('https://youtube.com/')).toEqual({ action: 'allow' }));
    expect((await h.fake.chrome.alarms.get('shield-end'))?.scheduledTime).toBe(Date.parse('2026-12-01T09:00:00Z'));
  });

  it('is forgotten at sign-out', async () => {
    const { h, client } = await withPlan([allDay]);
    await vi.waitFor(() => expect(h.t.navigate('https://youtube.com/')).toMatchObject({ action: 'block' }));
    client.send(app({ type: 'LOGOUT' }));
    await vi.waitFor(() => expect(h.t.navigate('https://youtube.com/')).toEqual({ action: 'allow' }));
  });
});

describe('private windows', () => {
  it('tells the app whether the user allowed the extension in them', async () => {
    const h = await startHarness();
    const client = h.t.connect(h.t.appSender());
    client.send(app({ type: 'GET_EXTENSION_INFO', requestId: 'r1' }));
    await vi.waitFor(() =>
      expect(client.received).toContainEqual(
        expect.objectContaining({ type: 'EXTENSION_INFO', privateWindowsAllowed: false }),
      ),
    );
    h.t.allowPrivateWindows(true);
    client.send(app({ type: 'GET_EXTENSION_INFO', requestId: 'r2' }));
    await vi.waitFor(() =>
      expect(client.received).toContainEqual(
        expect.objectContaining({ type: 'EXTENSION_INFO', requestId: 'r2', privateWindowsAllowed: true }),
      ),
    );
  });
});
