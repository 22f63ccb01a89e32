import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STREAK_RULE_TEXT, habitCompletionKeys, setSupabaseClient } from '@onething/shared-data';
import { createFakeSupabase } from '../test/fake-supabase';
import { completionRow, habitRow } from '../test/fixtures';
import { TEST_USER_ID, renderWithApp } from '../test/render';
import { HabitsPage } from './habits-page';

// Wednesday 11 March 2026, local noon; the week runs Sunday 8th to Saturday 14th.
const NOW = new Date(2026, 2, 11, 12, 0);

function setup(habits = [habitRow({ name: 'Meditate' })], completions: ReturnType<typeof completionRow>[] = []) {
  const backend = createFakeSupabase({ habits, habit_completions: completions });
  const rendered = renderWithApp(<HabitsPage />, { backend });
  return { ...rendered, backend, user: userEvent.setup() };
}

async function findCard(name: string) {
  return screen.findByRole('article', { name });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  setSupabaseClient(null);
});

describe('HabitsPage', () => {
  it('shows the header, the empty state and the overview cards for a new user', async () => {
    setup([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Habit Tracker' })).toBeInTheDocument();
    expect(await screen.findByText('No habits created yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "This Week's Progress" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The Four Laws of Behavior Change' })).toBeInTheDocument();
    for (const theme of ['Mindful Person', 'Deep Worker', 'Healthy Person', 'Lifelong Learner']) {
      expect(screen.getByText(theme)).toBeInTheDocument();
    }
    expect(screen.getByRole('switch', { name: 'Show only habits scheduled for today' })).not.toBeChecked();
    expect(screen.getByRole('heading', { level: 2, name: 'All Habits' })).toBeInTheDocument();
  });

  it('counts this week against the total weekly target and fills the day circles', async () => {
    const daily = habitRow({ name: 'Meditate', category: 'Mindfulness' });
    const mwf = habitRow({ name: 'Gym', category: 'Fitness', scheduled_days: ['Monday', 'Wednesday', 'Friday'] });
    setup(
      [daily, mwf],
      [
        completionRow(daily, '2026-03-09'),
        completionRow(daily, '2026-03-10'),
        completionRow(mwf, '2026-03-09'),
        completionRow(daily, '2026-03-07'), // last week's Saturday: not counted
      ],
    );
    await findCard('Meditate');
    expect(screen.getByTestId('week-progress-count')).toHaveTextContent('3/10');
    expect(screen.getByTestId('summary-week')).toHaveTextContent('3/10');
    const circles = screen.getByRole('list', { name: 'Days this week' });
    expect(within(circles).getByText('Monday: completed')).toBeInTheDocument();
    expect(within(circles).getByText('Sunday: no completions')).toBeInTheDocument();
    const themes = screen.getAllByTestId('identity-theme').map((item) => item.textContent);
    expect(themes).toEqual([
      'Mindful Person1 active habit',
      'Deep Worker0 active habits',
      'Healthy Person1 active habit',
      'Lifelong Learner0 active habits',
    ]);
  });

  it('toggles today optimistically, toasts, and writes the fair streak to the habit row', async () => {
    const habit = habitRow({ name: 'Meditate' });
    const { user, backend } = setup([habit], [completionRow(habit, '2026-03-10'), completionRow(habit, '2026-03-09')]);
    const card = await findCard('Meditate');
    const toggle = within(card).getByRole('button', { name: 'Mark Meditate done today' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    // Today not done yet does not break the streak.
    expect(within(card).getByText('2 day streak')).toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Great job! 🎉')).toBeInTheDocument();
    expect(screen.getByText('Another step towards building your ideal self')).toBeInTheDocument();
    await waitFor(() => expect(backend.rows('habits')[0]?.streak).toBe(3));
    expect(backend.rows('habit_completions').map((c) => c.completion_date)).toContain('2026-03-11');
    expect(within(card).getByText('3/7')).toBeInTheDocument();
    expect(within(card).getByText('43%')).toBeInTheDocument();
    expect(within(card).getByText('3 day streak').closest('[data-level]')).toHaveAttribute('data-level', 'yellow');

    await user.click(toggle);
    expect(await screen.findByText('Habit unchecked')).toBeInTheDocument();
    expect(screen.getByText('Keep working on your habits')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(backend.rows('habits')[0]?.streak).toBe(2));
  });

  it('rolls the optimistic toggle back and shows the error toast when the backend fails', async () => {
    const habit = habitRow({ name: 'Meditate' });
    const { user, backend, queryClient } = setup([habit]);
    const card = await findCard('Meditate');
    backend.failWhen((call) =>
      call.table === 'habit_completions' ? { message: 'TypeError: Failed to fetch' } : undefined,
    );
    await user.click(within(card).getByRole('button', { name: 'Mark Meditate done today' }));
    expect(await screen.findByText('Failed to update habit completion')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Mark Meditate done today' })).toHaveAttribute('aria-pressed', 'false');
    expect(queryClient.getQueryData(habitCompletionKeys.byUser(TEST_USER_ID))).toEqual([]);
    expect(backend.rows('habit_completions')).toEqual([]);
  });

  it('does not let a habit that is not scheduled today be toggled', async () => {
    const habit = habitRow({ name: 'Swim', scheduled_days: ['Tuesday', 'Thursday'] });
    const { user, backend } = setup([habit]);
    const card = await findCard('Swim');
    expect(within(card).getByText('Not scheduled today')).toBeInTheDocument();
    expect(within(card).getByText('Tue, Thu')).toBeInTheDocument();
    const toggle = within(card).getByRole('button', { name: 'Mark Swim done today' });
    expect(toggle).toBeDisabled();
    await user.click(toggle);
    expect(backend.calls.filter((c) => c.table === 'habit_completions' && c.op !== 'select')).toEqual([]);
  });

  it('backfills a past scheduled day of this week but offers no future days', async () => {
    const habit = habitRow({ name: 'Gym', scheduled_days: ['Monday', 'Wednesday', 'Friday'] });
    const { user, backend } = setup([habit]);
    const card = await findCard('Gym');
    const monday = within(card).getByRole('button', { name: 'Mark Gym done on Monday' });
    expect(within(card).queryByRole('button', { name: 'Mark Gym done on Friday' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Mark Gym done on Tuesday' })).toBeNull();
    expect(within(card).getByText('Friday: scheduled')).toBeInTheDocument();

    await user.click(monday);
    expect(monday).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Great job! 🎉')).toBeInTheDocument();
    await waitFor(() =>
      expect(backend.rows('habit_completions').map((c) => c.completion_date)).toEqual(['2026-03-09']),
    );
    expect(within(card).getByText('1/3')).toBeInTheDocument();
    await waitFor(() => expect(backend.rows('habits')[0]?.streak).toBe(1));
  });

  it('the switch filters to today and changes the heading; empty states follow', async () => {
    const { user } = setup([habitRow({ name: 'Swim', scheduled_days: ['Tuesday'] })]);
    await findCard('Swim');
    await user.click(screen.getByRole('switch', { name: 'Show only habits scheduled for today' }));
    expect(screen.getByRole('heading', { level: 2, name: "Today's Habits (Wednesday)" })).toBeInTheDocument();
    expect(screen.getByText('No habits scheduled for today')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Swim' })).toBeNull();
  });

  it('shows the streak rule in the badge tooltip and colours the badge by level', async () => {
    const habit = habitRow({ name: 'Read' });
    const days = ['2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10'];
    const { user } = setup([habit], days.map((day) => completionRow(habit, day)));
    const card = await findCard('Read');
    const badge = within(card).getByText('7 day streak');
    expect(badge.closest('[data-level]')).toHaveAttribute('data-level', 'orange');
    await user.tab();
    badge.focus();
    expect((await screen.findAllByText(STREAK_RULE_TEXT)).length).toBeGreaterThan(0);
  });

  it('shows the optional four-laws fields only when present', async () => {
    setup([
      habitRow({
        name: 'Write',
        description: 'Morning pages',
        identity: 'I am a writer',
        habit_stack: 'After coffee',
        environment: 'Desk by the window',
        reward: 'Tea',
        implementation_intention: 'When I sit down at 7:00 AM, I will write',
      }),
      habitRow({ name: 'Bare' }),
    ]);
    const full = await findCard('Write');
    for (const label of ['Identity', 'Habit stack', 'Environment', 'Two-minute version', 'Reward', 'If-then plan']) {
      expect(within(full).getByText(label)).toBeInTheDocument();
    }
    expect(within(full).getByText('Morning pages')).toBeInTheDocument();
    const bare = await findCard('Bare');
    expect(within(bare).queryByText('Identity')).toBeNull();
    expect(within(bare).getByText('Two-minute version')).toBeInTheDocument();
    expect(within(bare).getByText('7:00 AM - 7:15 AM')).toBeInTheDocument();
  });

  it('deletes a habit only after confirmation', async () => {
    const { user, backend } = setup([habitRow({ name: 'Meditate' })]);
    const card = await findCard('Meditate');
    await user.click(within(card).getByRole('button', { name: 'Delete Meditate' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(backend.rows('habits')).toHaveLength(1);

    await user.click(within(card).getByRole('button', { name: 'Delete Meditate' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Habit deleted successfully')).toBeInTheDocument();
    expect(backend.rows('habits')).toHaveLength(0);
    expect(await screen.findByText('No habits created yet')).toBeInTheDocument();
  });

  it('shows "Failed to delete habit" when the delete fails', async () => {
    const { user, backend } = setup([habitRow({ name: 'Meditate' })]);
    const card = await findCard('Meditate');
    backend.failWhen((call) => (call.op === 'delete' ? { message: 'permission denied', code: '42501' } : undefined));
    await user.click(within(card).getByRole('button', { name: 'Delete Meditate' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete habit')).toBeInTheDocument();
    expect(backend.rows('habits')).toHaveLength(1);
  });
});
