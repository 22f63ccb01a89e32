import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import styled, { css, type DefaultTheme } from 'styled-components';
import { format12h, formatTimeHHMM } from '@onething/shared-data';
import { type CalendarItem, type CalendarItemKind } from '../domain/calendar';
import { CheckCircle2 } from 'lucide-react';
import { VisuallyHidden } from '@onething/shared-ui';

const KIND_LABELS: Record<CalendarItemKind, string> = {
  'time-block': 'Time block',
  habit: 'Habit',
  'one-thing': 'ONE Thing',
  step: 'Step completed',
  'habit-completion': 'Habit completed',
  'deep-work': 'Deep work session',
  goal: 'Goal completed',
};

export function kindLabel(item: CalendarItem): string {
  if (item.kind === 'goal' && item.href === '/playbooks') return 'Playbook completed';
  return KIND_LABELS[item.kind];
}

export function itemTime(item: CalendarItem): string | null {
  if (item.start == null) return null;
  const start = format12h(formatTimeHHMM(item.start));
  return item.end != null && item.end > item.start ? `${start} - ${format12h(formatTimeHHMM(item.end))}` : start;
}

export type Tone = 'block' | 'habit' | 'goal' | 'done' | 'missed';

export function itemTone(item: CalendarItem, missed = false): Tone {
  if (item.section === 'completed') return 'done';
  if (missed) return 'missed';
  if (item.kind === 'habit') return 'habit';
  if (item.kind === 'one-thing') return 'goal';
  return 'block';
}

export const toneStyles = (tone: Tone, theme: DefaultTheme) => {
  const { colors } = theme;
  // A missed block is hollow, with a dashed edge in the Missed badge's colours: it did not happen, which reads
  // without colour too, and it stays apart from the ONE Thing's filled amber.
  if (tone === 'missed')
    return css`
      background: ${colors.card};
      color: ${colors.warningText};
      border: 1px dashed ${colors.warning};
      border-left: 3px dashed ${colors.warning};
    `;
  const [background, color, edge] = {
    block: [colors.accent, colors.accentForeground, colors.primary],
    habit: [colors.successSubtle, colors.successText, colors.success],
    goal: [colors.warningSubtle, colors.warningText, colors.warning],
    done: [colors.muted, colors.mutedForeground, colors.mutedForeground],
  }[tone];
  return css`
    background: ${background};
    color: ${color};
    border-left: 3px solid ${edge};
  `;
};

const Chip = styled(Link)<{ $tone: Tone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  padding: ${({ theme }) => `${theme.space[0.5]} ${theme.space[1.5]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1.3;
  text-decoration: none;
  ${({ $tone, theme }) => toneStyles($tone, theme)}

  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 1px;
  }
  & > svg {
    flex: none;
    width: 0.75rem;
    height: 0.75rem;
    margin-top: 1px;
  }
  /* Titles wrap instead of being cut (hyphenated where the browser can); on a phone's narrow month cell
     in smaller type, without the done icon (done items keep their muted tone), to fit whole words. */
  & > span.title {
    min-width: 0;
    overflow-wrap: anywhere;
    hyphens: auto;
  }
  @media (max-width: 48rem) {
    padding: 1px 1px 1px 2px;
    border-left-width: 2px;
    font-size: 0.625rem;
    line-height: 1.2;
    letter-spacing: -0.02em;
    & > svg {
      display: none;
    }
  }
  &[data-done='true'] > span.title {
    text-decoration: line-through;
  }
`;

const stop = (event: MouseEvent) => event.stopPropagation();

/** What a screen reader hears after an item's title: its kind, its time and whether it is done or missed. */
export function itemDetailsText(item: CalendarItem, missed: boolean): string {
  const time = itemTime(item);
  const state = item.section === 'scheduled' && item.done ? ', done' : missed ? ', missed' : '';
  return `, ${kindLabel(item)}${time ? `, ${time}` : ''}${state}`;
}

/** A one-line item (month cells, all-day rows): its title; kind, time and state for screen readers. */
export function ItemChip({
  item,
  focusable = true,
  missed = false,
}: {
  item: CalendarItem;
  focusable?: boolean;
  /** A time block whose time has passed without its step being done. */
  missed?: boolean;
}) {
  const time = itemTime(item);
  return (
    <Chip
      to={item.href}
      $tone={itemTone(item, missed)}
      data-done={item.section === 'scheduled' && item.done}
      data-missed={missed || undefined}
      data-kind={item.kind}
      tabIndex={focusable ? undefined : -1}
      onClick={stop}
      title={`${item.title}${time ? ` (${time})` : ''}`}
    >
      {item.done ? <CheckCircle2 aria-hidden="true" /> : null}
      <span className="title">{item.title}</span>
      <VisuallyHidden>{itemDetailsText(item, missed)}</VisuallyHidden>
    </Chip>
  );
}
