// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, hydrate, onlineManager, type DehydratedState } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reflectionWrites, type Reflection, type SaveReflectionInput } from '@onething/shared-data';
import { EMPTY_REFLECTION_CONTENT, reflectionDraftKey, type ReflectionContent } from '../domain/reflections';
import { AUTOSAVE_DELAY_MS, useReflectionAutosave } from './use-reflection-autosave';

// The autosave through the write queue, with the save itself replaced by a fake server.

const USER = 'user-1';
const DAY = '2026-03-10';
const answer = (did: string): ReflectionContent => ({ ...EMPTY_REFLECTION_CONTENT, answers: { did } });

let sent: string[];
let client: QueryClient;

beforeEach(() => {
  sent = [];
  localStorage.clear();
  client = new QueryClient();
  client.setMutationDefaults(reflectionWrites.save.mutationKey, {});
  vi.spyOn(reflectionWrites.save, 'run').mockImplementation(async (input: SaveReflectionInput) => {
    sent.push(input.content.answers['did'] ?? '');
    return { answers: input.content.answers } as Reflection;
  });
});
afterEach(() => {
  cleanup();
  onlineManager.setOnline(true);
  client.clear();
  vi.restoreAllMocks();
});

function renderAutosave(initial = EMPTY_REFLECTION_CONTENT) {
  const onSaved = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
  const hook = renderHook(
    () =>
      useReflectionAutosave({
        userId: USER,
        kind: 'daily',
        periodStart: DAY,
        initial,
        server: EMPTY_REFLECTION_CONTENT,
        onSaved,
      }),
    { wrapper },
  );
  const type = (did: string) => act(() => hook.result.current.setContent(() => answer(did)));
  return { hook, type, onSaved };
}

const pause = () => act(() => new Promise((resolve) => setTimeout(resolve, AUTOSAVE_DELAY_MS + 100)));
const queued = () =>
  client
    .getMutationCache()
    .getAll()
    .filter((m) => m.state.status === 'pending');
const draft = () => localStorage.getItem(reflectionDraftKey(USER, 'daily', DAY));

describe('the reflection autosave through the write queue', () => {
  it('saves the whole entry after a pause, says Saved and drops the draft', async () => {
    const { hook, type, onSaved } = renderAutosave();
    await type('Wrote the outline');
    expect(hook.result.current.state).toBe('pending');
    expect(draft()).toContain('Wrote the outline');
    await waitFor(() => expect(hook.result.current.state).toBe('saved'));
    expect(sent).toEqual(['Wrote the outline']);
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(draft()).toBeNull();
  });

  it('offline: one queued save of the latest text, sent once when the connection returns', async () => {
    onlineManager.setOnline(false);
    const { hook, type } = renderAutosave();
    await type('First');
    await pause();
    await type('First and second');
    await pause();
    await type('First, second and third');
    await pause();
    expect(queued()).toHaveLength(1);
    expect(hook.result.current.state).toBe('failed');
    expect(draft()).toContain('First, second and third');
    expect(sent).toEqual([]);

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(hook.result.current.state).toBe('saved'));
    expect(sent).toEqual(['First, second and third']);
    expect(draft()).toBeNull();
  });

  it('leaving the page queues what was typed in the last pause', async () => {
    onlineManager.setOnline(false);
    const { hook, type } = renderAutosave();
    await type('Typed, then left');
    hook.unmount();
    expect(queued().map((m) => (m.state.variables as SaveReflectionInput).content.answers)).toEqual([
      { did: 'Typed, then left' },
    ]);
    onlineManager.setOnline(true);
    await waitFor(() => expect(sent).toEqual(['Typed, then left']));
  });

  it('a save of this entry restored from the stored queue after the page opened does not undo the page', async () => {
    onlineManager.setOnline(false);
    const { hook } = renderAutosave(answer('The draft, newer'));
    await waitFor(() => expect(queued()).toHaveLength(1));
    // What the previous page left in the queue, restored (paused) a moment after this page saved.
    const restored = { kind: 'daily', periodStart: DAY, content: answer('Older') } satisfies SaveReflectionInput;
    const state: DehydratedState = {
      queries: [],
      mutations: [
        {
          mutationKey: reflectionWrites.save.mutationKey,
          meta: { write: reflectionWrites.save.name },
          state: {
            context: undefined,
            data: undefined,
            error: null,
            failureCount: 0,
            failureReason: null,
            isPaused: true,
            status: 'pending',
            variables: restored,
            submittedAt: 1,
          },
        },
      ],
    };
    act(() => hydrate(client, state));
    expect(queued()).toHaveLength(1);

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(hook.result.current.state).toBe('saved'));
    expect(sent).toEqual(['The draft, newer']);
  });
});
