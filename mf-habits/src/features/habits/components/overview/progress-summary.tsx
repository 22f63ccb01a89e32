import styled from 'styled-components';
import { CheckCircle2, Flame, Target } from 'lucide-react';
import { Card } from '@onething/shared-ui';

const Grid = styled.section`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};

  @media (max-width: 40rem) {
    gap: ${({ theme }) => theme.space[2]};
  }
`;

const Stat = styled(Card)`
  flex-direction: row;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};

  @media (max-width: 40rem) {
    padding: ${({ theme }) => theme.space[3]};
  }
`;

const Icon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentForeground};

  svg {
    width: 1.25rem;
    height: 1.25rem;
  }

  @media (max-width: 40rem) {
    display: none;
  }
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Value = styled.span`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};

  @media (max-width: 40rem) {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  font-variant-numeric: tabular-nums;
`;

const Caption = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};

  @media (max-width: 40rem) {
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

export interface ProgressSummaryProps {
  weeklyCompleted: number;
  weeklyTarget: number;
  todayDone: number;
  todayScheduled: number;
  bestStreak: number;
}

/** Completions this week against the total weekly target, with today's count and the best streak. */
export function ProgressSummary({
  weeklyCompleted,
  weeklyTarget,
  todayDone,
  todayScheduled,
  bestStreak,
}: ProgressSummaryProps) {
  return (
    <Grid aria-label="Progress summary">
      <Stat data-testid="summary-week">
        <Icon>
          <Target aria-hidden="true" />
        </Icon>
        <Text>
          <Value>{`${weeklyCompleted}/${weeklyTarget}`}</Value>
          <Caption>completions this week</Caption>
        </Text>
      </Stat>
      <Stat data-testid="summary-today">
        <Icon>
          <CheckCircle2 aria-hidden="true" />
        </Icon>
        <Text>
          <Value>{`${todayDone}/${todayScheduled}`}</Value>
          <Caption>done today</Caption>
        </Text>
      </Stat>
      <Stat data-testid="summary-streak">
        <Icon>
          <Flame aria-hidden="true" />
        </Icon>
        <Text>
          <Value>{bestStreak}</Value>
          <Caption>best current streak (days)</Caption>
        </Text>
      </Stat>
    </Grid>
  );
}
