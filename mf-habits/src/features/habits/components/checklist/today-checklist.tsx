import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  completionsOf,
  format12h,
  isCompletedOn,
  localDateKey,
  type Habit,
  type HabitCompletion,
} from '@onething/shared-data';
import { Card, CompletionToggle, MutedText } from '@onething/shared-ui';
import { habitHistoryPath } from '../../domain/habit-history';
import { sortHabitsByTime } from '../../domain/todays-habits';

const Root = styled(Card).attrs({ as: 'section' })`
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[1.5]} 0;

  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Time = styled.span`
  flex-shrink: 0;
  width: 4.5rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

// Long names take two lines at most; the full name is in the history page's heading.
const Name = styled(Link)<{ $done: boolean }>`
  flex: 1;
  min-width: 0;
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  overflow-wrap: anywhere;
  color: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: ${({ $done }) => ($done ? 'line-through' : 'none')};
  text-decoration-color: ${({ theme }) => theme.colors.mutedForeground};

  &:hover {
    text-decoration: underline;
  }
`;

export interface TodayChecklistProps {
  habits: readonly Habit[];
  /** Only today's habits are listed: the caller passes the habits scheduled today. */
  completions: readonly HabitCompletion[];
  now: Date;
  onToggle: (habit: Habit, date: string) => void;
}

/**
 * Today's habits in the order of the day, one round toggle each: the first thing on the page, so a
 * check-in is one tap (or Tab and Space) without scrolling past the overview.
 */
export function TodayChecklist({ habits, completions, now, onToggle }: TodayChecklistProps) {
  const todayKey = localDateKey(now);
  const sorted = sortHabitsByTime(habits);
  const done = sorted.filter((habit) => isCompletedOn(completionsOf(completions, habit.id), todayKey)).length;
  return (
    <Root aria-labelledby="today-checklist-title" data-testid="today-checklist">
      <Head>
        <Title id="today-checklist-title">Today</Title>
        {sorted.length > 0 ? (
          <MutedText data-testid="today-checklist-count">{`${done} of ${sorted.length} completed`}</MutedText>
        ) : null}
      </Head>
      {sorted.length === 0 ? (
        <MutedText>Nothing to check in today.</MutedText>
      ) : (
        <List>
          {sorted.map((habit) => {
            const completed = isCompletedOn(completionsOf(completions, habit.id), todayKey);
            return (
              <Row key={habit.id} data-testid="checklist-item" data-habit-id={habit.id}>
                <CompletionToggle
                  label={`Mark ${habit.name} done today`}
                  completed={completed}
                  onToggle={() => onToggle(habit, todayKey)}
                />
                <Time>{format12h(habit.scheduled_time)}</Time>
                <Name to={habitHistoryPath(habit.id)} $done={completed} title={habit.name}>
                  {habit.name}
                </Name>
              </Row>
            );
          })}
        </List>
      )}
    </Root>
  );
}
