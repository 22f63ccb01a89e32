import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatDuration } from '@onething/shared-data';
import { formatOfWeek, type DashboardStats } from '../domain/dashboard';
import { Clock, Flame, Target, TrendingUp } from 'lucide-react';
import { Card } from '@onething/shared-ui';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9.5rem), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Stat = styled(Card).attrs({ as: 'li' })`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[4]};
`;

const Label = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const Icon = styled.span`
  grid-row: span 2;
  color: ${({ theme }) => theme.colors.primary};

  svg {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

const Value = styled.p`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
`;

const Caption = styled.p`
  grid-column: 1 / -1;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

function StatCard(props: { id: string; label: string; icon: ReactNode; value: string; caption: ReactNode }) {
  return (
    <Stat data-testid={props.id}>
      <Label>{props.label}</Label>
      <Icon aria-hidden="true">{props.icon}</Icon>
      <Value>{props.value}</Value>
      <Caption>{props.caption}</Caption>
    </Stat>
  );
}

/**
 * ONE Thing progress, longest streak, today's deep work ('of N h this week', N being seven times today as
 * specified) and the week: the specified seven-times-today figure, with the time really logged this week
 * under it. Durations read in minutes under an hour ('25 min'), else in hours ('1.5 h').
 */
export function StatsRow({ stats }: { stats: DashboardStats }) {
  return (
    <section aria-label="Your numbers">
      <Grid>
        <StatCard
          id="stat-progress"
          label="ONE Thing Progress"
          icon={<Target />}
          value={`${stats.progress}%`}
          caption="of your active goal's steps done"
        />
        <StatCard
          id="stat-streak"
          label="Longest Streak"
          icon={<Flame />}
          value={`${stats.longestStreak} ${stats.longestStreak === 1 ? 'day' : 'days'}`}
          caption="best current habit streak"
        />
        <StatCard
          id="stat-today"
          label="Deep Work Today"
          icon={<Clock />}
          value={formatDuration(stats.todayMinutes)}
          caption={formatOfWeek(stats.weeklyMinutes)}
        />
        <StatCard
          id="stat-week"
          label="Weekly Deep Work"
          icon={<TrendingUp />}
          value={formatDuration(stats.weeklyMinutes)}
          caption={
            <>
              7 × today&apos;s time
              <br />
              <strong data-testid="stat-week-logged">{formatDuration(stats.loggedWeekMinutes)}</strong> logged this week
            </>
          }
        />
      </Grid>
    </section>
  );
}
