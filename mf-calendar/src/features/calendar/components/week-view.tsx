import { useRef } from 'react';
import styled from 'styled-components';
import { localDateKey, longDateLabel, type DateKey } from '@onething/shared-data';
import { calendarTitle, calendarWeekDays, type CalendarItem } from '../domain/calendar';
import { VisuallyHidden } from '@onething/shared-ui';
import { ItemChip } from './calendar-item';
import { Grid, Row, WEEKDAY_SHORT, dayCellProps } from './day-grid';
import { TimeGrid } from './time-grid';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

/** Seven readable columns need this much; narrower screens scroll the week inside its box, not the page. */
const WEEK_MIN_WIDTH = '42rem';

/* width 0 + min-width 100%: the box takes its container's width without widening the page. Its sideways
   scroll follows the hour grid's. */
const HeaderBox = styled.div`
  position: relative;
  width: 0;
  min-width: 100%;
  overflow: hidden;
  & > * {
    min-width: ${WEEK_MIN_WIDTH};
  }
`;

const HeaderGrid = styled(Grid)`
  /* not a scroll box itself, so the corner can stick to the left while the header scrolls */
  overflow: visible;
`;

const HeaderRow = styled(Row)`
  grid-template-columns: 3.5rem repeat(7, minmax(0, 1fr));
`;

const Corner = styled.div`
  position: sticky;
  left: 0;
  z-index: 2;
  background: ${({ theme }) => theme.colors.card};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
`;

const DayHead = styled.div<{ $today: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  padding: ${({ theme }) => theme.space[1.5]};
  cursor: pointer;
  background: ${({ $today, theme }) => ($today ? theme.colors.accent : 'transparent')};
  & + & {
    border-left: 1px solid ${({ theme }) => theme.colors.border};
  }
  &:hover {
    background: ${({ theme }) => theme.colors.secondaryHover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: -2px;
  }
  & > .name {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.mutedForeground};
    text-transform: uppercase;
  }
  & > .number {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** Items of the whole day (the ONE Thing, completed steps and goals) sit under the day's name. */
export function allDayItems(items: readonly CalendarItem[]): CalendarItem[] {
  return items.filter((item) => item.start == null);
}

export function WeekView({
  date,
  focused,
  todayKey,
  itemsByDay,
  now,
  onOpenDay,
}: {
  date: DateKey;
  focused: DateKey;
  todayKey: DateKey;
  itemsByDay: Map<DateKey, CalendarItem[]>;
  now: Date;
  onOpenDay: (day: DateKey) => void;
}) {
  const days = calendarWeekDays(date);
  const keys = days.map((day) => localDateKey(day));
  const header = useRef<HTMLDivElement>(null);
  return (
    <Stack>
      <HeaderBox ref={header}>
        <HeaderGrid role="grid" aria-label={calendarTitle('week', date)} data-view="week">
          <HeaderRow role="row">
            <Corner aria-hidden="true" />
            {days.map((day, index) => {
              const key = keys[index] as DateKey;
              const isToday = key === todayKey;
              return (
                <DayHead
                  key={key}
                  {...dayCellProps(key, key === focused, isToday)}
                  $today={isToday}
                  onClick={() => onOpenDay(key)}
                >
                  <span className="name" aria-hidden="true">
                    {WEEKDAY_SHORT[index]}
                  </span>
                  <span className="number" aria-hidden="true">
                    {day.getDate()}
                  </span>
                  <VisuallyHidden>
                    {longDateLabel(day)}
                    {isToday ? ', today' : ''}
                  </VisuallyHidden>
                  {allDayItems(itemsByDay.get(key) ?? []).map((item) => (
                    <ItemChip key={item.key} item={item} focusable={false} />
                  ))}
                </DayHead>
              );
            })}
          </HeaderRow>
        </HeaderGrid>
      </HeaderBox>
      <TimeGrid
        days={keys}
        itemsByDay={itemsByDay}
        now={now}
        label={`Schedule, ${calendarTitle('week', date)}`}
        focusedDay={focused}
        minWidth={WEEK_MIN_WIDTH}
        onScrollLeft={(left) => {
          if (header.current) header.current.scrollLeft = left;
        }}
      />
    </Stack>
  );
}
