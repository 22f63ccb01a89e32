import { type ReflectionKind } from '@onething/shared-data';
import { reflectionDraftKey, type ReflectionContent, type ReflectionDraft } from '../domain/reflections';

// Drafts live in localStorage until the server has the same content, so nothing typed is lost to a reload,
// a closed tab or a failed request. Storage can be full or blocked: then the page still works, unsaved text
// is only at risk as it would be without drafts.

export function readDraft(userId: string, kind: ReflectionKind, periodStart: string): ReflectionDraft | null {
  try {
    const raw = localStorage.getItem(reflectionDraftKey(userId, kind, periodStart));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<ReflectionDraft>;
    const content = parsed.content as Partial<ReflectionContent> | undefined;
    if (
      typeof parsed.editedAt !== 'number' ||
      !content ||
      typeof content.answers !== 'object' ||
      content.answers === null
    ) {
      return null;
    }
    return {
      editedAt: parsed.editedAt,
      content: {
        answers: Object.fromEntries(Object.entries(content.answers).filter(([, v]) => typeof v === 'string')) as Record<
          string,
          string
        >,
        energyRating: typeof content.energyRating === 'number' ? content.energyRating : null,
        focusRating: typeof content.focusRating === 'number' ? content.focusRating : null,
        notesHtml: typeof content.notesHtml === 'string' ? content.notesHtml : '',
      },
    };
  } catch {
    return null;
  }
}

export function writeDraft(userId: string, kind: ReflectionKind, periodStart: string, draft: ReflectionDraft): void {
  try {
    localStorage.setItem(reflectionDraftKey(userId, kind, periodStart), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the save request still carries the text.
  }
}

export function clearDraft(userId: string, kind: ReflectionKind, periodStart: string): void {
  try {
    localStorage.removeItem(reflectionDraftKey(userId, kind, periodStart));
  } catch {
    // Nothing to clear.
  }
}
