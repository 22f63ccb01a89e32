// The notes field. The rich-text editor is most of this page's code, so it is fetched only when the visitor
// shows intent to write (pointer over or down on the field, focus, a key press). Until it is ready a stand-in
// of the same frame, toolbar and size shows the stored notes read-only; keys typed into it are recorded and
// replayed by the editor, which then takes the focus with the caret at the end.
import { useEffect, useMemo, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { sanitizeNotesHtml } from '../domain/sanitize-notes';
import type { NotesEditorProps } from './notes-editor';
import { EditorArea, Frame, NO_FORMATS, NOTES_PLACEHOLDER, NotesToolbar } from './notes-frame';
import { appendInput, inputOfKey, typedLines, type NotesInput } from '../domain/notes-input';

type Editor = ComponentType<NotesEditorProps>;

let editorModule: Promise<Editor> | null = null;

/** One download for every notes field; a failed one (offline) is tried again on the next intent. */
function loadNotesEditor(): Promise<Editor> {
  editorModule ??= import('./notes-editor').then(
    (module) => module.default,
    (error: unknown) => {
      editorModule = null;
      throw error;
    },
  );
  return editorModule;
}

export interface NotesFieldProps {
  id: string;
  labelId: string;
  initialHtml: string;
  onChange: (html: string) => void;
}

export function NotesField({ id, labelId, initialHtml, onChange }: NotesFieldProps) {
  const [editor, setEditor] = useState<{ Component: Editor } | null>(null);
  const [loading, setLoading] = useState(false);
  const [typed, setTyped] = useState<NotesInput[]>([]);
  const pending = useRef<NotesInput[]>([]);
  const standInFocused = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const clean = useMemo(() => sanitizeNotesHtml(initialHtml), [initialHtml]);

  const startLoading = () => {
    if (loading) return;
    setLoading(true);
    loadNotesEditor().then(
      (Component) => {
        // Synchronously, effects included: the stand-in (with the focus) leaves the page and the editor takes
        // the focus and the recorded keys in this one task. Rendered later, the editor's effects ran a task
        // after the stand-in had gone, and a key pressed in between reached the page's body and was lost.
        if (mounted.current) flushSync(() => setEditor({ Component }));
      },
      () => {
        if (mounted.current) setLoading(false);
      },
    );
  };

  if (editor) {
    return (
      <editor.Component
        id={id}
        labelId={labelId}
        initialHtml={initialHtml}
        onChange={onChange}
        pending={pending.current}
        autoFocus={standInFocused.current}
      />
    );
  }

  const record = (input: NotesInput) => {
    // The editor takes this very array on mount, so it is changed in place.
    pending.current.splice(0, pending.current.length, ...appendInput(pending.current, input));
    setTyped([...pending.current]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    startLoading();
    const input = inputOfKey(event.nativeEvent);
    if (!input) return;
    // The key is the editor's, not the page's (Space would scroll, Ctrl+Shift+B open the bookmarks bar).
    event.preventDefault();
    record(input);
  };

  const lines = typedLines(typed);
  const hasTyped = typed.length > 0;

  return (
    <Frame
      onPointerEnter={startLoading}
      onPointerDown={startLoading}
      onFocus={startLoading}
      data-testid="notes-stand-in"
    >
      <NotesToolbar labelledBy={labelId} formats={NO_FORMATS} canUndo={false} canRedo={false} />
      <EditorArea>
        <div
          id={id}
          role="textbox"
          tabIndex={0}
          className="notes-editable"
          aria-labelledby={labelId}
          aria-multiline
          aria-placeholder={NOTES_PLACEHOLDER}
          aria-busy={loading || undefined}
          onKeyDown={onKeyDown}
          onPaste={(event) => {
            startLoading();
            const text = event.clipboardData.getData('text/plain');
            if (!text) return;
            event.preventDefault();
            text.split(/\r?\n/).forEach((line, index) => {
              if (index > 0) record({ kind: 'paragraph' });
              if (line) record({ kind: 'text', text: line });
            });
          }}
          onFocus={() => {
            standInFocused.current = true;
          }}
          onBlur={() => {
            standInFocused.current = false;
          }}
        >
          {/* Sanitised like everywhere stored notes are put into the page: a row can be written by any client. */}
          {clean ? <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: clean }} /> : null}
          {hasTyped ? lines.map((line, index) => <p key={index}>{line || <br />}</p>) : null}
        </div>
        {!clean && !hasTyped ? <div className="notes-placeholder">{NOTES_PLACEHOLDER}</div> : null}
      </EditorArea>
    </Frame>
  );
}
