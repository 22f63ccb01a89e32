// Rich-text notes on Lexical: bold, italic, bullet and numbered lists, undo and redo, with toolbar buttons
// and the app's shortcuts (Ctrl/Cmd+Shift+B, +I, +8, +7; undo and redo on Ctrl/Cmd+Z and Ctrl/Cmd+Shift+Z).
// Loaded only when the visitor shows intent to write (see notes-field.tsx); what was typed meanwhile is
// replayed here.
import { useCallback, useEffect, useRef, useState } from 'react';
import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import {
  $isListNode,
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  ListItemNode,
  ListNode,
  REMOVE_LIST_COMMAND,
} from '@lexical/list';
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { $getNearestNodeOfType, mergeRegister } from '@lexical/utils';
import {
  $createParagraphNode,
  $getRoot,
  $getSelection,
  $insertNodes,
  $isElementNode,
  $isRangeSelection,
  $isTextNode,
  CAN_REDO_COMMAND,
  CAN_UNDO_COMMAND,
  COMMAND_PRIORITY_CRITICAL,
  COMMAND_PRIORITY_HIGH,
  CONTROLLED_TEXT_INSERTION_COMMAND,
  DELETE_CHARACTER_COMMAND,
  FORMAT_TEXT_COMMAND,
  INSERT_PARAGRAPH_COMMAND,
  KEY_DOWN_COMMAND,
  REDO_COMMAND,
  SELECTION_CHANGE_COMMAND,
  UNDO_COMMAND,
  type LexicalEditor,
} from 'lexical';
import { sanitizeNotesHtml } from '../domain/sanitize-notes';
import {
  EditorArea,
  Frame,
  NO_FORMATS,
  NOTES_PLACEHOLDER,
  NotesToolbar,
  type Formats,
  type ListKind,
  type ToolbarAction,
} from './notes-frame';
import { shortcutAction, type NotesInput } from '../domain/notes-input';

function toggleList(editor: LexicalEditor, kind: 'bullet' | 'number', current: ListKind) {
  if (current === kind) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
  else
    editor.dispatchCommand(kind === 'bullet' ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND, undefined);
}

function readFormats(): Formats {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return NO_FORMATS;
  const list = $getNearestNodeOfType(selection.anchor.getNode(), ListNode);
  return {
    bold: selection.hasFormat('bold'),
    italic: selection.hasFormat('italic'),
    list: $isListNode(list) ? (list.getListType() === 'number' ? 'number' : 'bullet') : null,
  };
}

function ToolbarAndShortcuts({ labelledBy }: { labelledBy: string }) {
  const [editor] = useLexicalComposerContext();
  const [formats, setFormats] = useState<Formats>(NO_FORMATS);
  const [canUndo, setCanUndo] = useState(false);
  const [canRedo, setCanRedo] = useState(false);

  const refresh = useCallback(() => setFormats(readFormats()), []);

  useEffect(
    () =>
      mergeRegister(
        editor.registerUpdateListener(({ editorState }) => editorState.read(refresh)),
        editor.registerCommand(
          SELECTION_CHANGE_COMMAND,
          () => {
            refresh();
            return false;
          },
          COMMAND_PRIORITY_CRITICAL,
        ),
        editor.registerCommand(
          CAN_UNDO_COMMAND,
          (payload) => {
            setCanUndo(payload);
            return false;
          },
          COMMAND_PRIORITY_CRITICAL,
        ),
        editor.registerCommand(
          CAN_REDO_COMMAND,
          (payload) => {
            setCanRedo(payload);
            return false;
          },
          COMMAND_PRIORITY_CRITICAL,
        ),
        editor.registerCommand(
          KEY_DOWN_COMMAND,
          (event) => {
            const action = shortcutAction(event);
            if (!action) return false;
            // The browser's own Ctrl+Shift+B/I (bookmarks bar, developer tools) must not run while writing.
            event.preventDefault();
            if (action === 'bold' || action === 'italic') editor.dispatchCommand(FORMAT_TEXT_COMMAND, action);
            else toggleList(editor, action, editor.getEditorState().read(readFormats).list);
            return true;
          },
          COMMAND_PRIORITY_HIGH,
        ),
      ),
    [editor, refresh],
  );

  const onAction = (action: ToolbarAction) => {
    if (action === 'bold' || action === 'italic') editor.dispatchCommand(FORMAT_TEXT_COMMAND, action);
    else if (action === 'bullet' || action === 'number') toggleList(editor, action, formats.list);
    else if (action === 'undo') editor.dispatchCommand(UNDO_COMMAND, undefined);
    else editor.dispatchCommand(REDO_COMMAND, undefined);
  };

  return (
    <NotesToolbar labelledBy={labelledBy} formats={formats} canUndo={canUndo} canRedo={canRedo} onAction={onAction} />
  );
}

/**
 * Backspace during the hand-over, before the editor is in the page: Lexical's own deletion moves the
 * browser's selection, which is not there yet, so a character inside a text node is removed on the model.
 */
function deleteBackward(editor: LexicalEditor) {
  const selection = $getSelection();
  if (!$isRangeSelection(selection) || !selection.isCollapsed()) return;
  const node = selection.anchor.getNode();
  const offset = selection.anchor.offset;
  if (!$isTextNode(node) || offset === 0) {
    editor.dispatchCommand(DELETE_CHARACTER_COMMAND, true);
    return;
  }
  const text = node.getTextContent();
  // A character outside the Basic Multilingual Plane is two UTF-16 units.
  const width =
    offset >= 2 && /[\uDC00-\uDFFF]/.test(text[offset - 1] ?? '') && /[\uD800-\uDBFF]/.test(text[offset - 2] ?? '')
      ? 2
      : 1;
  node.spliceText(offset - width, width, '', true);
}

function replay(editor: LexicalEditor, input: NotesInput) {
  if (input.kind === 'text') editor.dispatchCommand(CONTROLLED_TEXT_INSERTION_COMMAND, input.text);
  else if (input.kind === 'paragraph') editor.dispatchCommand(INSERT_PARAGRAPH_COMMAND, undefined);
  else if (input.kind === 'backspace') deleteBackward(editor);
  else if (input.kind === 'format') {
    editor.dispatchCommand(FORMAT_TEXT_COMMAND, input.format);
    // A format chosen with nothing typed after it lives on the caret only; kept on the empty block too, it
    // survives the caret being placed again when the editor takes the focus.
    const selection = $getSelection();
    const block = $isRangeSelection(selection) && selection.isCollapsed() ? selection.anchor.getNode() : null;
    if ($isElementNode(block) && block.isEmpty() && $isRangeSelection(selection)) block.setTextFormat(selection.format);
  } else toggleList(editor, input.list, readFormats().list);
}

/**
 * Takes over from the stand-in: what was typed into it goes in at the end of the notes, where its caret
 * was, and the focus comes along when the stand-in had it.
 */
function HandOverPlugin({ pending, focus }: { pending: NotesInput[]; focus: boolean }) {
  const [editor] = useLexicalComposerContext();
  const handedOver = useRef(false);
  useEffect(() => {
    if (handedOver.current) return;
    handedOver.current = true;
    const inputs = pending.splice(0);
    if (!focus && inputs.length === 0) return;
    // The opening notes are committed first, so that what follows is a change of its own: saved, and
    // undoable (an update merged into the opening one would be neither).
    editor.read(() => undefined);
    editor.update(() => {
      const root = $getRoot();
      if (root.isEmpty()) root.append($createParagraphNode());
      root.selectEnd();
      for (const input of inputs) replay(editor, input);
    });
    if (focus) editor.focus();
  }, [editor, pending, focus]);
  return null;
}

const NOTHING_PENDING: NotesInput[] = [];

export interface NotesEditorProps {
  id: string;
  labelId: string;
  initialHtml: string;
  onChange: (html: string) => void;
  /** Input typed into the stand-in before the editor was ready, replayed (and emptied) on mount. */
  pending?: NotesInput[];
  /** Move the focus into the editor on mount (the stand-in had it). */
  autoFocus?: boolean;
}

export default function NotesEditor({
  id,
  labelId,
  initialHtml,
  onChange,
  pending,
  autoFocus = false,
}: NotesEditorProps) {
  const initialConfig: InitialConfigType = {
    namespace: 'reflection-notes',
    nodes: [ListNode, ListItemNode],
    onError: (error) => {
      throw error;
    },
    editorState: (editor) => {
      const clean = sanitizeNotesHtml(initialHtml);
      if (!clean) return;
      const dom = new DOMParser().parseFromString(clean, 'text/html');
      const nodes = $generateNodesFromDOM(editor, dom);
      $getRoot().clear().select();
      $insertNodes(nodes);
    },
  };

  return (
    <LexicalComposer initialConfig={initialConfig}>
      <Frame>
        <ToolbarAndShortcuts labelledBy={labelId} />
        <EditorArea>
          <RichTextPlugin
            contentEditable={
              <ContentEditable
                id={id}
                className="notes-editable"
                aria-labelledby={labelId}
                aria-multiline
                aria-placeholder={NOTES_PLACEHOLDER}
                placeholder={<div className="notes-placeholder">{NOTES_PLACEHOLDER}</div>}
              />
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
        </EditorArea>
      </Frame>
      <HistoryPlugin />
      <ListPlugin />
      <HandOverPlugin pending={pending ?? NOTHING_PENDING} focus={autoFocus} />
      <OnChangePlugin
        ignoreSelectionChange
        onChange={(editorState, editor) =>
          editorState.read(() => onChange(sanitizeNotesHtml($generateHtmlFromNodes(editor, null))))
        }
      />
    </LexicalComposer>
  );
}
