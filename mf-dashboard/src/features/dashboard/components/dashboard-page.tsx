import { useRef } from 'react';
import {
  greetingLine,
  greetingName,
  localDateKey,
  pausedUntil,
  useAuth,
  useStartDeepWork,
  useNow,
  useSetHabitCompletion,
  type Habit,
} from '@onething/shared-data';
import { dashboardStats, dashboardSubtitle, oneThingCardState, todaysHabitsSummary } from '../domain/dashboard';
import { deepWorkByDay, habitHeatmap } from '../domain/dashboard-charts';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Button,
  Column,
  GreetingHeader,
  PageGrid,
  useIsMobile,
} from '@onething/shared-ui';
import { toast } from '@onething/shared-ui/toaster';
import { useDashboardData } from '../api/use-dashboard-data';
import { useWelcome } from '../hooks/use-welcome';
import { DashboardSkeleton } from './dashboard-skeleton';
import { DeepWorkChartCard } from './deep-work-chart';
import { HabitHeatmapCard } from './habit-heatmap';
import { OneThingCard } from './one-thing-card';
import { PlatformProbe } from './platform-probe';
import { QuickActions } from './quick-actions';
import { StatsRow } from './stats-row';
import { TodaysHabitsCard } from './todays-habits-card';
import { WelcomeBanner } from './welcome-banner';

export function DashboardPage() {
  const { user, profile } = useAuth();
  const userId = user?.id ?? '';
  // Read again every minute: a block whose end passes turns "Missed", and "today" follows midnight.
  const now = useNow();
  const todayKey = localDateKey(now);
  const data = useDashboardData(userId, now);
  const setCompletion = useSetHabitCompletion(userId, { notify: toast });
  const startDeepWork = useStartDeepWork();
  const [welcome, dismissWelcome] = useWelcome();
  const inFlight = useRef(new Set<string>());
  // On a phone the work comes first: the ONE Thing card right under the greeting, the numbers after today's cards.
  const phone = useIsMobile();

  const greeting = greetingLine(greetingName(profile, user?.email), now);
  const header = (subtitle: string | null) => (
    <>
      <PlatformProbe />
      <GreetingHeader pageName="Dashboard" greeting={greeting} subtitle={subtitle} greetingTestId="greeting" />
      {welcome ? <WelcomeBanner onDismiss={dismissWelcome} /> : null}
    </>
  );

  if (data.error) {
    return (
      <Column>
        {header(null)}
        <Alert variant="destructive">
          <AlertTitle as="h2">Could not load your dashboard</AlertTitle>
          <AlertDescription>
            <p>{data.error.message}</p>
            <Button variant="outline" size="sm" onClick={data.retry}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      </Column>
    );
  }

  if (data.isPending) {
    return (
      <Column>
        {header(null)}
        <DashboardSkeleton />
      </Column>
    );
  }

  const cardState = oneThingCardState(data.goals, now);
  const stats = dashboardStats({ activeGoal: data.activeGoal, streaks: data.streaks, sessions: data.sessions, now });
  // A habit archived, or paused today, is not in today's list.
  const habits = todaysHabitsSummary(
    data.habits.filter((habit) => !habit.archived_at && pausedUntil(data.restDays, habit.id, todayKey) === null),
    data.completions,
    now,
  );
  const doneToday = new Set(data.completions.filter((c) => c.completion_date === todayKey).map((c) => c.habit_id));
  const streaks = new Map(data.streaks.map((s) => [s.habit_id, s.current_streak]));

  const toggle = (habit: Habit) => {
    const key = `${habit.id}:${todayKey}`;
    // One request at a time per habit-day, so a double click cannot send "done" and then "not done".
    if (inFlight.current.has(key)) return;
    inFlight.current.add(key);
    setCompletion.mutate(
      { habit, date: todayKey, completed: !doneToday.has(habit.id) },
      { onSettled: () => inFlight.current.delete(key) },
    );
  };

  return (
    <Column>
      {header(dashboardSubtitle(data.activeGoal != null))}
      {phone ? null : <StatsRow stats={stats} />}
      <PageGrid $dense>
        <OneThingCard state={cardState} todaysBlocks={data.todaysBlocks} now={now} onStart={startDeepWork} />
        <TodaysHabitsCard
          summary={habits}
          isDone={(id) => doneToday.has(id)}
          streakOf={(id) => streaks.get(id) ?? 0}
          onToggle={toggle}
        />
      </PageGrid>
      {phone ? <StatsRow stats={stats} /> : null}
      <QuickActions />
      <PageGrid $dense>
        <HabitHeatmapCard heatmap={habitHeatmap(data.habits, data.completions, now)} todayKey={todayKey} />
        <DeepWorkChartCard days={deepWorkByDay(data.sessions, now)} blockedSites={data.blockedSites} />
      </PageGrid>
    </Column>
  );
}
