import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@onething/test-kit';
import type { SuggestedSlot } from '../domain/step-time-defaults';
import { AddStepForm } from './add-step-form';

const TODAY = '2026-03-08';
/** A suggestion at `start` today, or 09:00 on another day chosen. */
const suggestAt =
  (start: string) =>
  (_duration: number, day: string | undefined): SuggestedSlot =>
    day && day !== TODAY ? { date: day, startTime: '09:00' } : { date: TODAY, startTime: start };
const props = (start = '09:00') => ({ suggest: suggestAt(start), today: TODAY, adding: false });

describe('AddStepForm', () => {
  it('starts from the suggested day and start and 30 minutes, and follows a new suggestion until edited', () => {
    const { rerender } = renderWithApp(<AddStepForm {...props('20:30')} onAdd={vi.fn()} />);
    const start = screen.getByLabelText(/Start time/);
    expect(screen.getByLabelText(/Date/)).toHaveValue(TODAY);
    expect(start).toHaveValue('20:30');
    expect(screen.getByLabelText('Duration (minutes)')).toHaveValue(30);
    rerender(<AddStepForm {...props('21:15')} onAdd={vi.fn()} />);
    expect(start).toHaveValue('21:15');
    fireEvent.change(start, { target: { value: '14:00' } });
    rerender(<AddStepForm {...props('22:00')} onAdd={vi.fn()} />);
    expect(start).toHaveValue('14:00');
  });

  it("another day chosen: that day's suggested start, and the day is sent", async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn().mockResolvedValue(undefined);
    renderWithApp(<AddStepForm {...props('20:30')} onAdd={onAdd} />);
    fireEvent.change(screen.getByLabelText(/Date/), { target: { value: '2026-03-10' } });
    expect(screen.getByLabelText(/Start time/)).toHaveValue('09:00');
    await user.type(screen.getByLabelText(/Step description/), 'Later');
    await user.click(screen.getByRole('button', { name: 'Add Step' }));
    expect(onAdd).toHaveBeenLastCalledWith({ title: 'Later', date: '2026-03-10', startTime: '09:00', duration: 30 });
    // Saved: the day follows the suggestion again.
    await waitFor(() => expect(screen.getByLabelText(/Date/)).toHaveValue(TODAY));
  });

  it('requires a day in range', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    renderWithApp(<AddStepForm {...props()} onAdd={onAdd} />);
    await user.type(screen.getByLabelText(/Step description/), 'Dated');
    fireEvent.change(screen.getByLabelText(/Date/), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Add Step' }));
    expect(screen.getByText('Date is required')).toBeInTheDocument();
    expect(onAdd).not.toHaveBeenCalled();
  });

  it.each([
    ['45', 45],
    ['181', 30],
    ['0', 30],
    ['', 1],
  ])('duration input %j gives %i', (typed, expected) => {
    renderWithApp(<AddStepForm {...props()} onAdd={vi.fn()} />);
    const duration = screen.getByLabelText('Duration (minutes)');
    fireEvent.change(duration, { target: { value: typed } });
    expect(duration).toHaveValue(expected);
  });

  it('requires a description and a start time', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    renderWithApp(<AddStepForm {...props()} onAdd={onAdd} />);
    fireEvent.change(screen.getByLabelText(/Start time/), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Add Step' }));
    expect(screen.getByText('Step description is required')).toBeInTheDocument();
    expect(screen.getByText('Start time is required')).toBeInTheDocument();
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('sends trimmed values and resets after a save, keeps them after a failure', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn().mockRejectedValueOnce(new Error('conflict')).mockResolvedValueOnce(undefined);
    renderWithApp(<AddStepForm {...props()} onAdd={onAdd} />);
    const description = screen.getByLabelText(/Step description/);
    await user.type(description, '  Draft intro ');
    await user.click(screen.getByRole('button', { name: 'Add Step' }));
    expect(onAdd).toHaveBeenLastCalledWith({ title: 'Draft intro', date: TODAY, startTime: '09:00', duration: 30 });
    await waitFor(() => expect(description).toHaveValue('  Draft intro '));
    await user.click(screen.getByRole('button', { name: 'Add Step' }));
    await waitFor(() => expect(description).toHaveValue(''));
  });

  it('marks the start time with the conflict when the database refuses the slot, until the time changes', async () => {
    const user = userEvent.setup();
    const conflict = Object.assign(new Error('Time Conflict'), { code: '23P01' });
    renderWithApp(<AddStepForm {...props()} onAdd={vi.fn().mockRejectedValue(conflict)} />);
    await user.type(screen.getByLabelText(/Step description/), 'Overlap');
    await user.click(screen.getByRole('button', { name: 'Add Step' }));
    const start = screen.getByLabelText(/Start time/);
    await waitFor(() => expect(start).toHaveAttribute('aria-invalid', 'true'));
    const message = 'This time slot is already taken by another step. Please choose a different time.';
    expect(start).toHaveAccessibleDescription(message);
    fireEvent.change(start, { target: { value: '10:00' } });
    expect(start).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('a failure that is not a conflict leaves the fields unmarked', async () => {
    const user = userEvent.setup();
    renderWithApp(<AddStepForm {...props()} onAdd={vi.fn().mockRejectedValue(new Error('offline'))} />);
    await user.type(screen.getByLabelText(/Step description/), 'Anything');
    await user.click(screen.getByRole('button', { name: 'Add Step' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Step' })).toBeEnabled());
    expect(screen.getByLabelText(/Start time/)).not.toHaveAttribute('aria-invalid');
  });

  it('keeps a next step typed while the previous one was saving', async () => {
    let finishSave: () => void = () => undefined;
    const onAdd = vi.fn(() => new Promise<void>((resolve) => (finishSave = resolve)));
    renderWithApp(<AddStepForm {...props()} onAdd={onAdd} />);
    const description = screen.getByLabelText(/Step description/);
    fireEvent.change(description, { target: { value: 'First step' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Step' }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    fireEvent.change(description, { target: { value: 'Second step' } });
    await act(async () => finishSave());
    expect(description).toHaveValue('Second step');
  });
});
