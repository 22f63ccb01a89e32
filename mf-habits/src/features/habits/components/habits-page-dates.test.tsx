import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WEEKDAYS, addDaysLocal, daysOfWeek, localDateKey, weekdayName } from '@onething/shared-data';
import { serviceClient } from '@onething/shared-data/testing';
import { seedHabit, storedRows } from '../../../test/backend';
import {
  daysAgo,
  findCard,
  now,
  otherDays,
  renderHabitsPage,
  thisWeek,
  today,
  todayName,
  signInBeforeEachTest,
} from '../../../test/habits-page-harness';
import { weeklyPercent } from '../domain/weekly-progress';
import { STREAK_RULE_TEXT } from '../domain/streak-badge';

// What the page shows about today and this week: run again in every test time zone.
const me = signInBeforeEachTest();

describe('HabitsPage', () => {
  it('counts this week against the total weekly target and fills the day circles', async () => {
    const lastWeeksSaturday = localDateKey(addDaysLocal(daysOfWeek(now())[0] as Date, -1));
    await seedHabit(me.userId, { name: 'Meditate', category: 'Mindfulness' }, [today(), lastWeeksSaturday]);
    await seedHabit(me.userId, { name: 'Gym', category: 'Fitness', scheduled_days: [todayName()] }, [today()]);
    renderHabitsPage(me);
    await findCard('Meditate');
    // Last week's Saturday does not count: two of 7 + 1.
    expect(screen.getByTestId('week-progress-count')).toHaveTextContent('2/8');
    expect(screen.getByTestId('summary-week')).toHaveTextContent('2/8');
    const circles = screen.getByRole('list', { name: 'Days this week' });
    expect(within(circles).getByText(`${todayName()} (today): completed`)).toBeInTheDocument();
    expect(within(circles).getByText(`${otherDays(1)[0]}: no completions`)).toBeInTheDocument();
    expect(screen.getAllByTestId('identity-theme').map((item) => item.textContent)).toEqual([
      'Mindful Person1 active habit',
      'Deep Worker0 active habits',
      'Healthy Person1 active habit',
      'Lifelong Learner0 active habits',
    ]);
  });

  it("toggles today optimistically, toasts, and shows the database's streak", async () => {
    const history = [daysAgo(1), daysAgo(2)];
    await seedHabit(me.userId, { name: 'Meditate' }, history);
    const { user } = renderHabitsPage(me);
    const card = await findCard('Meditate');
    const toggle = within(card).getByRole('button', { name: 'Mark Meditate done today' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    // Today not done yet does not break the streak.
    expect(await within(card).findByText('2 day streak')).toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Great job! 🎉')).toBeInTheDocument();
    expect(screen.getByText('Another step towards building your ideal self')).toBeInTheDocument();
    expect((await storedRows('habit_completions', me.userId)).map((c) => c.completion_date)).toContain(today());
    expect(await within(card).findByText('3 day streak')).toBeInTheDocument();
    expect(within(card).getByText('3 day streak').closest('[data-level]')).toHaveAttribute('data-level', 'yellow');
    const week = [...history, today()].filter((day) => thisWeek().includes(day)).length;
    expect(within(card).getByText(`${week}/7`)).toBeInTheDocument();
    expect(within(card).getByText(`${weeklyPercent(week, 7)}%`)).toBeInTheDocument();

    await user.click(toggle);
    expect(await screen.findByText('Habit unchecked')).toBeInTheDocument();
    expect(screen.getByText('Keep working on your habits')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(await within(card).findByText('2 day streak')).toBeInTheDocument();
    expect((await storedRows('habit_completions', me.userId)).map((c) => c.completion_date)).not.toContain(today());
  });

  it('rolls the optimistic toggle back and shows the error toast when the database refuses', async () => {
    const habit = await seedHabit(me.userId, { name: 'Meditate' });
    const { user } = renderHabitsPage(me);
    const card = await findCard('Meditate');
    // Rescheduled in another tab: today is no longer one of its days, and the database refuses the completion.
    const days = otherDays(6);
    await (
      await serviceClient()
    )
      .from('habits')
      .update({ scheduled_days: days, target_per_week: days.length })
      .eq('id', habit.id);
    const toggle = within(card).getByRole('button', { name: 'Mark Meditate done today' });
    await user.click(toggle);
    expect(await screen.findByText('Failed to update habit completion')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(await storedRows('habit_completions', me.userId)).toEqual([]);
    // The refetch after the error brings the new schedule.
    expect(await within(card).findByText('Not scheduled today')).toBeInTheDocument();
  });

  it('does not let a habit that is not scheduled today be toggled', async () => {
    const days = otherDays(2);
    await seedHabit(me.userId, { name: 'Swim', scheduled_days: days });
    const { user } = renderHabitsPage(me);
    const card = await findCard('Swim');
    expect(within(card).getByText('Not scheduled today')).toBeInTheDocument();
    const shown = WEEKDAYS.filter((day) => days.includes(day)).map((day) => day.slice(0, 3));
    expect(within(card).getByText(shown.join(', '))).toBeInTheDocument();
    const toggle = within(card).getByRole('button', { name: 'Mark Swim done today' });
    expect(toggle).toBeDisabled();
    await user.click(toggle);
    expect(await storedRows('habit_completions', me.userId)).toEqual([]);
  });

  it('backfills a past scheduled day of this week but offers no future days', async () => {
    const week = daysOfWeek(now());
    const past = week.filter((day) => localDateKey(day) < today());
    const future = week.filter((day) => localDateKey(day) > today());
    await seedHabit(me.userId, { name: 'Gym', scheduled_days: [...WEEKDAYS] });
    const { user } = renderHabitsPage(me);
    const card = await findCard('Gym');
    for (const day of future) {
      expect(within(card).queryByRole('button', { name: `Mark Gym done on ${weekdayName(day)}` })).toBeNull();
      expect(within(card).getByText(`${weekdayName(day)}: scheduled`)).toBeInTheDocument();
    }
    const first = past[0];
    if (first === undefined) {
      // Sunday: the week has no past day to backfill.
      expect(within(card).queryAllByRole('button', { name: /^Mark Gym done on / })).toEqual([]);
      return;
    }
    const button = within(card).getByRole('button', { name: `Mark Gym done on ${weekdayName(first)}` });
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Great job! 🎉')).toBeInTheDocument();
    await waitFor(async () =>
      expect((await storedRows('habit_completions', me.userId)).map((c) => c.completion_date)).toEqual([
        localDateKey(first),
      ]),
    );
    expect(within(card).getByText('1/7')).toBeInTheDocument();
  });

  it('the switch filters to today and changes the heading; empty states follow', async () => {
    await seedHabit(me.userId, { name: 'Swim', scheduled_days: otherDays(1) });
    const { user } = renderHabitsPage(me);
    await findCard('Swim');
    await user.click(screen.getByRole('switch', { name: 'Show only habits scheduled for today' }));
    expect(screen.getByRole('heading', { level: 2, name: `Today's Habits (${todayName()})` })).toBeInTheDocument();
    expect(screen.getByText('No habits scheduled for today')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Swim' })).toBeNull();
  });

  it('shows the streak rule in the badge tooltip and colours the badge by level', async () => {
    await seedHabit(me.userId, { name: 'Read' }, [1, 2, 3, 4, 5, 6, 7].map(daysAgo));
    const { user } = renderHabitsPage(me);
    const card = await findCard('Read');
    const badge = await within(card).findByText('7 day streak');
    expect(badge.closest('[data-level]')).toHaveAttribute('data-level', 'orange');
    await user.tab();
    badge.focus();
    expect((await screen.findAllByText(STREAK_RULE_TEXT)).length).toBeGreaterThan(0);
  });
});
