import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { goOffline, renderWithApp } from '@onething/test-kit';
import { seedHabit, storedRows } from '../../../test/backend';
import { findCard, renderHabitsPage, signInBeforeEachTest } from '../../../test/habits-page-harness';
import { HabitsPage } from './habits-page';

// What the page shows that does not depend on the date: run in the machine's zone only.
const me = signInBeforeEachTest();

describe('HabitsPage', () => {
  it('shows the header, the empty state and the overview cards for a new user', async () => {
    renderHabitsPage(me);
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

  it('shows the optional four-laws fields only when present', async () => {
    await seedHabit(me.userId, {
      name: 'Write',
      description: 'Morning pages',
      identity: 'I am a writer',
      habit_stack: 'After coffee',
      environment: 'Desk by the window',
      reward: 'Tea',
      implementation_intention: 'When I sit down at 7:00 AM, I will write',
    });
    await seedHabit(me.userId, { name: 'Bare' });
    renderHabitsPage(me);
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
    await seedHabit(me.userId, { name: 'Meditate' });
    const { user } = renderHabitsPage(me);
    const card = await findCard('Meditate');
    await user.click(within(card).getByRole('button', { name: 'Delete Meditate' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(await storedRows('habits', me.userId)).toHaveLength(1);

    await user.click(within(card).getByRole('button', { name: 'Delete Meditate' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Habit deleted successfully')).toBeInTheDocument();
    expect(await storedRows('habits', me.userId)).toHaveLength(0);
    expect(await screen.findByText('No habits created yet')).toBeInTheDocument();
  });

  // Before the offline queue this failed with "Failed to delete habit"; now it waits to be sent.
  it('keeps a delete queued, with no error, while the backend cannot be reached', async () => {
    await seedHabit(me.userId, { name: 'Meditate' });
    const { user } = renderHabitsPage(me);
    const card = await findCard('Meditate');
    goOffline();
    await user.click(within(card).getByRole('button', { name: 'Delete Meditate' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(screen.queryByText('Failed to delete habit')).not.toBeInTheDocument();
    expect(await storedRows('habits', me.userId)).toHaveLength(1);
  });

  it("opens the new-habit dialog when the URL asks for it (the dashboard's Add Habit), with the suggested time", async () => {
    await seedHabit(me.userId, { name: 'Read', scheduled_time: '07:00:00', duration_minutes: 30 });
    renderWithApp(<HabitsPage />, { userId: me.userId, url: '/habits?new=habit' });
    const dialog = await screen.findByRole('dialog', { name: 'Create New Habit' });
    // The form waited for the habits: the suggested time follows the existing 07:00-07:30 habit.
    expect(within(dialog).getByLabelText(/Scheduled Time/)).toHaveValue('07:30');
  });

  it('does not open the dialog without the parameter', async () => {
    renderHabitsPage(me);
    expect(await screen.findByText('No habits created yet')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
