import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Task, TimeBlock } from '@onething/shared-data';
import { renderWithApp } from '@onething/test-kit';
import { StepItem } from './step-item';

const step = { id: 'step-1', title: 'Draft chapter one', completed: false } as Task;

function setup() {
  const onDelete = vi.fn();
  renderWithApp(
    <ul>
      <StepItem
        step={step}
        block={undefined}
        today="2026-03-08"
        now={new Date(2026, 2, 8, 12)}
        onToggle={vi.fn()}
        onEdit={vi.fn()}
        onDelete={onDelete}
      />
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

describe('StepItem schedule', () => {
  const block = (date: string, start: string, end: string) =>
    ({ id: 'b', step_id: step.id, date, start_time: start, end_time: end, completed: false }) as TimeBlock;
  const render = (props: { block: TimeBlock; done?: boolean }) =>
    renderWithApp(
      <ul>
        <StepItem
          step={{ ...step, completed: props.done ?? false }}
          block={props.block}
          today="2026-03-08"
          now={new Date(2026, 2, 8, 12)}
          onToggle={vi.fn()}
          onEdit={vi.fn()}
          onDelete={vi.fn()}
        />
      </ul>,
    );

  it('an open step whose block has ended shows Missed; a later block shows its day and no status', () => {
    const { unmount } = render({ block: block('2026-03-07', '09:00:00', '09:30:00') });
    expect(screen.getByRole('listitem')).toHaveTextContent('Yesterday · 9:00 AM - 9:30 AM');
    expect(screen.getByText('Missed')).toBeInTheDocument();
    unmount();
    render({ block: block('2026-03-09', '09:00:00', '09:30:00') });
    expect(screen.getByRole('listitem')).toHaveTextContent('Tomorrow · 9:00 AM - 9:30 AM');
    expect(screen.queryByText('Missed')).not.toBeInTheDocument();
  });

  it('a done step is never missed; a block today shows only its time', () => {
    render({ block: block('2026-03-08', '09:00:00', '09:30:00'), done: true });
    expect(screen.getByRole('listitem')).toHaveTextContent('Draft chapter one9:00 AM - 9:30 AM');
    expect(screen.queryByText('Missed')).not.toBeInTheDocument();
  });
});
