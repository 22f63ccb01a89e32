import { useCallback, useEffect, useRef, useState } from 'react';
import { type Reflection, type ReflectionKind } from '@onething/shared-data';
import { reflectionRetryDelay, sameReflectionContent, type ReflectionContent } from '../domain/reflections';
import { clearDraft, writeDraft } from '../api/reflection-drafts';
import { saveReflection } from '../api/save-reflection';

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

/**
 * Keeps what the user typed safe: every change goes to a local draft at once, and to the server after a
 * short pause. One request at a time; a failed one is retried with back-off (1 s, 2 s, 4 s … 30 s) and
 * at once when the browser comes back online. The draft is removed only when the server has exactly what
 * is on screen; leaving the page sends what is not saved yet (the draft stays until that succeeds).
 */
export function useReflectionAutosave({ userId, kind, periodStart, initial, server, onSaved }: AutosaveOptions) {
  const [content, setContentState] = useState(initial);
  const [state, setState] = useState<SaveState>(() => (sameReflectionContent(initial, server) ? 'idle' : 'pending'));
  const [failures, setFailures] = useState(0);

  const current = useRef(initial);
  const saved = useRef(server);
  const inFlight = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const attempts = useRef(0);
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;
  const mounted = useRef(true);

  const schedule = useCallback((delay: number, run: () => void) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(run, delay);
  }, []);

  const flush = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    if (inFlight.current) return;
    if (sameReflectionContent(current.current, saved.current)) {
      clearDraft(userId, kind, periodStart);
      if (mounted.current) setState((s) => (s === 'idle' ? 'idle' : 'saved'));
      return;
    }
    const sending = current.current;
    inFlight.current = true;
    if (mounted.current) setState('saving');
    try {
      const row = await saveReflection({ kind, periodStart, content: sending });
      saved.current = sending;
      attempts.current = 0;
      onSavedRef.current(row);
      if (!mounted.current) {
        if (sameReflectionContent(current.current, sending)) clearDraft(userId, kind, periodStart);
        else setTimeout(() => void flush(), 0); // typed after this request left, then navigated away
        return;
      }
      setFailures(0);
      if (sameReflectionContent(current.current, sending)) {
        clearDraft(userId, kind, periodStart);
        setState('saved');
      } else {
        // Typed while the request was out: save the rest after the usual pause.
        setState('pending');
        schedule(AUTOSAVE_DELAY_MS, () => void flush());
      }
    } catch {
      attempts.current += 1;
      if (!mounted.current) return;
      setFailures(attempts.current);
      setState('failed');
      schedule(reflectionRetryDelay(attempts.current), () => void flush());
    } finally {
      inFlight.current = false;
    }
  }, [kind, periodStart, schedule, userId]);

  const setContent = useCallback(
    (update: (previous: ReflectionContent) => ReflectionContent) => {
      const next = update(current.current);
      if (sameReflectionContent(next, current.current)) return;
      current.current = next;
      setContentState(next);
      writeDraft(userId, kind, periodStart, { content: next, editedAt: Date.now() });
      if (attempts.current > 0) return; // a retry is already scheduled and sends the latest text
      setState('pending');
      schedule(AUTOSAVE_DELAY_MS, () => void flush());
    },
    [flush, kind, periodStart, schedule, userId],
  );

  useEffect(() => {
    mounted.current = true;
    // A restored draft is sent right away.
    if (!sameReflectionContent(current.current, saved.current)) schedule(0, () => void flush());
    const online = () => {
      if (attempts.current > 0) void flush();
    };
    window.addEventListener('online', online);
    return () => {
      mounted.current = false;
      window.removeEventListener('online', online);
      clearTimeout(timer.current);
      // Navigating away: send what is not saved yet (the draft covers a failure or a closed tab).
      if (!inFlight.current && !sameReflectionContent(current.current, saved.current)) void flush();
    };
  }, [flush, schedule]);

  return { content, setContent, state, failures, retryNow: flush };
}
