import styled from 'styled-components';
import { localDateKey, longDateLabel, type DateKey } from '@onething/shared-data';
import { calendarTitle, calendarWeekDays, type CalendarItem } from '../domain/calendar';
import { VisuallyHidden } from '@onething/shared-ui';
import { ItemChip } from './calendar-item';
import { Grid, Row, WEEKDAY_SHORT, dayCellProps } from './day-grid';
import type { GridPlanning } from '../hooks/grid-planning';
import { TimeGrid } from './time-grid';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

/* The header sits in the hour grid's box (on its columns), so it has no frame of its own; not a scroll box
   itself, so the corner can stick to the left while the week scrolls sideways. */
const HeaderGrid = styled(Grid)`
  overflow: visible;
  border: none;
  border-radius: 0;
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
  planning,
}: {
  date: DateKey;
  focused: DateKey;
  todayKey: DateKey;
  itemsByDay: Map<DateKey, CalendarItem[]>;
  now: Date;
  onOpenDay: (day: DateKey) => void;
  planning?: GridPlanning;
}) {
  const days = calendarWeekDays(date);
  const keys = days.map((day) => localDateKey(day));
  const header = (template: string) => (
    <HeaderGrid role="grid" aria-label={calendarTitle('week', date)} data-view="week">
      <Row role="row" style={{ gridTemplateColumns: template }}>
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
      </Row>
    </HeaderGrid>
  );
  return (
    <Stack>
      <TimeGrid
        days={keys}
        itemsByDay={itemsByDay}
        now={now}
        label={`Schedule, ${calendarTitle('week', date)}`}
        focusedDay={focused}
        header={header}
        {...(planning ? { planning } : {})}
      />
    </Stack>
  );
}
