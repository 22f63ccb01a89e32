import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Button } from '../button/button';
import { ConfirmDialog } from './confirm-dialog';

function setup() {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  renderWithTheme(
    <ConfirmDialog
      title="Delete goal?"
      description="This action cannot be undone and will also delete all related tasks and time blocks."
      confirmLabel="Delete"
      destructive
      onConfirm={onConfirm}
      onCancel={onCancel}
      trigger={<Button>Delete goal</Button>}
    />,
  );
  return { onConfirm, onCancel, user: userEvent.setup() };
}

describe('ConfirmDialog', () => {
  it('opens from its trigger as a labelled alert dialog', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Delete goal' }));
    // The first open loads radix (the overlays' lazily loaded module): the dialog opens when it is there.
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete goal?' }, { timeout: 15000 });
    expect(dialog).toHaveAccessibleDescription(
      'This action cannot be undone and will also delete all related tasks and time blocks.',
    );
    // Radix focuses Cancel first so Enter cannot confirm a destructive action by accident.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
  });

  it('calls onConfirm once and closes', async () => {
    const { user, onConfirm, onCancel } = setup();
    await user.click(screen.getByRole('button', { name: 'Delete goal' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('closes on Escape without confirming and returns focus to the trigger', async () => {
    const { user, onConfirm, onCancel } = setup();
    const trigger = screen.getByRole('button', { name: 'Delete goal' });
    await user.click(trigger);
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).toHaveBeenCalledTimes(1);
    // radix's trigger replaced the stand-in on the first open; the focus went back to it.
    expect(screen.getByRole('button', { name: 'Delete goal' })).toHaveFocus();
  });

  it('works controlled', async () => {
    const onOpenChange = vi.fn();
    const onConfirm = vi.fn();
    renderWithTheme(<ConfirmDialog open title="Reset session?" onConfirm={onConfirm} onOpenChange={onOpenChange} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
