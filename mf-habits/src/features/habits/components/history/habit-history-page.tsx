import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import {
  completionRate,
  habitCompletionQueries,
  habitQueries,
  isSkippedOn,
  pauseOn,
  habitTimeRange,
  isRecordId,
  normalizeScheduledDays,
  useAuth,
  usePageTitle,
} from '@onething/shared-data';
import { ArrowLeft } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle, NotFound, PageHeader, Skeleton } from '@onething/shared-ui';
import { useHabitCompletionWithUndo } from '../../hooks/use-habit-completion-with-undo';
import { LoadErrorAlert } from '../load-error-alert';
import { MonthCalendar } from './month-calendar';
import { WeeklyTrend } from './weekly-trend';
import { YearHeatmap } from './year-heatmap';
import { HistoryStartForm } from './history-start-form';
import { useUpdateHabit } from '../../hooks/use-update-habit';
import {
  monthCalendar,
  monthOf,
  weeklyTrend,
  yearHeatmap,
  type DayMarks,
  type HistoryDay,
  type MonthRef,
} from '../../domain/habit-history';

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin-bottom: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};

  svg {
    width: 1rem;
    height: 1rem;
  }

  &:hover {
    color: ${({ theme }) => theme.colors.foreground};
  }
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
`;

const Stat = styled(Card)`
  padding: ${({ theme }) => theme.space[4]};
  gap: ${({ theme }) => theme.space[1]};

  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.mutedForeground};
  }

  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
  }

  @media (max-width: 30rem) {
    padding: ${({ theme }) => theme.space[3]};

    dd {
      font-size: ${({ theme }) => theme.fontSizes.xl};
    }
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;

  @media (max-width: 64rem) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Section = styled(Card).attrs({ as: 'section' })`
  min-width: 0;
`;

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** The not-found page, named for a habit, with the way back to the tracker. */
function HabitNotFound() {
  usePageTitle('Habit not found');
  return (
    <NotFound
      title="Habit not found"
      description="This habit does not exist or was deleted."
      homeLink={<Link to="/habits" />}
      homeLabel="Go to Habit Tracker"
    />
  );
}

/** /habits/:habitId: an address that is no habit id is not found at once, without asking the database. */
export function HabitHistoryPage() {
  const { habitId = '' } = useParams();
  if (!isRecordId(habitId)) return <HabitNotFound />;
  return <HabitHistory key={habitId} habitId={habitId} />;
}

function HabitHistory({ habitId }: { habitId: string }) {
  const userId = useAuth().user?.id ?? '';
  const habitsQuery = useQuery(habitQueries.byUser(userId));
  const streaksQuery = useQuery(habitQueries.streaks(userId));
  const completionsQuery = useQuery(habitCompletionQueries.byHabit(habitId, userId));
  const restQuery = useQuery(habitQueries.restDays(userId));
  // Only with streak freezes on can a day be frozen: no read otherwise.
  const freezesOn = useAuth().profile?.streak_freezes === true;
  const frozenQuery = useQuery({ ...habitQueries.frozenDays(habitId), enabled: freezesOn });
  const setCompletion = useHabitCompletionWithUndo(userId);
  const update = useUpdateHabit();
  const inFlight = useRef(new Set<string>());
  const now = new Date();
  const [month, setMonth] = useState<MonthRef>(() => monthOf(now));
  const found = habitsQuery.data?.find((candidate) => candidate.id === habitId);
  const missing = habitsQuery.isSuccess && !found;
  usePageTitle(found ? `${found.name} history` : missing ? 'Habit not found' : 'Habit history');

  // The user's habits answer whether it exists: no need to wait for its completions to say it does not.
  if (missing) return <HabitNotFound />;

  const back = (
    <BackLink to="/habits">
      <ArrowLeft aria-hidden="true" />
      All habits
    </BackLink>
  );

  if (habitsQuery.isPending || completionsQuery.isPending) {
    return (
      <>
        {back}
        <PageHeader title="Habit history" />
        <Stack aria-busy="true" aria-label="Loading history">
          <Skeleton style={{ height: '5.5rem' }} />
          <Skeleton style={{ height: '9rem' }} />
          <Skeleton style={{ height: '20rem' }} />
        </Stack>
      </>
    );
  }

  if (habitsQuery.isError || completionsQuery.isError) {
    return (
      <>
        {back}
        <PageHeader title="Habit history" />
        <LoadErrorAlert
          title="Could not load this habit's history"
          message={(habitsQuery.error ?? completionsQuery.error)?.message}
          onRetry={() => {
            void habitsQuery.refetch();
            void completionsQuery.refetch();
          }}
        />
      </>
    );
  }

  const habit = found;
  if (!habit) return <HabitNotFound />;

  const completions = completionsQuery.data;
  // Skipped and paused days from the cached rest days; frozen ones as the database's walk counted them.
  const marks: DayMarks = {
    isSkipped: (key) => isSkippedOn(restQuery.data, habit.id, key),
    isPaused: (key) => pauseOn(restQuery.data?.pauses ?? [], habit.id, key) !== null,
    frozen: new Set(frozenQuery.data ?? []),
  };
  const streak = streaksQuery.data?.find((s) => s.habit_id === habit.id);
  const rate = completionRate(habit, completions, now);
  const dayNames = normalizeScheduledDays(habit.scheduled_days);
  const schedule = habit.target_per_week >= 7 ? 'Every day' : dayNames.join(', ');

  const setDay = (day: HistoryDay, completed: boolean) => {
    const key = day.key;
    // One request at a time per day, so a double click cannot send "done" and then "not done".
    if (inFlight.current.has(key) || !day.editable) return;
    inFlight.current.add(key);
    setCompletion.mutate({ habit, date: key, completed }, { onSettled: () => inFlight.current.delete(key) });
  };

  return (
    <>
      {back}
      <PageHeader title={habit.name} description={`${schedule} · ${habitTimeRange(habit)}`} />
      <Stack>
        <Stats aria-label="Statistics">
          <Stat>
            <dt>Current streak</dt>
            <dd data-testid="history-current-streak">{days(streak?.current_streak ?? 0)}</dd>
          </Stat>
          <Stat>
            <dt>Longest streak</dt>
            <dd data-testid="history-longest-streak">{days(streak?.longest_streak ?? 0)}</dd>
          </Stat>
          <Stat>
            <dt>Completion rate</dt>
            <dd data-testid="history-completion-rate">{`${rate}%`}</dd>
          </Stat>
        </Stats>
        <Section aria-labelledby="history-year-title">
          <CardHeader>
            <CardTitle as="h2" id="history-year-title">
              Last 12 months
            </CardTitle>
          </CardHeader>
          <CardContent>
            <YearHeatmap weeks={yearHeatmap(habit, completions, now, 53, marks)} habitName={habit.name} />
          </CardContent>
        </Section>
        <Columns>
          <Section aria-labelledby="history-calendar-title">
            <CardHeader>
              <CardTitle as="h2" id="history-calendar-title">
                Calendar
              </CardTitle>
            </CardHeader>
            <CardContent>
              <HistoryStartForm
                habit={habit}
                onSave={(day) => update.mutate({ habit, changes: { history_start: day } })}
              />
              <MonthCalendar
                habit={habit}
                month={month}
                rows={monthCalendar(habit, completions, month, now, marks)}
                now={now}
                onMonthChange={setMonth}
                onSetDay={setDay}
              />
            </CardContent>
          </Section>
          <Section aria-labelledby="history-trend-title">
            <CardHeader>
              <CardTitle as="h2" id="history-trend-title">
                Last 12 weeks
              </CardTitle>
            </CardHeader>
            <CardContent>
              <WeeklyTrend weeks={weeklyTrend(habit, completions, now)} />
            </CardContent>
          </Section>
        </Columns>
      </Stack>
    </>
  );
}
