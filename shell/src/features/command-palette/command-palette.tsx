// The command palette (Ctrl/Cmd+K): fuzzy search over the running session's controls, pages, actions and,
// once something is typed, the user's own steps, habits, playbooks, groups and reflections; fully keyboard
// operable. Built on cmdk (combobox + listbox semantics, arrow keys, Enter) inside the design system's dialog,
// and loaded after the first paint (or on first open) so it adds nothing to a first visit.
import { Command } from 'cmdk';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import {
  groupQueries,
  habitQueries,
  playbookQueries,
  reflectionQueries,
  taskQueries,
  useAuth,
  useSessionControls,
} from '@onething/shared-data';
import { VisuallyHidden } from '@onething/shared-ui';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@onething/shared-ui/overlays';
import { paletteCommands, type PaletteCommand, type PaletteEffect } from './palette-commands';
import { rankCommands } from './rank-commands';
import { userThingCommands } from './user-things';

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
  [cmdk-item]:hover {
    background: ${({ theme }) => theme.colors.muted};
  }
  [cmdk-item][data-selected='true'] {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentForeground};
  }
  [cmdk-empty],
  [cmdk-loading] {
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

/**
 * The user's things, read when the palette opens through the pages' own queries: cached, so a second open (or a
 * page that read them already) shows them at once.
 */
function useUserThingCommands(): { commands: PaletteCommand[]; loading: boolean } {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const enabled = userId !== '';
  const tasks = useQuery({ ...taskQueries.byUser(userId), enabled });
  const habits = useQuery({ ...habitQueries.byUser(userId), enabled });
  const playbooks = useQuery({ ...playbookQueries.byUser(userId), enabled });
  const groups = useQuery({ ...groupQueries.mine(userId), enabled });
  const reflections = useQuery({ ...reflectionQueries.byUser(userId), enabled });
  const commands = useMemo(
    () =>
      userThingCommands({
        tasks: tasks.data,
        habits: habits.data,
        playbooks: playbooks.data,
        groups: groups.data,
        reflections: reflections.data,
      }),
    [tasks.data, habits.data, playbooks.data, groups.data, reflections.data],
  );
  const loading = [tasks, habits, playbooks, groups, reflections].some((query) => query.isPending && enabled);
  return { commands, loading };
}

/** Where a key moves the selection: by one result (looping), to the first or the last; null for other keys. */
function pickStep(event: KeyboardEvent): 1 | -1 | 'first' | 'last' | null {
  if (event.key === 'ArrowDown') return 1;
  if (event.key === 'ArrowUp') return -1;
  if (event.key === 'Home') return 'first';
  if (event.key === 'End') return 'last';
  return null;
}

export default function CommandPalette({ open, onOpenChange, onRun }: CommandPaletteProps) {
  const session = useSessionControls();
  const appCommands = useMemo(() => paletteCommands(session.phase), [session.phase]);
  const userThings = useUserThingCommands();
  const [search, setSearch] = useState('');
  // The user's things join the results once something is typed: the empty palette stays a short list of
  // pages and actions however much a user has.
  const searching = search.trim() !== '';
  const commands = useMemo(
    () => (searching ? [...appCommands, ...userThings.commands] : appCommands),
    [searching, appCommands, userThings.commands],
  );
  // Results are told apart by id (two steps may share a title), found by their label and keywords, and
  // ordered here (cmdk neither filters nor sorts).
  const ranked = useMemo(() => rankCommands(commands, search), [commands, search]);
  // The best match is selected, also when the user's things arrive after the last key. The arrow keys and
  // Home/End are handled here: a pick holds while the search is the same and the result is
  // there. cmdk's own selection is not used: it picks the first result after each key, and selects whatever
  // is under a resting mouse pointer when the list changes beneath it, either of which held a loose match.
  const [choice, setChoice] = useState<{ search: string; id: string } | null>(null);
  const order = ranked.flatMap((group) => group.commands.map((command) => command.id));
  const selected = choice?.search === search && order.includes(choice.id) ? choice.id : (order[0] ?? '');
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    list.current?.querySelector('[cmdk-item][aria-selected="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [selected]);
  const pick = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = pickStep(event);
    if (step === null || order.length === 0) return;
    event.preventDefault();
    event.stopPropagation();
    const at = order.indexOf(selected);
    const next = step === 'first' ? 0 : step === 'last' ? order.length - 1 : (at + step + order.length) % order.length;
    setChoice({ search, id: order[next] as string });
  };
  // The palette has no trigger button (it opens by keyboard) and is unmounted when it closes, so it
  // gives focus back itself to what had it when it opened, read before the dialog takes focus.
  const [returnFocusTo] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  const returnFocus = (event: Event) => {
    event.preventDefault();
    if (returnFocusTo?.isConnected) returnFocusTo.focus();
  };
  const run = (effect: PaletteCommand['effect']) => {
    onOpenChange(false);
    if (effect.type === 'pause-session') session.pause();
    else if (effect.type === 'resume-session') session.resume();
    else onRun(effect);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={returnFocus}>
        <DialogTitle>Command palette</DialogTitle>
        <VisuallyHidden>
          <DialogDescription>
            Type to search pages, actions and your steps, habits, playbooks, groups and reflections, use the arrow keys
            to choose and Enter to run.
          </DialogDescription>
        </VisuallyHidden>
        <Palette
          label="Search pages and actions"
          loop
          shouldFilter={false}
          value={selected}
          disablePointerSelection
          vimBindings={false}
          onKeyDownCapture={pick}
        >
          <Command.Input placeholder="Search pages and actions…" value={search} onValueChange={setSearch} />
          <Command.List ref={list}>
            {searching && userThings.loading ? <Command.Loading>Searching your things…</Command.Loading> : null}
            <Command.Empty>No matching pages or actions.</Command.Empty>
            {ranked.map(({ group, commands: inGroup }) => (
              <Command.Group key={group} heading={group}>
                {inGroup.map((command) => (
                  <Command.Item key={command.id} value={command.id} onSelect={() => run(command.effect)}>
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
