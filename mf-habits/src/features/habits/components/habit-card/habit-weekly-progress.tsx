import styled from 'styled-components';
import { Progress, type ProgressTone } from '@onething/shared-ui';
import { weeklyBarState, weeklyPercent, type WeeklyBarState } from '../../domain/weekly-progress';

const tones: Record<WeeklyBarState, ProgressTone> = { complete: 'success', warning: 'warning', normal: 'default' };

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1.5]};
`;

const Line = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const Figure = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.foreground};
`;

/** 'n/target this week' with its percentage: green at the target, warning colour from 80%. */
export function HabitWeeklyProgress({
  habitName,
  count,
  target,
}: {
  habitName: string;
  count: number;
  target: number;
}) {
  const percent = weeklyPercent(count, target);
  const state = weeklyBarState(count, target);
  return (
    <Root>
      <Line>
        <span>
          <Figure>{`${count}/${target}`}</Figure> this week
        </span>
        <Figure>{`${percent}%`}</Figure>
      </Line>
      <Progress
        value={percent}
        tone={tones[state]}
        size="sm"
        label={`${habitName} weekly progress`}
        data-state-tone={state}
      />
    </Root>
  );
}
