// Rich-text notes on Lexical: bold, italic, bullet and numbered lists, undo and redo, with toolbar buttons
// and the app's shortcuts (Ctrl/Cmd+Shift+B, +I, +8, +7; undo and redo on Ctrl/Cmd+Z and Ctrl/Cmd+Shift+Z).
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
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
  $getRoot,
  $getSelection,
  $insertNodes,
  $isRangeSelection,
  CAN_REDO_COMMAND,
  CAN_UNDO_COMMAND,
  COMMAND_PRIORITY_CRITICAL,
  COMMAND_PRIORITY_HIGH,
  FORMAT_TEXT_COMMAND,
  KEY_DOWN_COMMAND,
  REDO_COMMAND,
  SELECTION_CHANGE_COMMAND,
  UNDO_COMMAND,
  type LexicalEditor,
} from 'lexical';
import { Bold, Italic, List, ListOrdered, Redo2, Undo2 } from 'lucide-react';
import { sanitizeNotesHtml } from '../api/sanitize-notes';

type ListKind = 'bullet' | 'number' | null;
type Formats = { bold: boolean; italic: boolean; list: ListKind };

const Frame = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.input};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};

  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[1.5]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const ToolButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 2.25rem;
  height: 2.25rem;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.foreground};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.accent};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.secondary};
    border-color: ${({ theme }) => theme.colors.border};
  }
  &:disabled {
    color: ${({ theme }) => theme.colors.mutedForeground};
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 1px;
  }
  svg {
    width: 1rem;
    height: 1rem;
  }
`;

const Separator = styled.span`
  width: 1px;
  margin: 0 ${({ theme }) => theme.space[1]};
  background: ${({ theme }) => theme.colors.border};
`;

const EditorArea = styled.div`
  position: relative;

  .notes-editable {
    min-height: 9rem;
    padding: ${({ theme }) => theme.space[3]};
    outline: none;
    line-height: ${({ theme }) => theme.lineHeights.relaxed};
  }
  .notes-editable p {
    margin: 0 0 ${({ theme }) => theme.space[2]};
  }
  .notes-editable ul,
  .notes-editable ol {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    padding-left: ${({ theme }) => theme.space[6]};
  }
  .notes-editable ul {
    list-style: disc;
  }
  .notes-editable ol {
    list-style: decimal;
  }
  .notes-placeholder {
    position: absolute;
    top: ${({ theme }) => theme.space[3]};
    left: ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.colors.mutedForeground};
    pointer-events: none;
  }
`;

/** Shortcuts on the physical key, so Shift+8 is "8" on every layout (the key itself reads '*'). */
function shortcutAction(event: KeyboardEvent): 'bold' | 'italic' | 'bullet' | 'number' | null {
  if (!(event.ctrlKey || event.metaKey) || !event.shiftKey || event.altKey) return null;
  if (event.code === 'KeyB') return 'bold';
  if (event.code === 'KeyI') return 'italic';
  if (event.code === 'Digit8' || event.code === 'Numpad8') return 'bullet';
  if (event.code === 'Digit7' || event.code === 'Numpad7') return 'number';
  return null;
}

function toggleList(editor: LexicalEditor, kind: 'bullet' | 'number', current: ListKind) {
  if (current === kind) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
  else editor.dispatchCommand(kind === 'bullet' ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND, undefined);
}

function readFormats(): Formats {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return { bold: false, italic: false, list: null };
  const list = $getNearestNodeOfType(selection.anchor.getNode(), ListNode);
  return {
    bold: selection.hasFormat('bold'),
    italic: selection.hasFormat('italic'),
    list: $isListNode(list) ? (list.getListType() === 'number' ? 'number' : 'bullet') : null,
  };
}

function ToolbarAndShortcuts({ labelledBy }: { labelledBy: string }) {
  const [editor] = useLexicalComposerContext();
  const [formats, setFormats] = useState<Formats>({ bold: false, italic: false, list: null });
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

  return (
    <Toolbar role="toolbar" aria-labelledby={labelledBy} aria-orientation="horizontal">
      <ToolButton
        type="button"
        aria-label="Bold"
        title="Bold (Ctrl+Shift+B)"
        aria-pressed={formats.bold}
        onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold')}
      >
        <Bold aria-hidden />
      </ToolButton>
      <ToolButton
        type="button"
        aria-label="Italic"
        title="Italic (Ctrl+Shift+I)"
        aria-pressed={formats.italic}
        onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic')}
      >
        <Italic aria-hidden />
      </ToolButton>
      <Separator aria-hidden />
      <ToolButton
        type="button"
        aria-label="Bulleted list"
        title="Bulleted list (Ctrl+Shift+8)"
        aria-pressed={formats.list === 'bullet'}
        onClick={() => toggleList(editor, 'bullet', formats.list)}
      >
        <List aria-hidden />
      </ToolButton>
      <ToolButton
        type="button"
        aria-label="Numbered list"
        title="Numbered list (Ctrl+Shift+7)"
        aria-pressed={formats.list === 'number'}
        onClick={() => toggleList(editor, 'number', formats.list)}
      >
        <ListOrdered aria-hidden />
      </ToolButton>
      <Separator aria-hidden />
      <ToolButton
        type="button"
        aria-label="Undo"
        title="Undo (Ctrl+Z)"
        disabled={!canUndo}
        onClick={() => editor.dispatchCommand(UNDO_COMMAND, undefined)}
      >
        <Undo2 aria-hidden />
      </ToolButton>
      <ToolButton
        type="button"
        aria-label="Redo"
        title="Redo (Ctrl+Shift+Z)"
        disabled={!canRedo}
        onClick={() => editor.dispatchCommand(REDO_COMMAND, undefined)}
      >
        <Redo2 aria-hidden />
      </ToolButton>
    </Toolbar>
  );
}

export interface NotesEditorProps {
  id: string;
  labelId: string;
  initialHtml: string;
  onChange: (html: string) => void;
}

export default function NotesEditor({ id, labelId, initialHtml, onChange }: NotesEditorProps) {
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
                aria-placeholder="Anything else on your mind…"
                placeholder={<div className="notes-placeholder">Anything else on your mind…</div>}
              />
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
        </EditorArea>
      </Frame>
      <HistoryPlugin />
      <ListPlugin />
      <OnChangePlugin
        ignoreSelectionChange
        onChange={(editorState, editor) => editorState.read(() => onChange(sanitizeNotesHtml($generateHtmlFromNodes(editor, null))))}
      />
    </LexicalComposer>
  );
}
