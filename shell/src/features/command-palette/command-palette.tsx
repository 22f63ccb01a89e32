// The command palette (Ctrl/Cmd+K): fuzzy search over pages and actions, fully keyboard operable.
// Built on cmdk (combobox + listbox semantics, arrow keys, Enter) inside the design system's dialog,
// and loaded only when first opened so it adds nothing to a first visit.
import { Command } from 'cmdk';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '@onething/shared-ui';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@onething/shared-ui/overlays';
import { paletteCommands, type PaletteEffect } from './palette-commands';

const Palette = styled(Command)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};

  [cmdk-input] {
    width: 100%;
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border: 1px solid ${({ theme }) => theme.colors.input};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.foreground};
    font: inherit;
  }
  [cmdk-input]:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }
  [cmdk-list] {
    max-height: min(24rem, 60vh);
    overflow-y: auto;
  }
  [cmdk-group-heading] {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[2]} ${theme.space[1]}`};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.mutedForeground};
  }
  [cmdk-item] {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[2]}`};
    border-radius: ${({ theme }) => theme.radii.sm};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    cursor: pointer;
  }
  [cmdk-item][data-selected='true'] {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentForeground};
  }
  [cmdk-empty] {
    padding: ${({ theme }) => theme.space[4]};
    text-align: center;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.mutedForeground};
  }
`;

export interface CommandPaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRun: (effect: PaletteEffect) => void;
}

export default function CommandPalette({ open, onOpenChange, onRun }: CommandPaletteProps) {
  const commands = useMemo(() => paletteCommands(), []);
  // The palette has no trigger button (it opens by keyboard) and is unmounted when it closes, so it
  // gives focus back itself to what had it when it opened, read before the dialog takes focus.
  const [returnFocusTo] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  const returnFocus = (event: Event) => {
    event.preventDefault();
    if (returnFocusTo?.isConnected) returnFocusTo.focus();
  };
  const groups = ['Go to', 'Actions'] as const;
  const run = (effect: PaletteEffect) => {
    onOpenChange(false);
    onRun(effect);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={returnFocus}>
        <DialogTitle>Command palette</DialogTitle>
        <VisuallyHidden>
          <DialogDescription>
            Type to search pages and actions, use the arrow keys to choose and Enter to run.
          </DialogDescription>
        </VisuallyHidden>
        <Palette label="Search pages and actions" loop>
          <Command.Input placeholder="Search pages and actions…" />
          <Command.List>
            <Command.Empty>No matching pages or actions.</Command.Empty>
            {groups.map((group) => (
              <Command.Group key={group} heading={group}>
                {commands
                  .filter((command) => command.group === group)
                  .map((command) => (
                    <Command.Item
                      key={command.id}
                      value={command.label}
                      keywords={command.keywords}
                      onSelect={() => run(command.effect)}
                    >
                      {command.label}
                    </Command.Item>
                  ))}
              </Command.Group>
            ))}
          </Command.List>
        </Palette>
      </DialogContent>
    </Dialog>
  );
}
