import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FriendlyError } from '../errors';
import { defineWrite, pendingWritesOf, startWrite, withdrawQueuedWrites } from './define-write';

// A write of a whole state (a reflection's entry) superseded by a newer one of the same thing: the older
// one is taken back while it waits, never once it is being sent.

type Entry = { entry: string; text: string };

const sent: string[] = [];
let failNext = 0;

const saveEntry = defineWrite<Entry, string>({
  name: 'test-save-entry',
  label: 'Save an entry',
  changes: ['reflections'],
  run: async ({ entry, text }) => {
    sent.push(`${entry}:${text}`);
    if (failNext > 0) {
      failNext -= 1;
      throw new FriendlyError('Service unavailable', { status: 503 });
    }
    return text;
  },
});

const ofEntry = (entry: string) => (v: Entry) => v.entry === entry;

let client: QueryClient;
beforeEach(() => {
  sent.length = 0;
  failNext = 0;
  client = new QueryClient();
  client.mount();
});
afterEach(() => {
  onlineManager.setOnline(true);
  client.unmount();
  client.clear();
});

describe('withdrawing queued writes', () => {
  it('offline: only the newest state of an entry is sent, after the other entries in their order', async () => {
    onlineManager.setOnline(false);
    const first = startWrite(client, saveEntry, { entry: 'a', text: 'draft 1' });
    const other = startWrite(client, saveEntry, { entry: 'b', text: 'other' });
    expect(withdrawQueuedWrites(client, saveEntry, ofEntry('a'))).toBe(1);
    const newest = startWrite(client, saveEntry, { entry: 'a', text: 'draft 2' });
    expect(pendingWritesOf(client, saveEntry, ofEntry('a')).map((m) => m.state.variables?.text)).toEqual(['draft 2']);

    onlineManager.setOnline(true);
    await expect(newest.result).resolves.toBe('draft 2');
    await expect(other.result).resolves.toBe('other');
    expect(sent).toEqual(['b:other', 'a:draft 2']);
    expect(first.mutation.state.status).toBe('pending'); // taken back: it never runs
    expect(client.getMutationCache().getAll()).not.toContain(first.mutation);
  });

  it('leaves a write that is being sent or backing off: the newer one follows it', async () => {
    failNext = 1;
    const failing = startWrite(client, saveEntry, { entry: 'a', text: 'draft 1' });
    await expect.poll(() => failing.mutation.state.failureCount).toBe(1);
    expect(withdrawQueuedWrites(client, saveEntry, ofEntry('a'))).toBe(0);
    const newest = startWrite(client, saveEntry, { entry: 'a', text: 'draft 2' });
    await expect(failing.result).resolves.toBe('draft 1');
    await expect(newest.result).resolves.toBe('draft 2');
    expect(sent).toEqual(['a:draft 1', 'a:draft 1', 'a:draft 2']);
  });
});
