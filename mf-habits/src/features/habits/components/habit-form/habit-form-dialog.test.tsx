import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSupabaseClient, type Habit } from '@onething/shared-data';
import { signInAsApp, type TestAccount } from '@onething/shared-data/testing';
import { Button } from '@onething/shared-ui';
import { Dialog } from '@onething/shared-ui/overlays';
import { goOffline, renderWithApp } from '@onething/test-kit';
import { seedHabit, storedRows } from '../../../../test/backend';
import { HabitForm } from './habit-form';
import { HabitFormDialog } from './habit-form-dialog';
import { newHabitFormValues } from '../../domain/habit-form-values';

let me: TestAccount;

beforeEach(async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  me = await signInAsApp();
});

afterEach(() => {
  vi.restoreAllMocks();
  setSupabaseClient(null);
});

function renderCreate(existing: readonly Habit[]) {
  const rendered = renderWithApp(
    <HabitFormDialog mode="create" existingHabits={existing} trigger={<Button>New Habit</Button>} />,
    { userId: me.userId },
  );
  return { ...rendered, user: userEvent.setup() };
}

describe('HabitFormDialog', () => {
  it('creates a habit from the required fields with defaults and the suggested time', async () => {
    const existing = await seedHabit(me.userId, { name: 'Coffee', scheduled_time: '08:00:00', duration_minutes: 30 });
    const { user } = renderCreate([existing]);
    await user.click(screen.getByRole('button', { name: 'New Habit' }));
    const dialog = screen.getByRole('dialog', { name: 'Create New Habit' });
    expect(within(dialog).getByLabelText(/Scheduled Time/)).toHaveValue('08:30');
    // Name, schedule and time first; the four laws one click away.
    const more = within(dialog).getByRole('button', { name: 'More: the four laws' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).queryByRole('group', { name: 'Make it Obvious' })).toBeNull();
    expect(within(dialog).queryByLabelText(/^Cue/)).toBeNull();
    await user.type(within(dialog).getByLabelText(/Habit Name/), 'Stretch');
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    for (const law of ['Make it Obvious', 'Make it Attractive', 'Make it Easy', 'Make it Satisfying']) {
      expect(within(dialog).getByRole('group', { name: law })).toBeInTheDocument();
    }
    await user.type(within(dialog).getByLabelText(/^Cue/), 'I close my laptop');
    await user.type(within(dialog).getByLabelText(/Two-Minute Version/), 'Touch my toes');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Sunday' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Habit' }));

    expect(await screen.findByText('Habit created successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const created = (await storedRows('habits', me.userId)).find((row) => row['name'] === 'Stretch');
    expect(created).toMatchObject({
      user_id: me.userId,
      category: 'Wellness',
      difficulty: 'Easy',
      scheduled_time: '08:30:00',
      scheduled_days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
      target_per_week: 6,
      duration_minutes: 15,
      reward: 'I feel accomplished and one step closer to my goals',
      implementation_intention: 'When I close my laptop at 8:30 AM, I will stretch',
    });
  });

  it('shows the field errors and saves nothing while the form is invalid', async () => {
    const { user } = renderCreate([]);
    await user.click(screen.getByRole('button', { name: 'New Habit' }));
    const dialog = screen.getByRole('dialog');
    await user.clear(within(dialog).getByLabelText(/Scheduled Time/));
    await user.click(within(dialog).getByRole('button', { name: 'Create Habit' }));
    expect(within(dialog).getByText('Habit name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Cue is required - what triggers this habit?')).toBeInTheDocument();
    expect(within(dialog).getByText('Scheduled time is required')).toBeInTheDocument();
    expect(within(dialog).getByText("Start small - what's the 2-minute version?")).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Habit Name/)).toHaveFocus();
    // The four laws opened to show their messages at their fields.
    expect(within(dialog).getByRole('button', { name: 'More: the four laws' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(dialog).getByLabelText(/^Cue/)).toHaveAttribute('aria-invalid', 'true');
    expect(await storedRows('habits', me.userId)).toEqual([]);
  });

  it('opens the four laws at the empty cue when only they are missing, and saves nothing', async () => {
    const { user } = renderCreate([]);
    await user.click(screen.getByRole('button', { name: 'New Habit' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Habit Name/), 'Stretch');
    await user.click(within(dialog).getByRole('button', { name: 'Create Habit' }));
    expect(within(dialog).getByRole('button', { name: 'More: the four laws' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(dialog).getByLabelText(/^Cue/)).toHaveFocus();
    expect(within(dialog).getByText('Cue is required - what triggers this habit?')).toBeInTheDocument();
    expect(within(dialog).getByText("Start small - what's the 2-minute version?")).toBeInTheDocument();
    expect(within(dialog).queryByText('Habit name is required')).toBeNull();
    expect(await storedRows('habits', me.userId)).toEqual([]);
  });

  // Before the offline queue this failed with "Failed to create habit"; now the habit waits to be sent and the
  // dialog closes.
  it('closes with the habit queued, and no error, when the backend cannot be reached', async () => {
    const { user } = renderCreate([]);
    goOffline();
    await user.click(screen.getByRole('button', { name: 'New Habit' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Habit Name/), 'Stretch');
    await user.click(within(dialog).getByRole('button', { name: 'More: the four laws' }));
    await user.type(within(dialog).getByLabelText(/^Cue/), 'Lunch');
    await user.type(within(dialog).getByLabelText(/Two-Minute Version/), 'One stretch');
    await user.click(within(dialog).getByRole('button', { name: 'Create Habit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
    expect(screen.queryByText('Failed to create habit')).not.toBeInTheDocument();
  });

  it('edits a habit and reports "Habit updated successfully"', async () => {
    const habit = await seedHabit(me.userId, { name: 'Read', scheduled_time: '21:00:00' });
    renderWithApp(
      <HabitFormDialog mode="edit" habit={habit} existingHabits={[habit]} trigger={<Button>Edit Read</Button>} />,
      { userId: me.userId },
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit Read' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Habit' });
    expect(within(dialog).getByLabelText(/Scheduled Time/)).toHaveValue('21:00');
    // A habit with four-laws values shows them open.
    expect(within(dialog).getByRole('button', { name: 'More: the four laws' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(dialog).getByLabelText(/^Cue/)).toHaveValue(habit.cue);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Saturday' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Habit updated successfully')).toBeInTheDocument();
    await waitFor(async () =>
      expect((await storedRows('habits', me.userId))[0]).toMatchObject({ target_per_week: 6, streak: 0 }),
    );
  });
});

describe('HabitForm', () => {
  it('asks for a category and at least one day when they are missing', async () => {
    const onSubmit = vi.fn();
    renderWithApp(
      <Dialog open>
        <HabitForm
          initialValues={{ ...newHabitFormValues([]), category: '', scheduled_days: [] }}
          submitLabel="Create Habit"
          submitting={false}
          onSubmit={onSubmit}
        />
      </Dialog>,
      { userId: me.userId },
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create Habit' }));
    expect(screen.getByText('Category is required')).toBeInTheDocument();
    expect(screen.getByText('Please select at least one day')).toBeInTheDocument();
    expect(screen.getByText('Target: 0 days per week')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('gives the duration input min 5, max 480, step 5 and falls back to 15', async () => {
    renderWithApp(
      <Dialog open>
        <HabitForm
          initialValues={newHabitFormValues([])}
          submitLabel="Create Habit"
          submitting={false}
          onSubmit={vi.fn()}
        />
      </Dialog>,
      { userId: me.userId },
    );
    const duration = screen.getByLabelText('Duration (minutes)');
    expect(duration).toHaveAttribute('min', '5');
    expect(duration).toHaveAttribute('max', '480');
    expect(duration).toHaveAttribute('step', '5');
    const user = userEvent.setup();
    await user.clear(duration);
    await user.tab();
    expect(duration).toHaveValue(15);
  });
});
