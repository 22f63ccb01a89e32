import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FriendlyError } from '../errors';
import { defineWrite, runWrite } from './define-write';
import { setWriteRefusalNotifier, type WriteRefusal } from './write-refusals';

// A declared write run outside a hook (the auth provider's profile edit): the caller waits only until the
// write is saved or queued; a refusal is the caller's while it waits, the queue's toast after that.

const refuse = () => new FriendlyError('Not a time zone', { code: '23514', status: 400 });
let answers: Array<() => unknown> = [];
const save = defineWrite({
  name: 'test-run-write',
  label: 'Saving your settings',
  changes: ['profile'],
  run: async (value: string) => {
    const next = answers.shift();
    if (next) return next();
    return value;
  },
});

let refusals: WriteRefusal[] = [];
let client: QueryClient;

beforeEach(() => {
  refusals = [];
  answers = [];
  setWriteRefusalNotifier((r) => refusals.push(r));
  client = new QueryClient();
  client.mount();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  onlineManager.setOnline(true);
  client.unmount();
  vi.restoreAllMocks();
});

describe('runWrite', () => {
  it('online: resolves with the answer', async () => {
    const { saved, answer } = runWrite(client, save, 'a');
    await expect(saved).resolves.toBe('a');
    await expect(answer).resolves.toBe('a');
  });

  it('a refusal while the caller waits is the caller’s: it rejects, undoes, and the queue shows nothing', async () => {
    answers.push(() => Promise.reject(refuse()));
    const undo = vi.fn();
    const { saved } = runWrite(client, save, 'a', undo);
    await expect(saved).rejects.toThrow('Not a time zone');
    expect(undo).toHaveBeenCalledTimes(1);
    expect(refusals).toEqual([]);
  });

  it('offline: resolves as soon as it is queued; a refusal on replay undoes and shows the queue’s toast', async () => {
    onlineManager.setOnline(false);
    const undo = vi.fn();
    const { saved, answer } = runWrite(client, save, 'a', undo);
    await expect(saved).resolves.toBeUndefined();
    answers.push(() => Promise.reject(refuse()));
    onlineManager.setOnline(true);
    await expect(answer).rejects.toThrow('Not a time zone');
    expect(undo).toHaveBeenCalledTimes(1);
    expect(refusals).toEqual([
      { title: 'Change not saved', description: 'Saving your settings was not applied: Not a time zone' },
    ]);
  });
});
