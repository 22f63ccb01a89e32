import { useLayoutEffect, useRef } from 'react';
import styled, { css } from 'styled-components';
import { WEEKDAYS } from '@onething/shared-data';
import { VisuallyHidden } from '@onething/shared-ui';
import { STATE_TEXT, formatLongDay, formatMonthShort } from '../../domain/history-format';
import type { HistoryDay, HistoryDayState } from '../../domain/habit-history';

// Scrolls sideways inside itself on a phone (the page never does); focusable so the keyboard can scroll it.
const Scroller = styled.div`
  /* Its width comes from the page, never from the 53 columns (which would widen the page on a phone). */
  contain: inline-size;
  overflow-x: auto;
  /* The cells' visually hidden texts are positioned: this keeps them inside the scrolled area. */
  position: relative;
  padding-bottom: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.sm};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }
`;

const Table = styled.table`
  border-collapse: separate;
  border-spacing: 3px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mutedForeground};

  th {
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    text-align: left;
    white-space: nowrap;
    padding: 0 ${({ theme }) => theme.space[1]} 0 0;
    line-height: 1;
  }

  thead th {
    height: 1rem;
    padding: 0;
  }
`;

// A month name spills over the following columns instead of widening its own.
const MonthLabel = styled.span`
  display: block;
  width: 0;
  overflow: visible;
  white-space: nowrap;
`;

const Cell = styled.td<{ $state: HistoryDayState }>`
  width: 0.75rem;
  height: 0.75rem;
  min-width: 0.75rem;
  padding: 0;
  border-radius: 2px;
  ${({ $state, theme }) => {
    switch ($state) {
      case 'done':
        return css`
          background-color: ${theme.colors.success};
        `;
      case 'missed':
        return css`
          background-color: ${theme.colors.muted};
          box-shadow: inset 0 0 0 1px ${theme.colors.input};
        `;
      case 'open':
        return css`
          background-color: ${theme.colors.card};
          box-shadow: inset 0 0 0 1px ${theme.colors.ring};
        `;
      case 'future':
        return css`
          background-color: transparent;
        `;
      case 'frozen':
        return css`
          background-color: ${theme.colors.accent};
          box-shadow: inset 0 0 0 1px ${theme.colors.ring};
        `;
      case 'skipped':
      case 'paused':
        return css`
          background-color: ${theme.colors.card};
          box-shadow: inset 0 0 0 1px ${theme.colors.mutedForeground};
        `;
      default:
        return css`
          background-color: ${theme.colors.muted};
          opacity: 0.45;
        `;
    }
  }}
`;

const Legend = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mutedForeground};

  span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
  }
`;

const Swatch = styled.i<{ $state: HistoryDayState }>`
  display: inline-block;
  width: 0.75rem;
  height: 0.75rem;
  border-radius: 2px;
  ${({ $state, theme }) => {
    switch ($state) {
      case 'done':
        return css`
          background-color: ${theme.colors.success};
        `;
      case 'frozen':
        return css`
          background-color: ${theme.colors.accent};
          box-shadow: inset 0 0 0 1px ${theme.colors.ring};
        `;
      case 'skipped':
        return css`
          background-color: ${theme.colors.card};
          box-shadow: inset 0 0 0 1px ${theme.colors.mutedForeground};
        `;
      default:
        return css`
          background-color: ${theme.colors.muted};
          box-shadow: inset 0 0 0 1px ${theme.colors.input};
        `;
    }
  }}
`;

const ROW_LABELS: Record<number, string> = { 1: 'Mon', 3: 'Wed', 5: 'Fri' };

/**
 * The last year, one column per week (Sunday at the top), as a table: each day cell says its date and
 * state to a screen reader; month names head the columns where a month starts.
 */
export function YearHeatmap({ weeks, habitName }: { weeks: HistoryDay[][]; habitName: string }) {
  const scroller = useRef<HTMLDivElement>(null);
  // The latest weeks matter most: show the right end first where the table is wider than the screen.
  useLayoutEffect(() => {
    const node = scroller.current;
    if (node) node.scrollLeft = node.scrollWidth;
  }, []);

  return (
    <>
      <Scroller ref={scroller} tabIndex={0} role="region" aria-label={`${habitName}: the last 12 months`}>
        <Table>
          <caption>
            <VisuallyHidden>{`${habitName}, each day of the last 12 months, one column per week`}</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <td />
              {weeks.map((week, index) => {
                const first = week[0]?.key ?? '';
                const previous = weeks[index - 1]?.[0]?.key ?? '';
                const newMonth = index === 0 || first.slice(0, 7) !== previous.slice(0, 7);
                return (
                  <th key={first} scope="col">
                    {newMonth && index < weeks.length - 2 ? (
                      <MonthLabel>{formatMonthShort(first)}</MonthLabel>
                    ) : (
                      <VisuallyHidden>{`Week of ${first}`}</VisuallyHidden>
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {[0, 1, 2, 3, 4, 5, 6].map((row) => (
              <tr key={row}>
                <th scope="row">
                  <span aria-hidden="true">{ROW_LABELS[row] ?? ''}</span>
                  <VisuallyHidden>{WEEKDAYS[row]}</VisuallyHidden>
                </th>
                {weeks.map((week) => {
                  const day = week[row];
                  if (!day) return <td key={row} />;
                  return (
                    <Cell key={day.key} $state={day.state} data-heat-day={day.key} data-state={day.state}>
                      {day.state === 'future' ? null : (
                        <VisuallyHidden>{`${formatLongDay(day.key)}: ${STATE_TEXT[day.state]}`}</VisuallyHidden>
                      )}
                    </Cell>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroller>
      <Legend aria-hidden="true">
        <span>
          <Swatch $state="done" /> Done
        </span>
        <span>
          <Swatch $state="missed" /> Missed
        </span>
        <span>
          <Swatch $state="skipped" /> Skipped or paused
        </span>
        <span>
          <Swatch $state="frozen" /> Frozen
        </span>
      </Legend>
    </>
  );
}
