import { useCallback, useEffect, useRef, useState } from 'react';
import { onlineManager, useQueryClient, type Mutation } from '@tanstack/react-query';
import {
  pendingWritesOf,
  reflectionWrites,
  startWrite,
  withdrawQueuedWrites,
  type Reflection,
  type ReflectionKind,
  type SaveReflectionInput,
} from '@onething/shared-data';
import { sameReflectionContent, type ReflectionContent } from '../domain/reflections';
import { sanitizeNotesHtml } from '../domain/sanitize-notes';
import { clearDraft, writeDraft } from '../api/reflection-drafts';

/** The pause after the last keystroke before the entry is saved. */
export const AUTOSAVE_DELAY_MS = 800;

export type SaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'failed';

export interface AutosaveOptions {
  userId: string;
  kind: ReflectionKind;
  periodStart: string;
  /** What the editor opens with (the server copy, or a newer local draft). */
  initial: ReflectionContent;
  /** What the server holds now; differs from `initial` when a draft was restored (it is saved at once). */
  server: ReflectionContent;
  onSaved: (row: Reflection | null) => void;
}

type Sent = { mutation: Mutation<Reflection | null, Error, SaveReflectionInput>; content: ReflectionContent };

/**
 * Keeps what the user typed safe: every change goes to a local draft at once, and after a short pause into
 * the app's write queue as the whole entry, which sends it in order, retries it, keeps it while offline and
 * across a reload. A newer entry supersedes a save of the same period still waiting to be sent, so the
 * queue holds at most the one being sent and the latest. The draft is removed only when the server has
 * exactly what is on screen; leaving the page queues what is not saved yet.
 */
export function useReflectionAutosave({ userId, kind, periodStart, initial, server, onSaved }: AutosaveOptions) {
  const client = useQueryClient();
  const [content, setContentState] = useState(initial);
  const [state, setState] = useState<SaveState>(() => (sameReflectionContent(initial, server) ? 'idle' : 'pending'));

  const current = useRef(initial);
  const saved = useRef(server);
  /** The newest save handed to the queue and not settled yet. */
  const latest = useRef<Sent | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;
  const mounted = useRef(true);

  const ofThisEntry = useCallback(
    (input: SaveReflectionInput) => input.kind === kind && input.periodStart === periodStart,
    [kind, periodStart],
  );

  /** Saving, or not saved yet (failing, or waiting offline), from the queue's saves of this entry. */
  const showQueueState = useCallback(() => {
    if (!mounted.current || !latest.current || timer.current !== undefined) return;
    const waiting = pendingWritesOf(client, reflectionWrites.save, ofThisEntry);
    const failing = waiting.some((m) => m.state.failureCount > 0 || (m.state.isPaused && !onlineManager.isOnline()));
    setState(failing ? 'failed' : 'saving');
  }, [client, ofThisEntry]);

  const flush = useCallback((): void => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const sending = current.current;
    if (
      latest.current
        ? sameReflectionContent(latest.current.content, sending)
        : sameReflectionContent(sending, saved.current)
    ) {
      if (!latest.current) {
        clearDraft(userId, kind, periodStart);
        if (mounted.current) setState((s) => (s === 'idle' ? 'idle' : 'saved'));
      } else showQueueState();
      return;
    }
    withdrawQueuedWrites(client, reflectionWrites.save, ofThisEntry);
    const input = { kind, periodStart, content: { ...sending, notesHtml: sanitizeNotesHtml(sending.notesHtml) } };
    const { mutation, result } = startWrite(client, reflectionWrites.save, input);
    const sent = { mutation, content: sending };
    latest.current = sent;
    showQueueState();
    result.then(
      (row) => {
        saved.current = sending;
        onSavedRef.current(row);
        if (latest.current !== sent) return; // a newer save follows
        latest.current = null;
        if (sameReflectionContent(current.current, sending)) {
          clearDraft(userId, kind, periodStart);
          if (mounted.current) setState('saved');
        } else if (mounted.current && timer.current === undefined) {
          // Typed while it was on its way: the rest goes after the usual pause.
          setState('pending');
          timer.current = setTimeout(flush, AUTOSAVE_DELAY_MS);
        }
      },
      () => {
        // Refused (the queue's toast says why): the text stays on screen and in the draft.
        if (latest.current !== sent) return;
        latest.current = null;
        if (mounted.current) setState('failed');
      },
    );
  }, [client, kind, ofThisEntry, periodStart, showQueueState, userId]);

  const setContent = useCallback(
    (update: (previous: ReflectionContent) => ReflectionContent) => {
      const next = update(current.current);
      if (sameReflectionContent(next, current.current)) return;
      current.current = next;
      setContentState(next);
      writeDraft(userId, kind, periodStart, { content: next, editedAt: Date.now() });
      setState((s) => (s === 'failed' ? 'failed' : 'pending'));
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, AUTOSAVE_DELAY_MS);
    },
    [flush, kind, periodStart, userId],
  );

  /** Sends the latest text now, and whatever waits for the connection. */
  const retryNow = useCallback(() => {
    flush();
    void client.resumePausedMutations();
  }, [client, flush]);

  useEffect(() => {
    mounted.current = true;
    // A restored draft is sent right away.
    if (!sameReflectionContent(current.current, saved.current)) timer.current = setTimeout(flush, 0);
    const stopCache = client.getMutationCache().subscribe((event) => {
      const mutation = event.mutation as Sent['mutation'] | undefined;
      if (mutation?.meta?.['write'] !== reflectionWrites.save.name) return;
      const variables = mutation.state.variables;
      if (!variables || !ofThisEntry(variables)) return;
      // A save of this entry restored from the stored queue after this page opened is older than what this
      // page is saving (the draft is written before the queue): sent after this page's save, it would undo it.
      const saving = latest.current !== null || !sameReflectionContent(current.current, saved.current);
      if (event.type === 'added' && saving && mutation !== latest.current?.mutation && mutation.state.isPaused) {
        client.getMutationCache().remove(mutation);
        return;
      }
      showQueueState();
    });
    const stopOnline = onlineManager.subscribe(showQueueState);
    return () => {
      mounted.current = false;
      stopCache();
      stopOnline();
      const typing = timer.current !== undefined;
      clearTimeout(timer.current);
      timer.current = undefined;
      // Navigating away: queue what is not saved yet (the draft covers a closed tab until it lands).
      if (typing || (!latest.current && !sameReflectionContent(current.current, saved.current))) flush();
    };
  }, [client, flush, ofThisEntry, showQueueState]);

  return { content, setContent, state, retryNow };
}
