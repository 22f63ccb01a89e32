import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defaultGoalFormValues, type GoalFormValues } from '../domain/goal-fields';
import { renderWithApp } from '@onething/test-kit';
import { GoalFormDialog } from './goal-form-dialog';

function setup(mode: 'create' | 'edit', onSubmit = vi.fn(async () => undefined), values: Partial<GoalFormValues> = {}) {
  const onOpenChange = vi.fn();
  const initial = {
    ...defaultGoalFormValues(new Date(2026, 4, 10)),
    ...(mode === 'edit' ? { title: 'Old title', why: 'Because' } : {}),
    ...values,
  };
  renderWithApp(
    <GoalFormDialog mode={mode} open onOpenChange={onOpenChange} initialValues={initial} onSubmit={onSubmit} />,
  );
  return { onSubmit, onOpenChange };
}

describe('GoalFormDialog', () => {
  it('creates with the defaults (today, Medium) and a trimmed title', async () => {
    const user = userEvent.setup();
    const { onSubmit, onOpenChange } = setup('create');
    expect(screen.getByRole('dialog', { name: 'Create Your ONE Thing' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Priority' })).toHaveTextContent('Medium');
    expect(screen.getByRole('button', { name: 'Deadline' })).toHaveTextContent('May 10, 2026');

    await user.type(screen.getByLabelText(/Goal title/), '  Write a book  ');
    await user.click(screen.getByRole('button', { name: 'Create Goal' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ title: '  Write a book  ', priority: 'Medium', deadline: '2026-05-10' }),
    );
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('requires a non-blank title and saves nothing without one', async () => {
    const user = userEvent.setup();
    const { onSubmit } = setup('create');
    await user.type(screen.getByLabelText(/Goal title/), '   ');
    await user.click(screen.getByRole('button', { name: 'Create Goal' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Goal title/)).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('edits with the goal prefilled and "Update Goal"', async () => {
    const user = userEvent.setup();
    const { onSubmit } = setup('edit');
    expect(screen.getByRole('dialog', { name: 'Edit Your ONE Thing' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Goal title/)).toHaveValue('Old title');
    expect(screen.getByLabelText('Why is this important?')).toHaveValue('Because');
    await user.click(screen.getByRole('button', { name: 'Update Goal' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ title: 'Old title', why: 'Because' }));
  });

  it('stays open with the input kept when the save fails', async () => {
    const user = userEvent.setup();
    const { onOpenChange } = setup(
      'create',
      vi.fn(async () => Promise.reject(new Error('offline'))),
    );
    await user.type(screen.getByLabelText(/Goal title/), 'Keep me');
    await user.click(screen.getByRole('button', { name: 'Create Goal' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create Goal' })).toBeEnabled());
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
    expect(screen.getByLabelText(/Goal title/)).toHaveValue('Keep me');
  });

  it('refuses a deadline the database would not keep with a message on the field, and saves nothing', async () => {
    const user = userEvent.setup();
    const { onSubmit } = setup('edit', undefined, { deadline: '2101-01-01' });
    await user.click(screen.getByRole('button', { name: 'Update Goal' }));
    expect(await screen.findByText('Please choose a date between Jan 1, 1970 and Dec 31, 2100.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deadline' })).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers no deadline after Dec 31, 2100 in the calendar', async () => {
    const user = userEvent.setup();
    setup('edit', undefined, { deadline: '2100-12-31' });
    await user.click(screen.getByRole('button', { name: 'Deadline' }));
    expect(screen.getByRole('button', { name: /December 31st, 2100/ })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: /next month/i }));
    expect(screen.getByRole('button', { name: /January 1st, 2101/ })).toBeDisabled();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    const { onOpenChange } = setup('create');
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
