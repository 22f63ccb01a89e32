import { getSupabase, toFriendlyError, type Reflection, type ReflectionKind } from '@onething/shared-data';
import { type ReflectionContent } from '../domain/reflections';
import { sanitizeNotesHtml } from '../domain/sanitize-notes';

export type SaveReflectionInput = { kind: ReflectionKind; periodStart: string; content: ReflectionContent };

/**
 * Sends the whole entry as the user intends it; the database creates, updates or (when everything was
 * cleared) deletes it, and answers with the row or null.
 */
export async function saveReflection({ kind, periodStart, content }: SaveReflectionInput): Promise<Reflection | null> {
  const args = {
    p_kind: kind,
    p_period_start: periodStart,
    p_answers: content.answers,
    p_energy_rating: kind === 'daily' ? content.energyRating : null,
    p_focus_rating: kind === 'daily' ? content.focusRating : null,
    p_notes_html: sanitizeNotesHtml(content.notesHtml),
  };
  // The generated argument types mark the nullable parameters optional; null is what clears them.
  const { data, error } = await getSupabase().rpc('save_reflection', args as never);
  if (error) throw toFriendlyError(error);
  return (data ?? null) as Reflection | null;
}

/** The content of a stored entry (notes sanitised again: the row may come from any client). */
export function contentOf(row: Reflection | null | undefined): ReflectionContent {
  const answers: Record<string, string> = {};
  for (const [key, value] of Object.entries(row?.answers ?? {})) if (typeof value === 'string') answers[key] = value;
  return {
    answers,
    energyRating: row?.energy_rating ?? null,
    focusRating: row?.focus_rating ?? null,
    notesHtml: sanitizeNotesHtml(row?.notes_html),
  };
}
