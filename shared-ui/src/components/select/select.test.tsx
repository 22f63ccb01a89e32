import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { OptionSelect } from './option-select';

// The radix select loads when the first select renders; until then a stand-in shows the closed select.
// These tests run in order in one module graph: the first sees the stand-in, later ones the loaded select.
describe('Select (loaded on first render)', () => {
  it('shows a stand-in with the same name and value, then hands focus and an open over to radix', async () => {
    renderWithTheme(
      <>
        <label htmlFor="category">Category</label>
        <OptionSelect id="category" value="Health" options={['Health', 'Work']} onValueChange={vi.fn()} />
      </>,
    );
    const standIn = screen.getByRole('combobox', { name: 'Category' });
    expect(standIn).toHaveTextContent('Health');
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
    act(() => standIn.focus());
    fireEvent.keyDown(standIn, { key: 'ArrowDown' });

    // radix's trigger replaces it: focused, and the list open as the key asked.
    // (The open list hides the rest of the page from the accessibility tree, as a modal list does.)
    await waitFor(() => expect(document.getElementById('category')).not.toBe(standIn));
    const trigger = document.getElementById('category');
    expect(trigger).toHaveTextContent('Health');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // The focus went with it: radix moved it from its trigger to the selected option; Escape brings it back.
    await waitFor(() => expect(screen.getByRole('option', { name: 'Health' })).toHaveFocus());
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('once loaded, renders radix at once and picks a value', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(
      <OptionSelect aria-label="Priority" value="Low" options={['Low', 'High']} onValueChange={onValueChange} />,
    );
    const trigger = screen.getByRole('combobox', { name: 'Priority' });
    fireEvent.keyDown(trigger, { key: 'Enter' });
    fireEvent.click(await screen.findByRole('option', { name: 'High' }));
    expect(onValueChange).toHaveBeenCalledWith('High');
  });
});
