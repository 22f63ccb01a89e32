import DOMPurify from 'dompurify';

/**
 * The only markup reflection notes may hold: what the editor produces for paragraphs, bold, italic and
 * lists. Everything else (scripts, links, images, styles, event handlers, classes) is dropped, keeping the
 * text. Applied before notes are stored and again wherever stored notes are put into the page, because a
 * row can be written by any client.
 */
const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li'];
const ALLOWED_ATTR: string[] = [];

export function sanitizeNotesHtml(html: string | null | undefined): string {
  if (!html) return '';
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, KEEP_CONTENT: true });
}
