// The notes' frame and toolbar, shared by the editor and by its stand-in so both look the same and have the
// same size: swapping one for the other moves nothing on the page.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Bold, Italic, List, ListOrdered, Redo2, Undo2 } from 'lucide-react';

export const NOTES_PLACEHOLDER = 'Anything else on your mind…';

export type ListKind = 'bullet' | 'number' | null;
export type Formats = { bold: boolean; italic: boolean; list: ListKind };
export type ToolbarAction = 'bold' | 'italic' | 'bullet' | 'number' | 'undo' | 'redo';

export const NO_FORMATS: Formats = { bold: false, italic: false, list: null };

export const Frame = styled.div`
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
  /* Waiting for the editor: inert, but drawn as the editor will draw it a moment later. */
  &:disabled[data-waiting] {
    color: ${({ theme }) => theme.colors.foreground};
    cursor: default;
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

export const EditorArea = styled.div`
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

export interface NotesToolbarProps {
  labelledBy: string;
  formats: Formats;
  canUndo: boolean;
  canRedo: boolean;
  /** Absent while the editor loads: the buttons are shown but do nothing yet. */
  onAction?: (action: ToolbarAction) => void;
}

export function NotesToolbar({ labelledBy, formats, canUndo, canRedo, onAction }: NotesToolbarProps) {
  const waiting = onAction === undefined;
  const button = (
    action: ToolbarAction,
    label: string,
    title: string,
    icon: ReactNode,
    state: { pressed?: boolean; enabled?: boolean },
  ) => (
    <ToolButton
      type="button"
      aria-label={label}
      title={title}
      aria-pressed={state.pressed}
      disabled={waiting || state.enabled === false}
      data-waiting={waiting && state.enabled !== false ? '' : undefined}
      onClick={() => onAction?.(action)}
    >
      {icon}
    </ToolButton>
  );
  return (
    <Toolbar role="toolbar" aria-labelledby={labelledBy} aria-orientation="horizontal">
      {button('bold', 'Bold', 'Bold (Ctrl+Shift+B)', <Bold aria-hidden />, { pressed: formats.bold })}
      {button('italic', 'Italic', 'Italic (Ctrl+Shift+I)', <Italic aria-hidden />, { pressed: formats.italic })}
      <Separator aria-hidden />
      {button('bullet', 'Bulleted list', 'Bulleted list (Ctrl+Shift+8)', <List aria-hidden />, {
        pressed: formats.list === 'bullet',
      })}
      {button('number', 'Numbered list', 'Numbered list (Ctrl+Shift+7)', <ListOrdered aria-hidden />, {
        pressed: formats.list === 'number',
      })}
      <Separator aria-hidden />
      {button('undo', 'Undo', 'Undo (Ctrl+Z)', <Undo2 aria-hidden />, { enabled: canUndo })}
      {button('redo', 'Redo', 'Redo (Ctrl+Shift+Z)', <Redo2 aria-hidden />, { enabled: canRedo })}
    </Toolbar>
  );
}
