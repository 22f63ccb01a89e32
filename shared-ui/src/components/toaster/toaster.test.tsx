import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { sonnerModule } from './lazy-sonner';
import { toast } from './toast';
import { Toaster } from './toaster';

// Module state (the queue, sonner's toast list) outlives each test: every test runs in this order and
// dismisses what it showed.
afterEach(async () => {
  toast.dismiss();
  await waitFor(() => expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(0));
});

const region = () => screen.getByRole('region', { name: 'Notifications alt+T' });
const shownTitles = () =>
  [...document.querySelectorAll('[data-sonner-toast] [data-title]')].map((title) => title.textContent);

describe('Toaster', () => {
  it('renders the empty notifications region without loading sonner until the first toast', async () => {
    renderWithTheme(<Toaster />);
    expect(region()).toBeEmptyDOMElement();
    expect(region()).toHaveAttribute('aria-live', 'polite');
    // Let any stray import settle: nothing asked for sonner yet.
    await vi.dynamicImportSettled();
    expect(sonnerModule.loaded()).toBeUndefined();
  });

  it('shows every toast asked for before the Toaster mounts or while sonner loads, once each; a dismissed one never shows', async () => {
    const first = toast({ title: 'Goal Created' });
    const dropped = toast({ title: 'Saving' });
    renderWithTheme(<Toaster />);
    toast({ title: 'Error', description: 'Failed to update habit', variant: 'destructive' });
    toast.dismiss(dropped);
    expect(typeof first).toBe('string');
    expect(sonnerModule.loaded()).toBeUndefined();

    await waitFor(() => expect(shownTitles()).toHaveLength(2));
    expect(shownTitles().sort()).toEqual(['Error', 'Goal Created']);
    expect(within(region()).getByText('Failed to update habit')).toBeInTheDocument();
    // A later toast goes straight to sonner, and a queued toast's id still reaches it.
    toast({ title: 'Habit completed' });
    await waitFor(() => expect(shownTitles()).toHaveLength(3));
    toast.dismiss(first);
    await waitFor(() => expect(shownTitles().sort()).toEqual(['Error', 'Habit completed']));
  });

  it('keeps a toast asked for while no Toaster is mounted, with its Undo action', async () => {
    const undo = vi.fn();
    toast({ title: 'Habit deleted', action: { label: 'Undo', onClick: undo } });
    renderWithTheme(<Toaster />);
    const button = await screen.findByRole('button', { name: 'Undo' });
    fireEvent.click(button);
    expect(undo).toHaveBeenCalledOnce();
    expect(shownTitles()).toEqual(['Habit deleted']);
    // The action closes its toast. Waiting for that here matters: a dismissal of the closing toast would
    // start sonner's unmount timer a second time, firing after the test environment is gone.
    await waitFor(() => expect(shownTitles()).toEqual([]));
  });
});
