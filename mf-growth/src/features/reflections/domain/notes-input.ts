// What a visitor can do in the notes before the editor's code has arrived, recorded in order so the editor
// replays it once it is ready: nothing typed while it loads is lost.
export type NotesInput =
  | { kind: 'text'; text: string }
  | { kind: 'paragraph' }
  | { kind: 'backspace' }
  | { kind: 'format'; format: 'bold' | 'italic' }
  | { kind: 'list'; list: 'bullet' | 'number' };

export type NotesShortcut = 'bold' | 'italic' | 'bullet' | 'number';

/** Shortcuts on the physical key, so Shift+8 is "8" on every layout (the key itself reads '*'). */
export function shortcutAction(
  event: Pick<KeyboardEvent, 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'code'>,
): NotesShortcut | null {
  if (!(event.ctrlKey || event.metaKey) || !event.shiftKey || event.altKey) return null;
  if (event.code === 'KeyB') return 'bold';
  if (event.code === 'KeyI') return 'italic';
  if (event.code === 'Digit8' || event.code === 'Numpad8') return 'bullet';
  if (event.code === 'Digit7' || event.code === 'Numpad7') return 'number';
  return null;
}

/**
 * The input a key press stands for in the notes, or null when the key is not writing (navigation, Tab,
 * the browser's own shortcuts). Composition (IME) keys are not readable from a key press and are left alone.
 */
export function inputOfKey(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'code' | 'isComposing'>,
): NotesInput | null {
  if (event.isComposing) return null;
  const shortcut = shortcutAction(event);
  if (shortcut === 'bold' || shortcut === 'italic') return { kind: 'format', format: shortcut };
  if (shortcut) return { kind: 'list', list: shortcut };
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (event.key === 'Enter') return { kind: 'paragraph' };
  if (event.key === 'Backspace') return { kind: 'backspace' };
  // A printable key names its character; named keys (ArrowLeft, Tab, Dead, Process…) are longer.
  if ([...event.key].length === 1) return { kind: 'text', text: event.key };
  return null;
}

/**
 * Records one more input. Backspace takes back what was typed while waiting right here (a character, or a
 * new paragraph), so the editor only has to replay a Backspace that reaches into the notes it opens with.
 */
export function appendInput(inputs: readonly NotesInput[], input: NotesInput): NotesInput[] {
  const last = inputs[inputs.length - 1];
  if (input.kind !== 'backspace' || !last || (last.kind !== 'text' && last.kind !== 'paragraph'))
    return [...inputs, input];
  const rest = inputs.slice(0, -1);
  if (last.kind === 'paragraph') return rest;
  const remaining = [...last.text].slice(0, -1).join('');
  return remaining ? [...rest, { kind: 'text', text: remaining }] : rest;
}

/** The plain text the recorded input adds, by line, to show it in the stand-in while the editor loads. */
export function typedLines(inputs: readonly NotesInput[]): string[] {
  const lines = [''];
  for (const input of inputs) {
    if (input.kind === 'text') lines[lines.length - 1] += input.text;
    else if (input.kind === 'paragraph') lines.push('');
    else if (input.kind === 'backspace') {
      const last = lines[lines.length - 1] ?? '';
      if (last.length > 0) lines[lines.length - 1] = [...last].slice(0, -1).join('');
      else if (lines.length > 1) lines.pop();
    }
  }
  return lines;
}
