import styled, { css } from 'styled-components';
import { WEEKDAYS, type HabitStreakLike } from '@onething/shared-data';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button, VisuallyHidden } from '@onething/shared-ui';
import { STATE_TEXT, formatLongDay, formatMonth } from '../../domain/history-format';
import { addMonths, isMonthInHistory, type HistoryDay, type MonthRef } from '../../domain/habit-history';

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[2]};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Table = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: separate;
  border-spacing: ${({ theme }) => theme.space[1]};

  th {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.mutedForeground};
    padding-bottom: ${({ theme }) => theme.space[1]};
  }

  td {
    padding: 0;
    text-align: center;
  }
`;

const dayLook = (state: HistoryDay['state']) => css`
  ${({ theme }) => {
    switch (state) {
      case 'done':
        return css`
          background-color: ${theme.colors.success};
          border-color: ${theme.colors.success};
          color: ${theme.colors.successForeground};
          font-weight: ${theme.fontWeights.semibold};
        `;
      case 'frozen':
        return css`
          background-color: ${theme.colors.accent};
          border-color: ${theme.colors.ring};
          border-style: dashed;
          color: ${theme.colors.accentForeground};
        `;
      case 'skipped':
      case 'paused':
        return css`
          background-color: ${theme.colors.muted};
          border-color: ${theme.colors.input};
          border-style: dashed;
          color: ${theme.colors.mutedForeground};
        `;
      case 'missed':
      case 'open':
        return css`
          background-color: ${theme.colors.card};
          border-color: ${theme.colors.input};
          color: ${theme.colors.foreground};
        `;
      default:
        return css`
          background-color: transparent;
          border-color: transparent;
          color: ${theme.colors.mutedForeground};
        `;
    }
  }}
`;

const DayButton = styled.button<{ $state: HistoryDay['state'] }>`
  width: 100%;
  max-width: 2.75rem;
  aspect-ratio: 1;
  min-height: 2.25rem;
  border: 2px solid;
  border-radius: ${({ theme }) => theme.radii.full};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  ${({ $state }) => dayLook($state)}

  &:hover {
    border-color: ${({ theme }) => theme.colors.success};
  }
`;

const DayText = styled.span<{ $state: HistoryDay['state'] }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  max-width: 2.75rem;
  aspect-ratio: 1;
  min-height: 2.25rem;
  border: 2px solid;
  border-radius: ${({ theme }) => theme.radii.full};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${({ $state }) => dayLook($state)}
`;

export interface MonthCalendarProps {
  habit: HabitStreakLike & { name: string };
  month: MonthRef;
  rows: (HistoryDay | null)[][];
  now: Date;
  onMonthChange: (month: MonthRef) => void;
  /** Sets the day to the wanted state (never a flip). */
  onSetDay: (day: HistoryDay, completed: boolean) => void;
}

/**
 * One month, Sunday first. Every scheduled day from the habit's first day to today is a toggle button
 * (aria-pressed) that completes or clears that day; other days are plain text with their state for
 * screen readers.
 */
export function MonthCalendar({ habit, month, rows, now, onMonthChange, onSetDay }: MonthCalendarProps) {
  const previous = addMonths(month, -1);
  const next = addMonths(month, 1);
  const title = formatMonth(month);
  return (
    <div>
      <Head>
        <Button
          variant="outline"
          size="icon"
          aria-label="Previous month"
          disabled={!isMonthInHistory(habit, previous, now)}
          onClick={() => onMonthChange(previous)}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Title id="history-month-title" aria-live="polite">
          {title}
        </Title>
        <Button
          variant="outline"
          size="icon"
          aria-label="Next month"
          disabled={!isMonthInHistory(habit, next, now)}
          onClick={() => onMonthChange(next)}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </Head>
      <Table aria-labelledby="history-month-title">
        <thead>
          <tr>
            {WEEKDAYS.map((weekday) => (
              <th key={weekday} scope="col">
                <abbr title={weekday}>{weekday.slice(0, 3)}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {row.map((day, column) => (
                <td key={day?.key ?? `empty-${column}`}>
                  {day === null ? null : day.editable ? (
                    <DayButton
                      type="button"
                      $state={day.state}
                      aria-pressed={day.state === 'done'}
                      aria-label={`${habit.name}, ${formatLongDay(day.key)}`}
                      data-day-key={day.key}
                      onClick={() => onSetDay(day, day.state !== 'done')}
                    >
                      {Number(day.key.slice(8))}
                    </DayButton>
                  ) : (
                    <DayText $state={day.state} data-day-key={day.key}>
                      <span aria-hidden="true">{Number(day.key.slice(8))}</span>
                      <VisuallyHidden>{`${formatLongDay(day.key)}: ${STATE_TEXT[day.state]}`}</VisuallyHidden>
                    </DayText>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
