import styled, { css } from 'styled-components';
import { localDateKey, type CompletionInput } from '@onething/shared-data';
import { Card, CardContent, CardHeader, CardTitle, Progress, VisuallyHidden } from '@onething/shared-ui';
import { weekCompletionDays, weeklyBarState, weeklyPercent } from '../../domain/weekly-progress';

const Header = styled(CardHeader)`
  flex-direction: row;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const Count = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
`;

const Body = styled(CardContent)`
  display: flex;
  flex: 1;
  flex-direction: column;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[5]};
`;

const Circles = styled.ol`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[1]};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Day = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const Circle = styled.span<{ $filled: boolean; $today: boolean }>`
  display: block;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: ${({ theme }) => theme.radii.full};
  border: 2px solid ${({ theme }) => theme.colors.input};
  ${({ $filled, theme }) =>
    $filled &&
    css`
      border-color: ${theme.colors.primary};
      background-color: ${theme.colors.primary};
    `}
  ${({ $today, theme }) =>
    $today &&
    css`
      box-shadow:
        0 0 0 2px ${theme.colors.card},
        0 0 0 4px ${theme.colors.ring};
    `}

  @media (max-width: 24rem) {
    width: 1.75rem;
    height: 1.75rem;
  }
`;

const DayName = styled.span<{ $today: boolean }>`
  font-weight: ${({ theme, $today }) => ($today ? theme.fontWeights.bold : theme.fontWeights.medium)};
  color: ${({ theme, $today }) => ($today ? theme.colors.foreground : theme.colors.mutedForeground)};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const Percent = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.foreground};
  font-variant-numeric: tabular-nums;
`;

const Legend = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
`;

const Swatch = styled.span`
  display: inline-block;
  width: 0.75rem;
  height: 0.75rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background-color: ${({ theme }) => theme.colors.primary};
`;

export interface WeekProgressCardProps {
  /** Completions of the current habits (any dates). */
  completions: readonly CompletionInput[];
  completed: number;
  target: number;
  now: Date;
}

/** 'This Week's Progress': completions/target, a bar and Sunday..Saturday circles filled on days with a completion. */
export function WeekProgressCard({ completions, completed, target, now }: WeekProgressCardProps) {
  const todayKey = localDateKey(now);
  const percent = weeklyPercent(completed, target);
  const state = weeklyBarState(completed, target);
  return (
    <Card as="section" aria-labelledby="week-progress-title">
      <Header>
        <CardTitle as="h2" id="week-progress-title">
          This Week&apos;s Progress
        </CardTitle>
        <Count data-testid="week-progress-count">{`${completed}/${target}`}</Count>
      </Header>
      <Body>
        <Progress
          value={percent}
          label="This week's progress"
          tone={state === 'complete' ? 'success' : state === 'warning' ? 'warning' : 'default'}
        />
        <Circles aria-label="Days this week">
          {weekCompletionDays(completions, now).map((day) => {
            const today = day.key === todayKey;
            return (
              <Day key={day.key} data-day={day.key} data-completed={day.completed}>
                <Circle aria-hidden="true" $filled={day.completed} $today={today} />
                <DayName aria-hidden="true" $today={today}>
                  {day.weekday.slice(0, 3)}
                </DayName>
                <VisuallyHidden>{`${day.weekday}${today ? ' (today)' : ''}: ${day.completed ? 'completed' : 'no completions'}`}</VisuallyHidden>
              </Day>
            );
          })}
        </Circles>
        <Footer>
          <span>
            <Percent>{`${percent}%`}</Percent> of your weekly target
          </span>
          <Legend aria-hidden="true">
            <Swatch /> a habit completed that day
          </Legend>
        </Footer>
      </Body>
    </Card>
  );
}
