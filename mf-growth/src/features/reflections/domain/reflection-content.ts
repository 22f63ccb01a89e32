import { type Reflection } from '@onething/shared-data';
import { type ReflectionContent } from './reflections';
import { sanitizeNotesHtml } from './sanitize-notes';

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
