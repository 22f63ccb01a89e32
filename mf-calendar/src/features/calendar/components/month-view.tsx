import styled from 'styled-components';
import { longDateLabel, type DateKey } from '@onething/shared-data';
import { calendarTitle, formatMoreItems, monthCellItems, monthGrid, type CalendarItem } from '../domain/calendar';
import { VisuallyHidden } from '@onething/shared-ui';
import { isMissed } from '../domain/item-status';
import { ItemChip } from './calendar-item';
import { ColumnHeader, Grid, Row, WEEKDAY_LONG, WEEKDAY_SHORT, dayCellProps } from './day-grid';

const Cell = styled.div<{ $inMonth: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  min-height: 7rem;
  padding: ${({ theme }) => theme.space[1]};
  cursor: pointer;
  background: ${({ $inMonth, theme }) => ($inMonth ? 'transparent' : theme.colors.muted)};
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
  @media (max-width: 48rem) {
    min-height: 4.5rem;
    padding: 1px;
  }
`;

const DayNumber = styled.span<{ $today: boolean; $inMonth: boolean }>`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.6rem;
  height: 1.6rem;
  border-radius: 9999px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ $today, theme }) => ($today ? theme.fontWeights.bold : theme.fontWeights.medium)};
  color: ${({ $today, $inMonth, theme }) =>
    $today ? theme.colors.primaryForeground : $inMonth ? theme.colors.foreground : theme.colors.mutedForeground};
  background: ${({ $today, theme }) => ($today ? theme.colors.primary : 'transparent')};
`;

const More = styled.button`
  align-self: flex-start;
  padding: 0 ${({ theme }) => theme.space[1]};
  border: none;
  background: none;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.foreground};
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
`;

const Items = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

export function MonthView({
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
  const weeks = monthGrid(date);
  return (
    <Grid role="grid" aria-label={calendarTitle('month', date)} data-view="month">
      <Row role="row">
        {WEEKDAY_SHORT.map((day, index) => (
          <ColumnHeader key={day} role="columnheader">
            <abbr title={WEEKDAY_LONG[index]}>{day}</abbr>
          </ColumnHeader>
        ))}
      </Row>
      {weeks.map((week) => (
        <Row role="row" key={week[0]?.key}>
          {week.map((day) => {
            const items = itemsByDay.get(day.key) ?? [];
            const cell = monthCellItems(items);
            const isToday = day.key === todayKey;
            return (
              <Cell
                key={day.key}
                {...dayCellProps(day.key, day.key === focused, isToday)}
                $inMonth={day.inMonth}
                onClick={() => onOpenDay(day.key)}
              >
                <DayNumber $today={isToday} $inMonth={day.inMonth} aria-hidden="true">
                  {day.date.getDate()}
                </DayNumber>
                <VisuallyHidden>
                  {longDateLabel(day.date)}
                  {isToday ? ', today' : ''}
                  {items.length === 0 ? ', no items' : ''}
                </VisuallyHidden>
                <Items>
                  {[...cell.scheduled, ...cell.completed].map((item) => (
                    <ItemChip key={item.key} item={item} focusable={false} missed={isMissed(item, now)} />
                  ))}
                  {cell.more > 0 ? (
                    <More
                      type="button"
                      tabIndex={-1}
                      onClick={(event) => {
                        event.stopPropagation();
                        onOpenDay(day.key);
                      }}
                    >
                      {formatMoreItems(cell.more)}
                    </More>
                  ) : null}
                </Items>
              </Cell>
            );
          })}
        </Row>
      ))}
    </Grid>
  );
}
