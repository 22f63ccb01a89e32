import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  completionsOf,
  localDateKey,
  pausedUntil,
  sortHabitsByOwnOrder,
  weekdayName,
  type Habit,
  type HabitCompletion,
  type HabitRestDays,
} from '@onething/shared-data';
import { Card, Label } from '@onething/shared-ui';
import { Switch } from '@onething/shared-ui/controls';
import { HabitCard, type RestActions } from './habit-card/habit-card';
import { isScheduledToday } from '../domain/todays-habits';
import { ReorderDialog } from './reorder-dialog';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const SwitchRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 22rem), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  /* Cards in a row share one height. */
  align-items: stretch;
`;

const Empty = styled(Card)`
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[6]};
  text-align: center;
  color: ${({ theme }) => theme.colors.mutedForeground};
  border-style: dashed;
`;

export interface HabitListProps {
  habits: readonly Habit[];
  /** This week's completions of every habit. */
  completions: readonly HabitCompletion[];
  /** A habit's current streak, as the database counts it. */
  streakOf: (habitId: string) => number;
  now: Date;
  showTodayOnly: boolean;
  onShowTodayOnlyChange: (value: boolean) => void;
  onToggle: (habit: Habit, date: string) => void;
  onDelete: (habit: Habit) => void;
  /** Shown under the empty state, e.g. a 'New Habit' button. */
  emptyAction?: ReactNode;
  /** Skipped days and pauses: a habit paused today is not in today's list. */
  rest?: HabitRestDays;
  restActions?: RestActions;
  /** Saves the owner's order of the list (shown when given). */
  onReorder?: (habitIds: string[]) => void;
}

export function HabitList({
  habits,
  completions,
  streakOf,
  now,
  showTodayOnly,
  onShowTodayOnlyChange,
  onToggle,
  onDelete,
  emptyAction,
  rest,
  restActions,
  onReorder,
}: HabitListProps) {
  const ordered = sortHabitsByOwnOrder(habits);
  const todayKey = localDateKey(now);
  const visible = showTodayOnly
    ? ordered.filter((habit) => isScheduledToday(habit, now) && pausedUntil(rest, habit.id, todayKey) === null)
    : ordered;
  return (
    <Section aria-labelledby="habit-list-title">
      <Toolbar>
        <Heading id="habit-list-title">{showTodayOnly ? `Today's Habits (${weekdayName(now)})` : 'All Habits'}</Heading>
        <SwitchRow>
          {onReorder ? <ReorderDialog habits={ordered} onSave={onReorder} /> : null}
          <Switch id="show-today-only" checked={showTodayOnly} onCheckedChange={onShowTodayOnlyChange} />
          <Label htmlFor="show-today-only">Show only habits scheduled for today</Label>
        </SwitchRow>
      </Toolbar>
      {visible.length === 0 ? (
        <Empty>
          <p>{showTodayOnly ? 'No habits scheduled for today' : 'No habits created yet'}</p>
          {emptyAction}
        </Empty>
      ) : (
        <Cards>
          {visible.map((habit) => (
            <HabitCard
              key={habit.id}
              habit={habit}
              completions={completionsOf(completions, habit.id)}
              streak={streakOf(habit.id)}
              allHabits={habits}
              now={now}
              onToggle={onToggle}
              onDelete={onDelete}
              rest={rest}
              restActions={restActions}
            />
          ))}
        </Cards>
      )}
    </Section>
  );
}
