import { describe, expect, it } from 'vitest';
import { appendInput, inputOfKey, typedLines, type NotesInput } from './notes-input';

const key = (
  key: string,
  code = '',
  mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'isComposing', boolean>> = {},
) => ({
  key,
  code,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  isComposing: false,
  ...mods,
});

describe('inputOfKey', () => {
  it('records characters, Enter and Backspace', () => {
    expect(inputOfKey(key('a', 'KeyA'))).toEqual({ kind: 'text', text: 'a' });
    expect(inputOfKey(key(' ', 'Space'))).toEqual({ kind: 'text', text: ' ' });
    expect(inputOfKey(key('é'))).toEqual({ kind: 'text', text: 'é' });
    expect(inputOfKey(key('😀'))).toEqual({ kind: 'text', text: '😀' });
    expect(inputOfKey(key('Enter', 'Enter'))).toEqual({ kind: 'paragraph' });
    expect(inputOfKey(key('Backspace', 'Backspace'))).toEqual({ kind: 'backspace' });
  });

  it('records the formatting shortcuts on the physical key, Ctrl or Cmd', () => {
    expect(inputOfKey(key('B', 'KeyB', { ctrlKey: true, shiftKey: true }))).toEqual({ kind: 'format', format: 'bold' });
    expect(inputOfKey(key('I', 'KeyI', { metaKey: true, shiftKey: true }))).toEqual({
      kind: 'format',
      format: 'italic',
    });
    expect(inputOfKey(key('*', 'Digit8', { ctrlKey: true, shiftKey: true }))).toEqual({ kind: 'list', list: 'bullet' });
    expect(inputOfKey(key('&', 'Digit7', { ctrlKey: true, shiftKey: true }))).toEqual({ kind: 'list', list: 'number' });
  });

  it('leaves navigation, Tab, other shortcuts and composition alone', () => {
    for (const name of ['Tab', 'ArrowLeft', 'Shift', 'Escape', 'Dead', 'Process', 'Unidentified'])
      expect(inputOfKey(key(name))).toBeNull();
    expect(inputOfKey(key('c', 'KeyC', { ctrlKey: true }))).toBeNull();
    expect(inputOfKey(key('z', 'KeyZ', { metaKey: true }))).toBeNull();
    expect(inputOfKey(key('b', 'KeyB', { altKey: true }))).toBeNull();
    expect(inputOfKey(key('a', 'KeyA', { isComposing: true }))).toBeNull();
  });
});

describe('typedLines', () => {
  it('shows what was typed, by line, with Backspace applied', () => {
    expect(typedLines([])).toEqual(['']);
    expect(
      typedLines([
        { kind: 'text', text: 'H' },
        { kind: 'text', text: 'i' },
        { kind: 'format', format: 'bold' },
        { kind: 'paragraph' },
        { kind: 'text', text: 'x' },
        { kind: 'backspace' },
        { kind: 'text', text: '😀' },
      ]),
    ).toEqual(['Hi', '😀']);
    expect(
      typedLines([{ kind: 'text', text: 'a' }, { kind: 'paragraph' }, { kind: 'backspace' }, { kind: 'backspace' }]),
    ).toEqual(['']);
  });
});

describe('appendInput', () => {
  const record = (...inputs: NotesInput[]) => inputs.reduce<NotesInput[]>((all, input) => appendInput(all, input), []);

  it('lets Backspace take back what was typed while waiting', () => {
    expect(record({ kind: 'text', text: 'a' }, { kind: 'text', text: 'b' }, { kind: 'backspace' })).toEqual([
      { kind: 'text', text: 'a' },
    ]);
    expect(record({ kind: 'text', text: 'a😀' }, { kind: 'backspace' })).toEqual([{ kind: 'text', text: 'a' }]);
    expect(
      record({ kind: 'text', text: 'a' }, { kind: 'paragraph' }, { kind: 'backspace' }, { kind: 'backspace' }),
    ).toEqual([]);
  });

  it('keeps a Backspace that reaches into the stored notes, and formatting, in order', () => {
    expect(
      record(
        { kind: 'backspace' },
        { kind: 'format', format: 'bold' },
        { kind: 'backspace' },
        { kind: 'text', text: 'x' },
      ),
    ).toEqual([
      { kind: 'backspace' },
      { kind: 'format', format: 'bold' },
      { kind: 'backspace' },
      { kind: 'text', text: 'x' },
    ]);
  });
});
