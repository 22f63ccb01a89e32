import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SITE_PERMISSION_TIMEOUT_MS,
  deepWorkSessionAtom,
  defaultDeepWorkSessionState,
  setSupabaseClient,
} from '@onething/shared-data';
import { signInAsApp, type TestAccount } from '@onething/shared-data/testing';
import { type JotaiStore, renderWithApp } from '@onething/test-kit';
import { seedSettings, storedSettings } from '../../../test/backend';
import { fakeExtension, type FakeExtension } from '../../../test/fake-extension';
import { SITE_INPUT_ERRORS } from '../domain/custom-site';
import { ShieldSettingsPanel } from './shield-settings-panel';
import { DEFAULT_DISTRACTING_SITES, SHIELD_PRESET_SITES } from '../domain/shield-presets';

// The panel against the real local backend; the companion extension is simulated at the window-message
// boundary (fakeExtension), where the real content script would answer.

let me: TestAccount;
let extension: FakeExtension | null;

function setup(options: { store?: JotaiStore; extension?: 'installed' | 'absent' } = {}) {
  extension = fakeExtension({ installed: options.extension !== 'absent' });
  const user = userEvent.setup(vi.isFakeTimers() ? { advanceTimers: vi.advanceTimersByTime } : {});
  return { ...renderWithApp(<ShieldSettingsPanel />, { userId: me.userId, store: options.store }), user };
}

const presetSwitch = (domain: string) => screen.getByRole('switch', { name: `Block ${domain}` });
const siteInput = () => screen.getByRole('textbox', { name: 'Add a website' });
const yourSites = () => screen.queryByRole('list', { name: 'Your sites' });
const yourSiteNames = () =>
  within(screen.getByRole('list', { name: 'Your sites' }))
    .getAllByRole('listitem')
    .map((item) => item.firstChild?.textContent);

async function ready() {
  return screen.findByRole('switch', { name: 'Block youtube.com' });
}

async function addSite(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.clear(siteInput());
  await user.type(siteInput(), text);
  await user.click(screen.getByRole('button', { name: 'Add Site' }));
}

const sitesSaved = () => screen.findAllByText('Your list of distracting sites has been updated.');

beforeEach(async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  me = await signInAsApp();
});

afterEach(() => {
  extension?.uninstall();
  extension = null;
  vi.useRealTimers();
  vi.restoreAllMocks();
  setSupabaseClient(null);
});

describe('Manage Distracting Websites', () => {
  it('shows a new user every preset blocked and marked Pre-set, no own sites and adult content off', async () => {
    setup();
    await ready();
    expect(screen.getByRole('heading', { name: 'Manage Distracting Websites' })).toBeInTheDocument();
    const presets = within(screen.getByRole('list', { name: 'Pre-set sites' })).getAllByRole('listitem');
    expect(presets).toHaveLength(11);
    for (const [index, site] of SHIELD_PRESET_SITES.entries()) {
      expect(presets[index]).toHaveTextContent(`Block ${site.domain}Pre-set`);
      expect(presetSwitch(site.domain)).toBeChecked();
    }
    expect(yourSites()).not.toBeInTheDocument();
    expect(screen.getByText('You have not added any sites yet.')).toBeInTheDocument();
    const adult = screen.getByRole('switch', { name: 'Block adult content' });
    expect(adult).not.toBeChecked();
    expect(adult).toHaveAccessibleDescription('50+ sites blocked');
    // Nothing is written until the user changes something.
    expect(await storedSettings(me.userId)).toBeNull();
  });

  it('shows saved settings: presets switched off, own sites in the order added, adult content on', async () => {
    await seedSettings(me.userId, {
      distracting_sites: ['reddit.com', 'news.example.org', 'x.com', 'chess.com'],
      block_adult_content: true,
    });
    setup();
    await ready();
    expect(presetSwitch('reddit.com')).toBeChecked();
    expect(presetSwitch('x.com')).toBeChecked();
    expect(presetSwitch('youtube.com')).not.toBeChecked();
    expect(yourSiteNames()).toEqual(['news.example.org', 'chess.com']);
    expect(screen.getByRole('switch', { name: 'Block adult content' })).toBeChecked();
  });

  it('switching a preset off upserts the whole list and toasts that the sites were updated', async () => {
    const { user } = setup();
    await ready();
    await user.click(presetSwitch('youtube.com'));
    expect(presetSwitch('youtube.com')).not.toBeChecked();
    expect(await screen.findByText('Settings Saved')).toBeInTheDocument();
    expect(await sitesSaved()).toHaveLength(1);
    expect(await storedSettings(me.userId)).toEqual({
      distracting_sites: DEFAULT_DISTRACTING_SITES.filter((site) => site !== 'youtube.com'),
      block_adult_content: false,
    });

    await user.click(presetSwitch('youtube.com'));
    await waitFor(async () => expect((await storedSettings(me.userId))?.distracting_sites).toContain('youtube.com'));
    expect(presetSwitch('youtube.com')).toBeChecked();
  });

  it('adds an own site without protocol, www. or trailing slash, then removes it, moving focus along', async () => {
    const { user } = setup({ extension: 'absent' });
    await ready();
    await addSite(user, '  https://www.Chess.com/  ');
    expect(yourSiteNames()).toEqual(['chess.com']);
    expect(siteInput()).toHaveValue('');
    expect(siteInput()).toHaveFocus();
    await waitFor(async () =>
      expect((await storedSettings(me.userId))?.distracting_sites).toEqual([...DEFAULT_DISTRACTING_SITES, 'chess.com']),
    );

    await addSite(user, 'news.example.org');
    await waitFor(() => expect(yourSiteNames()).toEqual(['chess.com', 'news.example.org']));
    await waitFor(async () => expect((await storedSettings(me.userId))?.distracting_sites).toHaveLength(13));

    await user.click(screen.getByRole('button', { name: 'Remove chess.com' }));
    // The next site's remove button takes the focus of the one that disappeared.
    expect(screen.getByRole('button', { name: 'Remove news.example.org' })).toHaveFocus();
    await waitFor(() => expect(yourSiteNames()).toEqual(['news.example.org']));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(yourSites()).not.toBeInTheDocument());
    expect(siteInput()).toHaveFocus();
    await waitFor(async () =>
      expect(await storedSettings(me.userId)).toEqual({
        distracting_sites: [...DEFAULT_DISTRACTING_SITES],
        block_adult_content: false,
      }),
    );
  });

  it('refuses a duplicate or an entry that is not a domain with an announced message, saving nothing', async () => {
    const { user } = setup({ extension: 'absent' });
    await ready();
    await user.click(presetSwitch('reddit.com'));
    await sitesSaved();
    await addSite(user, 'chess.com');
    await waitFor(() => expect(yourSiteNames()).toEqual(['chess.com']));
    await waitFor(async () => expect((await storedSettings(me.userId))?.distracting_sites).toContain('chess.com'));
    const saved = await storedSettings(me.userId);

    const cases: Array<[string, string]> = [
      ['https://www.YouTube.com/', SITE_INPUT_ERRORS.duplicate('youtube.com')],
      // A preset switched off is still in the list: switching it on is the way back.
      ['reddit.com', SITE_INPUT_ERRORS.duplicate('reddit.com')],
      ['CHESS.com', SITE_INPUT_ERRORS.duplicate('chess.com')],
      ['not a website', SITE_INPUT_ERRORS.invalid],
      ['reddit.com:8080', SITE_INPUT_ERRORS.notBare('reddit.com')],
    ];
    for (const [text, message] of cases) {
      await addSite(user, text);
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(siteInput()).toHaveAttribute('aria-invalid', 'true');
      expect(siteInput()).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(siteInput()).toHaveValue(text);
      expect(siteInput()).toHaveFocus();
    }
    await user.clear(siteInput());
    await user.click(screen.getByRole('button', { name: 'Add Site' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SITE_INPUT_ERRORS.empty);

    // Typing again clears the message.
    await user.type(siteInput(), 'a');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(siteInput()).not.toHaveAttribute('aria-invalid');
    expect(yourSiteNames()).toEqual(['chess.com']);
    expect(await storedSettings(me.userId)).toEqual(saved);
  });

  it('saves the adult-content option with the shield settings toast', async () => {
    const { user } = setup();
    await ready();
    await user.click(screen.getByRole('switch', { name: 'Block adult content' }));
    expect(await screen.findByText('Your distraction shield settings have been updated.')).toBeInTheDocument();
    expect(await storedSettings(me.userId)).toEqual({
      distracting_sites: [...DEFAULT_DISTRACTING_SITES],
      block_adult_content: true,
    });
    expect(screen.getByRole('switch', { name: 'Block adult content' })).toBeChecked();
  });

  it('keeps every change of a quick burst: saves run one after another, each on top of the last', async () => {
    setup({ extension: 'absent' });
    await ready();
    // All in one tick, so every save is under way before the first one is answered.
    fireEvent.click(presetSwitch('youtube.com'));
    fireEvent.click(presetSwitch('netflix.com'));
    fireEvent.click(screen.getByRole('switch', { name: 'Block adult content' }));
    fireEvent.change(siteInput(), { target: { value: 'chess.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Site' }));
    fireEvent.click(presetSwitch('x.com'));
    // Shown at once, before any save is answered.
    await waitFor(() => expect(presetSwitch('x.com')).not.toBeChecked());
    expect(presetSwitch('youtube.com')).not.toBeChecked();
    expect(yourSiteNames()).toEqual(['chess.com']);
    await waitFor(async () =>
      expect(await storedSettings(me.userId)).toEqual({
        distracting_sites: [
          ...DEFAULT_DISTRACTING_SITES.filter((s) => !['youtube.com', 'netflix.com', 'x.com'].includes(s)),
          'chess.com',
        ],
        block_adult_content: true,
      }),
    );
    expect(presetSwitch('youtube.com')).not.toBeChecked();
    expect(presetSwitch('x.com')).not.toBeChecked();
    expect(yourSiteNames()).toEqual(['chess.com']);
  });

  // Before the offline queue a save that could not reach the server was rolled back with this toast; now
  // only a refusal is, and a save made offline waits (next test).
  it('rolls a refused save back with Error Saving Settings and the server message, and gives back what was typed', async () => {
    // Settings of a user the app is not signed in as: the database refuses them (row-level security).
    const stranger = crypto.randomUUID();
    extension = fakeExtension({ installed: false });
    const user = userEvent.setup();
    renderWithApp(<ShieldSettingsPanel />, { userId: stranger });
    await ready();

    await user.click(presetSwitch('tiktok.com'));
    expect(await screen.findByText('Error Saving Settings')).toBeInTheDocument();
    expect(screen.getByText('You do not have permission to perform this action.')).toBeInTheDocument();
    await waitFor(() => expect(presetSwitch('tiktok.com')).toBeChecked());

    await addSite(user, 'chess.com');
    await waitFor(() => expect(screen.getAllByText('Error Saving Settings')).toHaveLength(2));
    await waitFor(() => expect(siteInput()).toHaveValue('chess.com'));
    expect(yourSites()).not.toBeInTheDocument();
    expect(screen.queryByText('Settings Saved')).not.toBeInTheDocument();
    expect(await storedSettings(stranger)).toBeNull();
    expect(await storedSettings(me.userId)).toBeNull();
  });

  it('keeps a change made offline shown and waiting, and saves it when the connection returns', async () => {
    const { user, queryClient } = setup({ extension: 'absent' });
    await ready();
    onlineManager.setOnline(false);
    try {
      await user.click(presetSwitch('tiktok.com'));
      await addSite(user, 'chess.com');
      expect(presetSwitch('tiktok.com')).not.toBeChecked();
      await waitFor(() => expect(yourSiteNames()).toEqual(['chess.com']));
      expect(siteInput()).toHaveValue('');
      // Declared writes of the offline queue (stored, and replayed after a reload), with the whole intended list.
      const queued = queryClient.getMutationCache().findAll({ status: 'pending' });
      expect(queued.map((m) => [m.meta?.['write'], m.state.isPaused])).toEqual([
        ['shield.save-settings', true],
        ['shield.save-settings', true],
      ]);
      expect(queued.at(-1)?.state.variables).toMatchObject({
        settings: { distracting_sites: [...DEFAULT_DISTRACTING_SITES.filter((s) => s !== 'tiktok.com'), 'chess.com'] },
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(screen.queryByText('Error Saving Settings')).not.toBeInTheDocument();
      expect(await storedSettings(me.userId)).toBeNull();
    } finally {
      onlineManager.setOnline(true);
    }
    await waitFor(async () =>
      expect(await storedSettings(me.userId)).toEqual({
        distracting_sites: [...DEFAULT_DISTRACTING_SITES.filter((site) => site !== 'tiktok.com'), 'chess.com'],
        block_adult_content: false,
      }),
    );
    expect(presetSwitch('tiktok.com')).not.toBeChecked();
    expect(yourSiteNames()).toEqual(['chess.com']);
  });
});

describe('site permission through the companion extension', () => {
  it('asks for a newly added site and shows Permission Granted', async () => {
    const { user } = setup();
    await ready();
    await screen.findByText('Connected (v1.4.2)');
    await addSite(user, 'https://www.chess.com/');
    expect(await screen.findByText('Permission Granted')).toBeInTheDocument();
    const requests = extension?.received.filter((m) => m.type === 'REQUEST_SITE_PERMISSION') ?? [];
    expect(requests).toEqual([expect.objectContaining({ site: 'chess.com' })]);
    await waitFor(async () => expect((await storedSettings(me.userId))?.distracting_sites).toContain('chess.com'));
    // Switching a preset asks nothing (only sites the user adds need a new permission).
    await user.click(presetSwitch('reddit.com'));
    await waitFor(async () => expect((await storedSettings(me.userId))?.distracting_sites).not.toContain('reddit.com'));
    expect(extension?.received.filter((m) => m.type === 'REQUEST_SITE_PERMISSION')).toHaveLength(1);
  });

  it('shows Permission Denied when the extension refuses; the site stays saved', async () => {
    const { user } = setup();
    extension?.answerPermissions('deny');
    await ready();
    await screen.findByText('Connected (v1.4.2)');
    await addSite(user, 'chess.com');
    expect(await screen.findByText('Permission Denied')).toBeInTheDocument();
    expect(
      screen.getByText("Permission to block chess.com was denied. This site won't be blocked."),
    ).toBeInTheDocument();
    expect(yourSiteNames()).toEqual(['chess.com']);
    expect((await storedSettings(me.userId))?.distracting_sites).toContain('chess.com');
  });

  it('counts no answer within 10 seconds as denied, showing the wait on the site meanwhile', async () => {
    // Faked before render so the bridge's 10 s time-out is one of them; they still run in real time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const { user } = setup();
    extension?.answerPermissions('none');
    await ready();
    await screen.findByText('Connected (v1.4.2)');
    await addSite(user, 'chess.com');
    const row = (await screen.findByText('chess.com')).closest('li') as HTMLElement;
    expect(await within(row).findByText('Waiting for permission')).toBeInTheDocument();
    await waitFor(() => expect(extension?.received.some((m) => m.type === 'REQUEST_SITE_PERMISSION')).toBe(true));
    act(() => vi.advanceTimersByTime(SITE_PERMISSION_TIMEOUT_MS - 100));
    expect(screen.queryByText('Permission Denied')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(
      await screen.findByText("Permission to block chess.com was denied. This site won't be blocked."),
    ).toBeInTheDocument();
    expect(within(row).queryByText('Waiting for permission')).not.toBeInTheDocument();
  });

  it('without the extension asks nothing and still saves the site', async () => {
    const { user } = setup({ extension: 'absent' });
    await ready();
    expect(await screen.findByText('Not detected')).toBeInTheDocument();
    await addSite(user, 'chess.com');
    await sitesSaved();
    expect((await storedSettings(me.userId))?.distracting_sites).toContain('chess.com');
    expect(extension?.received.map((m) => m.type)).toEqual(['PING']);
    expect(screen.queryByText('Waiting for permission')).not.toBeInTheDocument();
    expect(screen.queryByText('Permission Granted')).not.toBeInTheDocument();
    expect(screen.queryByText('Permission Denied')).not.toBeInTheDocument();
  });
});

describe('Shield Settings', () => {
  it('shows the connected extension with its version and pings again on Check again', async () => {
    const { user } = setup();
    expect(await screen.findByText('Connected (v1.4.2)')).toBeInTheDocument();
    expect(screen.getByText('The shield can block your sites during deep work sessions.')).toBeInTheDocument();
    expect(screen.queryByText('How to install')).not.toBeInTheDocument();
    const pings = () => extension?.received.filter((m) => m.type === 'PING').length;
    expect(pings()).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(pings()).toBe(2));
    expect(await screen.findByText('Connected (v1.4.2)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check again' })).toHaveFocus();
  });

  it('without the extension says so and keeps the install steps behind How to install', async () => {
    const { user } = setup({ extension: 'absent' });
    expect(screen.getByRole('status')).toHaveTextContent('Status: Checking...');
    expect(await screen.findByText('Not detected')).toBeInTheDocument();
    const summary = screen.getByText('How to install');
    const details = summary.closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await user.click(summary);
    expect(details.open).toBe(true);
    expect(within(details).getByText(/The companion extension \(distraction shield\)/)).toBeInTheDocument();
    // No build commands or browser developer settings in the product: those are in the installation guide.
    expect(details).not.toHaveTextContent(/npm|Developer mode|Load unpacked|extension\/dist/);
  });

  it('keeps the shield on/off for sessions in the deep work session state, and leaves it alone while a session runs', async () => {
    const store = createStore();
    const { user } = setup({ store });
    const shield = await screen.findByRole('switch', { name: 'Use the shield in deep work sessions' });
    expect(shield).not.toBeChecked();
    await user.click(shield);
    expect(shield).toBeChecked();
    expect(store.get(deepWorkSessionAtom).shieldEnabled).toBe(true);
    expect(JSON.parse(localStorage.getItem('onething-deep-work-session') ?? '{}').shieldEnabled).toBe(true);
    expect(await screen.findByText('Your distraction shield settings have been updated.')).toBeInTheDocument();
    await user.click(shield);
    expect(store.get(deepWorkSessionAtom).shieldEnabled).toBe(false);

    act(() => store.set(deepWorkSessionAtom, { ...defaultDeepWorkSessionState, isActive: true, shieldEnabled: true }));
    expect(shield).toBeChecked();
    expect(shield).toBeDisabled();
    expect(shield).toHaveAccessibleDescription(
      'A session is running: turn the shield on or off on the Deep Work page.',
    );
  });
});

describe('the blocked page on every blocked site', () => {
  const allSitesRequests = () => extension?.received.filter((m) => m.type === 'REQUEST_ALL_SITES_PERMISSION') ?? [];
  const blockedPage = () => screen.getByRole('group', { name: 'Blocked page' });
  const DECLINED =
    "Your sites are still blocked, but they show the browser's error page instead of your blocked page. You can allow it later in Settings, under Shield Settings.";

  it('turning the shield on asks the extension once for every site; allowed, every blocked site shows the blocked page', async () => {
    const { user } = setup();
    await screen.findByText('Connected (v1.4.2)');
    await waitFor(() => expect(within(blockedPage()).getByText('Not allowed')).toBeInTheDocument());
    expect(allSitesRequests()).toEqual([expect.objectContaining({ ask: 'never' })]);

    await user.click(screen.getByRole('switch', { name: 'Use the shield in deep work sessions' }));
    expect(await screen.findByText('Permission Granted')).toBeInTheDocument();
    expect(allSitesRequests().map((m) => m.type === 'REQUEST_ALL_SITES_PERMISSION' && m.ask)).toEqual([
      'never',
      'first-time',
    ]);
    expect(within(blockedPage()).getByText('Allowed')).toBeInTheDocument();
    expect(blockedPage()).toHaveTextContent(
      'Every site the shield blocks shows your blocked page, with your ONE Thing and the time left.',
    );
    expect(within(blockedPage()).queryByRole('button')).not.toBeInTheDocument();

    // Off and on again: already allowed, nothing more to ask.
    await user.click(screen.getByRole('switch', { name: 'Use the shield in deep work sessions' }));
    await user.click(screen.getByRole('switch', { name: 'Use the shield in deep work sessions' }));
    await waitFor(() => expect(allSitesRequests()).toHaveLength(3));
    expect(extension?.allSites.prompts).toBe(1);
  });

  it('declined: says what that means and how to allow it later; Allow the blocked page asks again', async () => {
    const { user } = setup();
    extension?.answerPermissions('deny');
    await screen.findByText('Connected (v1.4.2)');
    await user.click(screen.getByRole('switch', { name: 'Use the shield in deep work sessions' }));
    expect(await screen.findByText('Permission Denied')).toBeInTheDocument();
    expect(screen.getByText(DECLINED)).toBeInTheDocument();
    expect(within(blockedPage()).getByText('Not allowed')).toBeInTheDocument();
    expect(blockedPage()).toHaveTextContent(
      "Your sites are still blocked, but they show the browser's error page instead of your blocked page.",
    );

    // Turning the shield on again does not ask again: the user has answered.
    await user.click(screen.getByRole('switch', { name: 'Use the shield in deep work sessions' }));
    await user.click(screen.getByRole('switch', { name: 'Use the shield in deep work sessions' }));
    await waitFor(() => expect(allSitesRequests()).toHaveLength(3));
    expect(extension?.allSites.prompts).toBe(1);

    extension?.answerPermissions('grant');
    const allow = within(blockedPage()).getByRole('button', { name: 'Allow the blocked page' });
    allow.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Permission Granted')).toBeInTheDocument();
    expect(allSitesRequests().at(-1)).toMatchObject({ ask: 'always' });
    expect(within(blockedPage()).getByText('Allowed')).toBeInTheDocument();
    // The button is gone: keyboard focus stays in the group, on its new status.
    expect(within(blockedPage()).getByText(/^Status:/)).toHaveFocus();
  });

  it('reads the answer again when the page is shown again (allowed in another tab meanwhile)', async () => {
    setup();
    await screen.findByText('Connected (v1.4.2)');
    await waitFor(() => expect(within(blockedPage()).getByText('Not allowed')).toBeInTheDocument());
    if (extension) extension.allSites.granted = true;
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(within(blockedPage()).getByText('Allowed')).toBeInTheDocument());
    expect(screen.queryByText('Permission Granted')).not.toBeInTheDocument();
  });

  it('counts no answer within 10 seconds as not allowed; an answer after that still counts', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const { user } = setup();
    extension?.answerPermissions('none');
    await screen.findByText('Connected (v1.4.2)');
    await waitFor(() => expect(within(blockedPage()).getByText('Not allowed')).toBeInTheDocument());
    await user.click(within(blockedPage()).getByRole('button', { name: 'Allow the blocked page' }));
    await waitFor(() => expect(allSitesRequests()).toHaveLength(2));
    expect(within(blockedPage()).getByRole('button', { name: 'Allow the blocked page' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    act(() => vi.advanceTimersByTime(SITE_PERMISSION_TIMEOUT_MS - 100));
    expect(screen.queryByText('Permission Denied')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(await screen.findByText(DECLINED)).toBeInTheDocument();

    const late = allSitesRequests().at(-1);
    act(() => extension?.answerAllSitesLate(late?.type === 'REQUEST_ALL_SITES_PERMISSION' ? late.requestId : '', true));
    expect(await screen.findByText('Permission Granted')).toBeInTheDocument();
    expect(within(blockedPage()).getByText('Allowed')).toBeInTheDocument();
  });

  it('without the extension asks nothing and shows no blocked-page state', async () => {
    const { user } = setup({ extension: 'absent' });
    expect(await screen.findByText('Not detected')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Use the shield in deep work sessions' }));
    await screen.findByText('Your distraction shield settings have been updated.');
    expect(extension?.received.map((m) => m.type)).toEqual(['PING']);
    expect(screen.queryByRole('group', { name: 'Blocked page' })).not.toBeInTheDocument();
  });
});
