import { MutationObserver, onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FriendlyError } from '../errors';
import { abandonPendingWrites, defineWrite, writeOptions, type AnyWrite } from './define-write';
import { startOfflineSession, type OfflineSession, type TabLocks } from './offline-session';
import type { OfflineStorage } from './offline-storage';
import { cacheKey, OFFLINE_CACHE_BUSTER, queueKey } from './persisted-records';
import { syncStatusLabel, syncStatusOf } from './sync-status';
import type { TabMessage } from './tab-sync';
import { setWriteRefusalNotifier, type WriteRefusal } from './write-refusals';
import { MAX_SERVER_RETRIES, MAX_WRITE_RETRY_DELAY_MS } from './write-errors';

// The write queue end to end in memory: a fake server (a Map of rows by client id, so a replay is
// idempotent as the real one is), a Map for IndexedDB, one QueryClient per "page".

type Note = { id: string; text: string };

function memoryStorage(): OfflineStorage & { map: Map<string, unknown> } {
  const map = new Map<string, unknown>();
  return {
    map,
    get: async <T>(key: string) => structuredClone(map.get(key)) as T | undefined,
    set: async (key, value) => void map.set(key, structuredClone(value)),
    del: async (key) => void map.delete(key),
    delMany: async (keys) => keys.forEach((key) => map.delete(key)),
    keys: async () => [...map.keys()],
  };
}

/** Web Locks in one process: held locks are listed, a tab's lock is freed when the test "closes" it. */
function fakeLocks() {
  const held = new Set<string>();
  const queue = new Map<string, Promise<unknown>>();
  const locks = {
    request: (async (name: string, callback: () => Promise<unknown>) => {
      if (name.startsWith('onething-tab:')) {
        held.add(name);
        return undefined;
      }
      const before = queue.get(name) ?? Promise.resolve();
      const run = before.then(() => callback());
      queue.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    }) as unknown as TabLocks['request'],
    query: (async () => ({
      held: [...held].map((name) => ({ name, mode: 'exclusive' })),
      pending: [],
    })) as TabLocks['query'],
  };
  return { locks, close: (tabId: string) => held.delete(`onething-tab:${tabId}`) };
}

const server = {
  rows: new Map<string, Note>(),
  calls: [] as string[],
  failNext: [] as unknown[],
};

const refuse = () => new FriendlyError('This goal is already completed.', { code: 'P0001', status: 400 });
const noConnection = () => new FriendlyError('Network error', { cause: new TypeError('Failed to fetch') });
const serverFault = () => new FriendlyError('An unexpected error occurred', { status: 500 });

const addNote = defineWrite<Note, Note>({
  name: 'test-add-note',
  label: 'Add a note',
  changes: ['reflections'],
  run: async (note) => {
    server.calls.push(note.text);
    const failure = server.failNext.shift();
    if (failure) throw failure;
    // Idempotent as the database is: the same id again changes nothing and answers as the first time.
    if (!server.rows.has(note.id)) server.rows.set(note.id, note);
    return server.rows.get(note.id)!;
  },
});
const WRITES: readonly AnyWrite[] = [addNote];

let sessions: OfflineSession[] = [];
let refusals: WriteRefusal[] = [];
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  server.rows.clear();
  server.calls = [];
  server.failNext = [];
  refusals = [];
  setWriteRefusalNotifier((r) => refusals.push(r));
  onlineManager.setOnline(true);
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  for (const s of sessions) s.stop();
  sessions = [];
  onlineManager.setOnline(true);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function page(
  storage: OfflineStorage,
  options: { userId?: string; tabId?: string; locks?: TabLocks | null; channel?: TabMessage[] } = {},
) {
  const client = new QueryClient();
  client.mount();
  const posted = options.channel;
  const session = await startOfflineSession({
    client,
    userId: options.userId ?? 'user-a',
    storage,
    tabId: options.tabId ?? crypto.randomUUID(),
    locks: options.locks ?? null,
    writes: WRITES,
    openChannel: () => (posted ? { post: (m) => posted.push(m), close: () => {} } : null),
  });
  sessions.push(session);
  const write = (text: string) => {
    const note = { id: crypto.randomUUID(), text };
    void new MutationObserver(client, writeOptions(addNote)).mutate(note).catch(() => {});
    return note;
  };
  return { client, session, write };
}

/** The page goes: nothing of it runs any more. */
function closeTab(tab: { client: QueryClient; session: OfflineSession }) {
  tab.session.stop();
  tab.client.unmount();
  tab.client.clear();
}

const settle = () => vi.waitFor(() => expect(server.calls.length).toBeGreaterThan(0));
const idle = (client: QueryClient) => vi.waitFor(() => expect(client.isMutating()).toBe(0));

describe('the write queue', () => {
  it('keeps writes made offline and replays them in order, each once', async () => {
    const { client, write } = await page(memoryStorage());
    onlineManager.setOnline(false);
    const made = ['one', 'two', 'three', 'four'].map(write);
    await Promise.resolve();
    expect(server.calls).toEqual([]);
    expect(syncStatusLabel(syncStatusOf(client.getMutationCache().getAll(), false))).toBe(
      'Offline · 4 changes waiting',
    );

    onlineManager.setOnline(true);
    await idle(client);
    expect(server.calls).toEqual(['one', 'two', 'three', 'four']);
    expect([...server.rows.values()]).toEqual(made);
  });

  it('stores a write at once and replays it after a reload (a new page on the same storage)', async () => {
    const storage = memoryStorage();
    const first = await page(storage, { tabId: 'tab-1' });
    onlineManager.setOnline(false);
    const made = ['a', 'b', 'c'].map(first.write);
    await first.session.flush();
    closeTab(first);

    const stored = storage.map.get(queueKey('user-a', 'tab-1')) as { mutations: unknown[] };
    expect(stored.mutations).toHaveLength(3);

    onlineManager.setOnline(true);
    const second = await page(storage, { tabId: 'tab-2' });
    await idle(second.client);
    expect(server.calls).toEqual(['a', 'b', 'c']);
    expect([...server.rows.values()]).toEqual(made);
    await second.session.flush();
    expect([...storage.map.keys()].filter((k) => k.includes(':queue:'))).toEqual([]);
  });

  it('sends a write that was in flight when the tab closed again, with the same id (idempotent replay)', async () => {
    const storage = memoryStorage();
    const first = await page(storage, { tabId: 'tab-1' });
    let release: () => void = () => {};
    const hang = new Promise<void>((resolve) => (release = resolve));
    const slow = defineWrite<Note, Note>({
      name: 'test-slow-note',
      label: 'Add a note',
      changes: ['reflections'],
      run: async (note) => {
        await hang;
        return addNote.run(note);
      },
    });
    const note = { id: 'n-1', text: 'in flight' };
    void new MutationObserver(first.client, writeOptions(slow)).mutate(note).catch(() => {});
    await first.session.flush();
    first.session.stop();
    release(); // the request lands on the server after the tab is gone
    await vi.waitFor(() => expect(server.rows.size).toBe(1));

    const second = await startOfflineSession({
      client: new QueryClient(),
      userId: 'user-a',
      storage,
      tabId: 'tab-2',
      writes: [slow],
      openChannel: () => null,
    });
    sessions.push(second);
    await vi.waitFor(() => expect(server.calls).toEqual(['in flight', 'in flight']));
    expect([...server.rows.values()]).toEqual([note]);
  });

  it('retries a write while the server cannot be reached, backing off up to the cap, and loses nothing', async () => {
    vi.useFakeTimers();
    const { client, write } = await page(memoryStorage());
    server.failNext.push(...Array.from({ length: 8 }, noConnection));
    write('patient');
    write('after it');
    await vi.advanceTimersByTimeAsync(0);
    const times: number[] = [];
    let last = server.calls.length;
    for (let t = 0; t < 400_000 && server.rows.size < 2; t += 500) {
      await vi.advanceTimersByTimeAsync(500);
      if (server.calls.length !== last) {
        times.push(t);
        last = server.calls.length;
      }
    }
    expect(server.calls).toEqual([...Array(9).fill('patient'), 'after it']);
    const gaps = times.slice(1).map((t, i) => t - times[i]!);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(MAX_WRITE_RETRY_DELAY_MS + 500);
    expect(gaps.at(-2)).toBeGreaterThanOrEqual(MAX_WRITE_RETRY_DELAY_MS - 500);
    expect(refusals).toEqual([]);
    await vi.waitFor(() => expect(client.isMutating()).toBe(0));
  });

  it('gives up on a server fault after a few retries, says so, and goes on with the next write', async () => {
    vi.useFakeTimers();
    const { client, write } = await page(memoryStorage());
    server.failNext.push(...Array.from({ length: 20 }, serverFault));
    write('broken');
    await vi.advanceTimersByTimeAsync(200_000);
    expect(server.calls).toEqual(Array(MAX_SERVER_RETRIES + 1).fill('broken'));
    expect(refusals).toEqual([
      { title: 'Change not saved', description: 'Add a note was not applied: An unexpected error occurred' },
    ]);
    server.failNext = [];
    write('next');
    await vi.advanceTimersByTimeAsync(100);
    expect(server.calls.at(-1)).toBe('next');
    expect(client.isMutating()).toBe(0);
  });

  it('never retries a refusal, shows what was not applied and why, refetches, and keeps the later writes', async () => {
    const { client, write } = await page(memoryStorage());
    const refetch = vi.spyOn(client, 'invalidateQueries');
    onlineManager.setOnline(false);
    write('before');
    write('refused');
    write('after');
    server.failNext.push(undefined, refuse());
    onlineManager.setOnline(true);
    await idle(client);
    expect(server.calls).toEqual(['before', 'refused', 'after']);
    expect([...server.rows.values()].map((n) => n.text)).toEqual(['before', 'after']);
    expect(refusals).toEqual([
      { title: 'Change not saved', description: 'Add a note was not applied: This goal is already completed.' },
    ]);
    expect(refetch).toHaveBeenCalledWith({ queryKey: ['reflections'] });
  });

  it("never shows or replays one user's queue for another, and replays it when the same user is back", async () => {
    const storage = memoryStorage();
    const client = new QueryClient();
    client.mount();
    const start = (userId: string) =>
      startOfflineSession({ client, userId, storage, tabId: 'tab-1', writes: WRITES, openChannel: () => null });

    const a = await start('user-a');
    onlineManager.setOnline(false);
    void new MutationObserver(client, writeOptions(addNote)).mutate({ id: 'a-1', text: "A's" }).catch(() => {});
    await a.flush();
    // The session expires: storing stops before the in-memory cache is cleared.
    a.stop();
    client.clear();

    const b = await start('user-b');
    sessions.push(b);
    expect(client.getMutationCache().getAll()).toEqual([]);
    onlineManager.setOnline(true);
    await new Promise((r) => setTimeout(r, 20));
    expect(server.calls).toEqual([]);
    b.stop();
    client.clear();

    const again = await start('user-a');
    sessions.push(again);
    await idle(client);
    expect(server.calls).toEqual(["A's"]);
  });

  it("never sends a write waiting to retry under the next user's session once its user has gone", async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const { client, session, write } = await page(storage, { tabId: 'tab-1' });
    server.failNext.push(noConnection());
    write("A's");
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls).toEqual(["A's"]);
    await session.flush();
    // The session ends while the write backs off (the provider does this before clearing the cache).
    session.stop();
    abandonPendingWrites(client);
    client.clear();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.calls).toEqual(["A's"]);
    // The stored copy is what replays, for the same user only.
    vi.useRealTimers();
    const again = await startOfflineSession({
      client,
      userId: 'user-a',
      storage,
      tabId: 'tab-1',
      writes: WRITES,
      openChannel: () => null,
    });
    sessions.push(again);
    await idle(client);
    expect(server.calls).toEqual(["A's", "A's"]);
    expect([...server.rows.values()].map((n) => n.text)).toEqual(["A's"]);
  });

  it('two open tabs keep their own queues; a tab that starts adopts only the queue of a closed one', async () => {
    const storage = memoryStorage();
    const { locks, close } = fakeLocks();
    const one = await page(storage, { tabId: 'tab-1', locks });
    const two = await page(storage, { tabId: 'tab-2', locks });
    onlineManager.setOnline(false);
    one.write('from one');
    two.write('from two');
    await one.session.flush();
    await two.session.flush();
    expect(storage.map.has(queueKey('user-a', 'tab-1'))).toBe(true);
    expect(storage.map.has(queueKey('user-a', 'tab-2'))).toBe(true);

    closeTab(one);
    close('tab-1');
    const three = await page(storage, { tabId: 'tab-3', locks });
    expect(three.client.getMutationCache().getAll()).toHaveLength(1);
    expect(storage.map.has(queueKey('user-a', 'tab-1'))).toBe(false);
    expect(storage.map.has(queueKey('user-a', 'tab-2'))).toBe(true);
    onlineManager.setOnline(true);
    await idle(three.client);
    await idle(two.client);
    expect([...server.calls].sort()).toEqual(['from one', 'from two']);
  });

  it('tells the other tabs what a settled write changed', async () => {
    const posted: TabMessage[] = [];
    const { client, write } = await page(memoryStorage(), { channel: posted });
    write('seen elsewhere');
    await settle();
    await idle(client);
    expect(posted).toContainEqual({ type: 'changed', userId: 'user-a', changes: ['reflections'] });
  });
});

describe('stored data that cannot be used', () => {
  it('discards a corrupt cache and a corrupt queue with a warning and starts', async () => {
    const storage = memoryStorage();
    storage.map.set(cacheKey('user-a'), { garbage: true });
    storage.map.set(queueKey('user-a', 'old-tab'), 'not a queue');
    const { client, write } = await page(storage);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('offline cache was unreadable'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('queue of changes was unreadable'));
    write('still works');
    await idle(client);
    expect(server.calls).toEqual(['still works']);
  });

  it('restores cached reads of this cache version and drops those of another', async () => {
    const storage = memoryStorage();
    const source = new QueryClient();
    source.setQueryData(['reflections', 'detail', 'x'], { text: 'cached' });
    const first = await startOfflineSession({
      client: source,
      userId: 'user-a',
      storage,
      tabId: 't',
      writes: WRITES,
      openChannel: () => null,
    });
    await first.flush();
    first.stop();
    const record = storage.map.get(cacheKey('user-a')) as { buster: string };
    expect(record.buster).toBe(OFFLINE_CACHE_BUSTER);

    const restored = await page(storage);
    expect(restored.client.getQueryData(['reflections', 'detail', 'x'])).toEqual({ text: 'cached' });

    storage.map.set(cacheKey('user-a'), { ...record, buster: 'an older build' });
    const busted = await page(storage);
    expect(busted.client.getQueryData(['reflections', 'detail', 'x'])).toBeUndefined();
  });

  it('keeps working online when storing fails (storage full)', async () => {
    const storage = memoryStorage();
    storage.set = async () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
    const { client, write } = await page(storage);
    write('online only');
    await idle(client);
    expect(server.calls).toEqual(['online only']);
  });
});
