import styled, { css } from 'styled-components';
import { Check } from 'lucide-react';
import { VisuallyHidden } from '@onething/shared-ui';
import type { HabitDayKind, HabitWeekDay } from '../../domain/habit-week-days';

const Row = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[1.5]};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Day = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
`;

const Letter = styled.span<{ $today: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme, $today }) => ($today ? theme.fontWeights.bold : theme.fontWeights.medium)};
  color: ${({ theme, $today }) => ($today ? theme.colors.foreground : theme.colors.mutedForeground)};
`;

const dotBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  border-radius: ${({ theme }) => theme.radii.full};
  border: 2px solid transparent;

  svg {
    width: 0.875rem;
    height: 0.875rem;
    stroke-width: 3;
  }
`;

const stateStyles = ({ $kind, $completed }: { $kind: HabitDayKind; $completed: boolean }) => {
  if ($completed) {
    return css`
      border-color: ${({ theme }) => theme.colors.primary};
      background-color: ${({ theme }) => theme.colors.primary};
      color: ${({ theme }) => theme.colors.primaryForeground};
    `;
  }
  if ($kind === 'off') {
    return css`
      background-color: ${({ theme }) => theme.colors.muted};
    `;
  }
  if ($kind === 'upcoming') {
    return css`
      border-style: dashed;
      border-color: ${({ theme }) => theme.colors.input};
    `;
  }
  return css`
    border-color: ${({ theme }) => theme.colors.input};
    background-color: ${({ theme }) => theme.colors.card};
  `;
};

const Dot = styled.span<{ $kind: HabitDayKind; $completed: boolean; $today: boolean }>`
  ${dotBase}
  ${stateStyles}
  ${({ $today, theme }) =>
    $today &&
    css`
      box-shadow:
        0 0 0 2px ${theme.colors.card},
        0 0 0 4px ${theme.colors.ring};
    `}
`;

const DayButton = styled.button<{ $kind: HabitDayKind; $completed: boolean }>`
  ${dotBase}
  ${stateStyles}
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.transitions.fast};

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

function describe(day: HabitWeekDay): string {
  if (day.completed) return 'done';
  if (day.kind === 'today') return day.scheduled ? 'today, not done yet' : 'today, not scheduled';
  if (day.kind === 'upcoming') return 'scheduled';
  return 'not scheduled';
}

export interface HabitWeekRowProps {
  habitName: string;
  days: readonly HabitWeekDay[];
  onToggleDay: (day: HabitWeekDay) => void;
}

/**
 * Sunday to Saturday for one habit. Past scheduled days of this week are toggle buttons (backfill);
 * today is the card's round button; later days are never toggleable.
 */
export function HabitWeekRow({ habitName, days, onToggleDay }: HabitWeekRowProps) {
  return (
    <Row aria-label={`${habitName} this week`}>
      {days.map((day) => {
        const today = day.kind === 'today';
        return (
          <Day key={day.key}>
            <Letter aria-hidden="true" $today={today}>
              {day.weekday.slice(0, 3)}
            </Letter>
            {day.kind === 'backfill' ? (
              <DayButton
                type="button"
                aria-label={`Mark ${habitName} done on ${day.weekday}`}
                title={`Mark done on ${day.weekday}`}
                aria-pressed={day.completed}
                $kind={day.kind}
                $completed={day.completed}
                onClick={() => onToggleDay(day)}
              >
                {day.completed ? <Check aria-hidden="true" /> : null}
              </DayButton>
            ) : (
              <Dot $kind={day.kind} $completed={day.completed} $today={today} data-day={day.key}>
                {day.completed ? <Check aria-hidden="true" /> : null}
                <VisuallyHidden>{`${day.weekday}: ${describe(day)}`}</VisuallyHidden>
              </Dot>
            )}
          </Day>
        );
      })}
    </Row>
  );
}
