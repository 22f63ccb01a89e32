import { useLayoutEffect, useRef, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { MINUTES_PER_DAY, localDateKey, type DateKey } from '@onething/shared-data';
import { layoutDay, nowLineMinutes, type CalendarItem } from '../domain/calendar';
import { CheckCircle2 } from 'lucide-react';
import { VisuallyHidden } from '@onething/shared-ui';
import { itemTime, itemTone, kindLabel, toneStyles } from './calendar-item';

const HOUR_PX = 48;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
/** Hour the grid opens at, so a working day is in view without scrolling. */
const FIRST_VISIBLE_HOUR = 7;

/* width 0 + min-width 100%: the box takes its container's width without widening the page. */
const Scroller = styled.div`
  position: relative;
  width: 0;
  min-width: 100%;
  max-height: 36rem;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.card};
`;

const Body = styled.div<{ $days: number; $minWidth: string }>`
  position: relative;
  min-width: ${({ $minWidth }) => $minWidth};
  display: grid;
  grid-template-columns: 3.5rem repeat(${({ $days }) => $days}, minmax(0, 1fr));
  height: ${24 * HOUR_PX}px;
`;

/* The hour labels stay in view when a week scrolls sideways on a narrow screen. */
const Gutter = styled.div`
  position: sticky;
  left: 0;
  z-index: 5;
  background: ${({ theme }) => theme.colors.card};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
`;

const HourLabel = styled.span<{ $hour: number }>`
  position: absolute;
  top: ${({ $hour }) => $hour * HOUR_PX}px;
  right: ${({ theme }) => theme.space[1.5]};
  transform: translateY(-50%);
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mutedForeground};
  white-space: nowrap;
`;

const Column = styled.div<{ $today: boolean }>`
  position: relative;
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ $today, theme }) => ($today ? theme.colors.accent : 'transparent')};
  background-image: repeating-linear-gradient(
    to bottom,
    transparent 0,
    transparent ${HOUR_PX - 1}px,
    ${({ theme }) => theme.colors.border} ${HOUR_PX - 1}px,
    ${({ theme }) => theme.colors.border} ${HOUR_PX}px
  );
  &:last-child {
    border-right: none;
  }
`;

const Block = styled(Link)<{ $tone: 'block' | 'habit' | 'goal' | 'done' }>`
  position: absolute;
  overflow: hidden;
  padding: 2px ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1.25;
  text-decoration: none;
  box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.card};
  ${({ $tone, theme }) => toneStyles($tone, theme)}
  &:hover {
    text-decoration: underline;
    z-index: 2;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    z-index: 3;
  }
  & strong {
    display: flex;
    align-items: center;
    gap: 2px;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  & svg {
    flex: none;
    width: 0.7rem;
    height: 0.7rem;
  }
  &[data-done='true'] strong {
    text-decoration: line-through;
  }
  /* Short items: title and time on one line, cut with an ellipsis. */
  &[data-compact='true'] {
    display: flex;
    gap: ${({ theme }) => theme.space[1]};
    white-space: nowrap;
    padding-top: 0;
    padding-bottom: 0;
  }
  &[data-compact='true'] > * {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  &[data-compact='true'] > span {
    flex: 1 1 0;
    min-width: 0;
  }
`;

/** Items shorter than this show title and time on one line. */
const COMPACT_BELOW_MINUTES = 45;

const NowLine = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  height: 2px;
  background: ${({ theme }) => theme.colors.destructive};
  z-index: 4;
  pointer-events: none;
  &::before {
    content: '';
    position: absolute;
    left: -4px;
    top: -3px;
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.destructive};
  }
`;

const hourLabel = (hour: number) =>
  hour === 0 ? '12 AM' : hour < 12 ? `${hour} AM` : hour === 12 ? '12 PM' : `${hour - 12} PM`;

/** The items the hour grid draws: timed ones; a completed habit-day shows as its habit's block instead. */
export function gridItems(items: readonly CalendarItem[]): CalendarItem[] {
  return items.filter((item) => item.start != null && item.kind !== 'habit-completion');
}

const stop = (event: MouseEvent) => event.stopPropagation();

export function TimeGrid({
  days,
  itemsByDay,
  now,
  label,
  focusedDay,
  minWidth = '0',
  onScrollLeft,
}: {
  days: DateKey[];
  itemsByDay: Map<DateKey, CalendarItem[]>;
  now: Date;
  label: string;
  /** The day to bring into view when the grid is wider than its box. */
  focusedDay?: DateKey;
  minWidth?: string;
  onScrollLeft?: (left: number) => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const todayKey = localDateKey(now);
  const nowMinutes = nowLineMinutes(now);
  const firstDay = days[0];

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const starts = days.flatMap((day) => gridItems(itemsByDay.get(day) ?? []).map((item) => item.start as number));
    const first = Math.min(FIRST_VISIBLE_HOUR * 60, ...starts);
    element.scrollTop = Math.max(0, (first / 60) * HOUR_PX - HOUR_PX / 2);
    // Only when the period changes, not on every data refresh.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [firstDay, days.length]);

  useLayoutEffect(() => {
    const element = scroller.current;
    const column = element?.querySelector<HTMLElement>(`[data-day="${focusedDay}"]`);
    if (!element || !column || element.scrollWidth <= element.clientWidth) return;
    const gutter = column.parentElement?.firstElementChild?.getBoundingClientRect().width ?? 0;
    const visible =
      column.offsetLeft - gutter >= element.scrollLeft &&
      column.offsetLeft + column.offsetWidth <= element.scrollLeft + element.clientWidth;
    if (!visible) element.scrollLeft = column.offsetLeft - gutter;
    onScrollLeft?.(element.scrollLeft);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusedDay]);

  return (
    <Scroller
      ref={scroller}
      role="region"
      aria-label={label}
      tabIndex={0}
      onScroll={onScrollLeft ? (event) => onScrollLeft(event.currentTarget.scrollLeft) : undefined}
    >
      <Body $days={days.length} $minWidth={minWidth}>
        <Gutter aria-hidden="true">
          {HOURS.slice(1).map((hour) => (
            <HourLabel key={hour} $hour={hour}>
              {hourLabel(hour)}
            </HourLabel>
          ))}
        </Gutter>
        {days.map((day) => {
          const placed = layoutDay(gridItems(itemsByDay.get(day) ?? []));
          return (
            <Column key={day} $today={day === todayKey} data-day={day}>
              {placed.map(({ item, start, end, column, columns }) => {
                const time = itemTime(item);
                return (
                  <Block
                    key={item.key}
                    to={item.href}
                    onClick={stop}
                    $tone={itemTone(item)}
                    data-done={item.section === 'scheduled' && item.done}
                    data-kind={item.kind}
                    data-column={column}
                    data-columns={columns}
                    data-compact={end - start < COMPACT_BELOW_MINUTES}
                    style={{
                      top: `${(start / 60) * HOUR_PX}px`,
                      height: `${Math.max(((end - start) / 60) * HOUR_PX - 2, 16)}px`,
                      left: `calc(${(column / columns) * 100}% + 2px)`,
                      width: `calc(${100 / columns}% - 4px)`,
                    }}
                  >
                    <strong>
                      {item.done ? <CheckCircle2 aria-hidden="true" /> : null}
                      {item.title}
                    </strong>
                    {time ? <span aria-hidden="true">{time}</span> : null}
                    <VisuallyHidden>
                      {`, ${kindLabel(item)}${time ? `, ${time}` : ''}${item.section === 'scheduled' && item.done ? ', done' : ''}`}
                    </VisuallyHidden>
                  </Block>
                );
              })}
              {day === todayKey ? (
                <NowLine data-testid="now-line" style={{ top: `${(nowMinutes / MINUTES_PER_DAY) * 24 * HOUR_PX}px` }} />
              ) : null}
            </Column>
          );
        })}
      </Body>
    </Scroller>
  );
}
