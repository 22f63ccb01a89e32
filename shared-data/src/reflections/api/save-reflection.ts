import { getSupabase } from '../../supabase';
import { maybeRow } from '../../supabase/result';
import type { Reflection, ReflectionKind } from '../../types/database';

/** What the user writes in one entry: the whole state sent to save_reflection (notes already sanitised). */
export type ReflectionContent = {
  answers: Record<string, string>;
  energyRating: number | null;
  focusRating: number | null;
  notesHtml: string;
};

export type SaveReflectionInput = { kind: ReflectionKind; periodStart: string; content: ReflectionContent };

/**
 * Sends the whole entry as the user intends it; the database creates, updates or (when everything was
 * cleared) deletes it, and answers with the row or null. The same content sent again changes nothing.
 */
export async function saveReflection({ kind, periodStart, content }: SaveReflectionInput): Promise<Reflection | null> {
  const args = {
    p_kind: kind,
    p_period_start: periodStart,
    p_answers: content.answers,
    p_energy_rating: kind === 'daily' ? content.energyRating : null,
    p_focus_rating: kind === 'daily' ? content.focusRating : null,
    p_notes_html: content.notesHtml,
  };
  // The generated argument types mark the nullable parameters optional; null is what clears them.
  const result = await getSupabase().rpc('save_reflection', args as never);
  return (maybeRow(result) ?? null) as Reflection | null;
}
