import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Task } from '@onething/shared-data';
import { renderWithApp } from '@onething/test-kit';
import { StepItem } from './step-item';

const step = { id: 'step-1', title: 'Draft chapter one', completed: false } as Task;

function setup() {
  const onDelete = vi.fn();
  renderWithApp(
    <ul>
      <StepItem step={step} block={undefined} onToggle={vi.fn()} onEdit={vi.fn()} onDelete={onDelete} />
    </ul>,
  );
  return { onDelete, deleteButton: screen.getByRole('button', { name: 'Delete step "Draft chapter one"' }) };
}

describe('StepItem delete', () => {
  it("asks first with the spec's text; Escape cancels, deletes nothing and returns focus to the button", async () => {
    const user = userEvent.setup();
    const { onDelete, deleteButton } = setup();
    await user.click(deleteButton);

    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Step?' });
    expect(dialog).toHaveAccessibleDescription('This will also delete all related time blocks.');
    // Focus is inside, on Cancel, so Enter cannot delete by accident.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onDelete).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Delete step "Draft chapter one"' })).toHaveFocus();
  });

  it('deletes once confirmed', async () => {
    const user = userEvent.setup();
    const { onDelete, deleteButton } = setup();
    await user.click(deleteButton);
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
