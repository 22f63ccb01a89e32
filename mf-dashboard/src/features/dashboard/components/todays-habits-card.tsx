import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { habitTimeRange, NEW_HABIT_HREF, type Habit } from '@onething/shared-data';
import { formatHabitsCompleted, formatMoreHabits, type TodaysHabitsSummary } from '../domain/dashboard';
import { CheckCircle2, Flame } from 'lucide-react';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CompletionToggle,
  MutedText,
  Progress,
  SectionTitle,
  StackList,
} from '@onething/shared-ui';

const HABITS_PATH = '/habits';

const Body = styled(CardContent)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Text = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;
`;

const Meta = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const Streak = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mutedForeground};
  white-space: nowrap;

  svg {
    width: 0.875rem;
    height: 0.875rem;
  }
`;

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[6]} 0`};
  text-align: center;

  & > svg {
    width: 2.5rem;
    height: 2.5rem;
    color: ${({ theme }) => theme.colors.mutedForeground};
  }
`;

const EmptyTitle = styled.h3`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export interface TodaysHabitsCardProps {
  summary: TodaysHabitsSummary<Habit>;
  isDone: (habitId: string) => boolean;
  streakOf: (habitId: string) => number;
  onToggle: (habit: Habit) => void;
}

export function TodaysHabitsCard({ summary, isDone, streakOf, onToggle }: TodaysHabitsCardProps) {
  const total = summary.all.length;
  return (
    <Card as="section" aria-labelledby="todays-habits-title" data-testid="todays-habits-card">
      <CardHeader>
        <SectionTitle $iconSize="lg" id="todays-habits-title">
          <CheckCircle2 aria-hidden="true" />
          Today&apos;s Habits
        </SectionTitle>
        {total > 0 ? (
          <MutedText data-testid="habits-completed">{formatHabitsCompleted(summary.doneCount, total)}</MutedText>
        ) : null}
      </CardHeader>
      <Body>
        {total === 0 ? (
          <Empty>
            <CheckCircle2 aria-hidden="true" />
            <EmptyTitle>No Habits Scheduled Today</EmptyTitle>
            <Button asChild variant="outline">
              <Link to={NEW_HABIT_HREF}>Add Habits</Link>
            </Button>
          </Empty>
        ) : (
          <>
            <Progress
              value={(summary.doneCount / total) * 100}
              tone={summary.doneCount === total ? 'success' : 'default'}
              label="Today's habits completed"
              size="sm"
            />
            <StackList>
              {summary.shown.map((habit) => {
                const done = isDone(habit.id);
                const streak = streakOf(habit.id);
                return (
                  <Row key={habit.id}>
                    <CompletionToggle
                      label={`Mark ${habit.name} done today`}
                      completed={done}
                      onToggle={() => onToggle(habit)}
                    />
                    <Text>
                      <Name>{habit.name}</Name>
                      <Meta>
                        {habit.category}
                        {habit.scheduled_time
                          ? ` · ${habitTimeRange({ scheduled_time: habit.scheduled_time, duration_minutes: habit.duration_minutes })}`
                          : ''}
                      </Meta>
                    </Text>
                    <Streak>
                      <Flame aria-hidden="true" />
                      {streak} {streak === 1 ? 'day' : 'days'}
                    </Streak>
                  </Row>
                );
              })}
            </StackList>
            {summary.moreCount > 0 ? (
              <Button asChild variant="ghost">
                <Link to={HABITS_PATH}>{formatMoreHabits(summary.moreCount)}</Link>
              </Button>
            ) : null}
          </>
        )}
      </Body>
    </Card>
  );
}
