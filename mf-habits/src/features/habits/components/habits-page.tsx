import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import {
  completionsOf,
  habitQueries,
  isCompletedOn,
  isScheduledOn,
  localDateKey,
  longestHabitStreak,
  NEW_HABIT_PARAM,
  NEW_HABIT_PARAM_VALUE,
  pausedUntil,
  useAuth,
  type Habit,
} from '@onething/shared-data';
import { Pause, Plus } from 'lucide-react';
import { Button, PageHeader, Skeleton, VisuallyHidden, WrapRow } from '@onething/shared-ui';
import { useRestDays } from '../hooks/use-rest-days';
import { useArchiveHabit } from '../hooks/use-archive-habit';
import { useReorderHabits } from '../hooks/use-reorder-habits';
import { ArchivedHabits } from './archived-habits';
import { restDaysThisWeek } from '../domain/rest-days';
import { PauseDialog } from './rest-days/pause-dialog';
import { StreakFreezesCard } from './overview/streak-freezes-card';
import { useDeleteHabit } from '../hooks/use-delete-habit';
import { useHabitCompletionWithUndo } from '../hooks/use-habit-completion-with-undo';
import { useWeekCompletions } from '../api/get-habit-completions';
import { currentStreakById } from '../domain/current-streaks';
import { canToggleOn } from '../domain/habit-week-days';
import { HabitFormDialog } from './habit-form/habit-form-dialog';
import { HabitList } from './habit-list';
import { LoadErrorAlert } from './load-error-alert';
import { TodayChecklist } from './checklist/today-checklist';
import { QuickAddForm } from './quick-add/quick-add-form';
import { FourLawsCard } from './overview/four-laws-card';
import { IdentityThemesCard } from './overview/identity-themes-card';
import { ProgressSummary } from './overview/progress-summary';
import { WeekProgressCard } from './overview/week-progress-card';
import { totalWeeklyTarget, weeklyCount } from '../domain/weekly-progress';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

const Overview = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space[4]};

  @media (max-width: 64rem) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const LoadingShape = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

export function HabitsPage() {
  const userId = useAuth().user?.id ?? '';
  const habitsQuery = useQuery(habitQueries.byUser(userId));
  const completionsQuery = useWeekCompletions(userId);
  const streaksQuery = useQuery(habitQueries.streaks(userId));
  const setCompletion = useHabitCompletionWithUndo(userId);
  const remove = useDeleteHabit();
  const [showTodayOnly, setShowTodayOnly] = useState(false);
  const inFlight = useRef(new Set<string>());

  const now = new Date();
  const allHabits = habitsQuery.data ?? [];
  // Archived habits keep their history and leave every daily list, target and summary.
  const habits = allHabits.filter((habit) => !habit.archived_at);
  const archivedHabits = allHabits.filter((habit) => habit.archived_at);
  const archive = useArchiveHabit();
  const reorder = useReorderHabits();
  const completions = completionsQuery.data ?? [];
  const streakOf = currentStreakById(streaksQuery.data);
  const restDays = useRestDays(
    userId,
    habits.map((habit) => habit.id),
  );
  const rest = restDays.rest;
  const restActions = {
    skip: (habit: Habit, date: string, skipped: boolean, reason?: string) =>
      restDays.skip(habit.id, date, skipped, reason),
    pause: (habit: Habit, first: string, last: string) => restDays.pause([habit.id], first, last),
    resume: (habit: Habit) => restDays.resume([habit.id]),
    archive: (habit: Habit) => archive.mutate({ habitId: habit.id, archived: true }),
  };

  // A link such as the dashboard's 'Add Habit' asks for the dialog; it opens once the habits (for the
  // suggested time) are loaded, and the parameter goes so a reload or Back does not open it again.
  const [searchParams, setSearchParams] = useSearchParams();
  const newHabitRequested = searchParams.get(NEW_HABIT_PARAM) === NEW_HABIT_PARAM_VALUE && habitsQuery.isSuccess;
  const dropNewHabitRequest = () =>
    setSearchParams(
      (params) => {
        params.delete(NEW_HABIT_PARAM);
        return params;
      },
      { replace: true },
    );

  const newHabitButton = (label: string, autoOpen = false) => (
    <HabitFormDialog
      mode="create"
      existingHabits={allHabits}
      autoOpen={autoOpen}
      onAutoOpened={dropNewHabitRequest}
      trigger={
        <Button>
          <Plus aria-hidden="true" />
          {label}
        </Button>
      }
    />
  );

  const handleToggle = (habit: Habit, date: string) => {
    const key = `${habit.id}:${date}`;
    // One request at a time per habit-day, so a double click cannot send "done" and then "not done".
    if (inFlight.current.has(key)) return;
    const own = completionsOf(completions, habit.id);
    if (!canToggleOn(habit, own, date, new Date())) return;
    inFlight.current.add(key);
    setCompletion.mutate(
      { habit, date, completed: !isCompletedOn(own, date) },
      { onSettled: () => inFlight.current.delete(key) },
    );
  };

  const header = (
    <PageHeader
      title="Habit Tracker"
      description="Build identity-based habits with the four laws of behavior change."
      actions={
        <WrapRow>
          {habits.length > 0 ? (
            <PauseDialog
              habitName={null}
              onPause={(first, last) => restDays.pause(null, first, last)}
              trigger={
                <Button variant="outline">
                  <Pause aria-hidden="true" />
                  Pause all
                </Button>
              }
            />
          ) : null}
          {newHabitButton('New Habit', newHabitRequested)}
        </WrapRow>
      }
    />
  );

  if (habitsQuery.isPending || completionsQuery.isPending) {
    return (
      <>
        {header}
        {/* The page's shape while it loads: the checklist, quick add, then the cards. */}
        <LoadingShape role="status">
          <VisuallyHidden>Loading habits...</VisuallyHidden>
          <Skeleton height="10rem" />
          <Skeleton height="4rem" />
          <Skeleton height="14rem" />
        </LoadingShape>
      </>
    );
  }

  if (habitsQuery.isError || completionsQuery.isError) {
    const error = habitsQuery.error ?? completionsQuery.error;
    return (
      <>
        {header}
        <LoadErrorAlert
          title="Could not load your habits"
          message={error?.message}
          onRetry={() => {
            void habitsQuery.refetch();
            void completionsQuery.refetch();
          }}
        />
      </>
    );
  }

  const todayKey = localDateKey(now);
  const ids = new Set(habits.map((habit) => habit.id));
  const currentCompletions = completions.filter((completion) => ids.has(completion.habit_id));
  const weeklyCompleted = habits.reduce(
    (sum, habit) => sum + weeklyCount(completionsOf(completions, habit.id), now),
    0,
  );
  // Rest days (skipped, paused) of this week do not count against the weekly target.
  const weeklyTarget =
    totalWeeklyTarget(habits) - habits.reduce((sum, habit) => sum + restDaysThisWeek(habit, rest, now), 0);
  // A habit paused today is not in today's list.
  const scheduledToday = habits.filter(
    (habit) => isScheduledOn(habit, now) && pausedUntil(rest, habit.id, todayKey) === null,
  );
  const doneToday = scheduledToday.filter((habit) => isCompletedOn(completionsOf(completions, habit.id), todayKey));
  const bestStreak = longestHabitStreak(streaksQuery.data ?? []);

  return (
    <>
      {header}
      <Stack>
        {habits.length > 0 ? (
          <TodayChecklist habits={scheduledToday} completions={completions} now={now} onToggle={handleToggle} />
        ) : null}
        <QuickAddForm existingHabits={allHabits} />
        <HabitList
          habits={habits}
          completions={completions}
          streakOf={streakOf}
          now={now}
          showTodayOnly={showTodayOnly}
          onShowTodayOnlyChange={setShowTodayOnly}
          onToggle={handleToggle}
          onDelete={(habit) => remove.mutate(habit.id)}
          emptyAction={habits.length === 0 ? newHabitButton('Create your first habit') : null}
          rest={rest}
          restActions={restActions}
          onReorder={(habitIds) => reorder.mutate({ habitIds })}
        />
        <ProgressSummary
          weeklyCompleted={weeklyCompleted}
          weeklyTarget={weeklyTarget}
          todayDone={doneToday.length}
          todayScheduled={scheduledToday.length}
          bestStreak={bestStreak}
        />
        <Overview>
          <WeekProgressCard
            completions={currentCompletions}
            completed={weeklyCompleted}
            target={weeklyTarget}
            now={now}
          />
          <IdentityThemesCard habits={habits} />
        </Overview>
        <ArchivedHabits
          habits={archivedHabits}
          onRestore={(habit) => archive.mutate({ habitId: habit.id, archived: false })}
        />
        <StreakFreezesCard />
        <FourLawsCard />
      </Stack>
    </>
  );
}
