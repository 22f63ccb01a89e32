import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { DatePicker } from './date-picker';
import { formatDateValue, parseDateValue } from './date-value';

describe('date values', () => {
  it('round-trips yyyy-MM-dd as a local day', () => {
    const date = parseDateValue('2025-03-09');
    expect(date?.getFullYear()).toBe(2025);
    expect(date?.getMonth()).toBe(2);
    expect(date?.getDate()).toBe(9);
    expect(formatDateValue(date as Date)).toBe('2025-03-09');
  });

  it.each(['', '2025-13-01', '09/03/2025', null])('rejects %j', (value) => {
    expect(parseDateValue(value)).toBeNull();
  });
});

describe('DatePicker', () => {
  it('shows the value and returns a picked day as yyyy-MM-dd from the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithTheme(<DatePicker value="2030-06-15" onChange={onChange} aria-label="Deadline" />);
    const trigger = screen.getByRole('button', { name: 'Deadline' });
    expect(trigger).toHaveTextContent('Jun 15, 2030');

    trigger.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('grid')).toBeInTheDocument();
    // The selected day has focus; ArrowRight moves one day, Enter picks it.
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenCalledWith('2030-06-16');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('disables past days with disablePast', async () => {
    // Fake only Date so "today" is mid-month and both neighbours are in the grid.
    vi.useFakeTimers({ now: new Date(2030, 5, 15, 12), toFake: ['Date'] });
    try {
      const user = userEvent.setup();
      const onChange = vi.fn();
      renderWithTheme(<DatePicker value={null} onChange={onChange} disablePast aria-label="Date" />);
      await user.click(screen.getByRole('button', { name: 'Date' }));
      const dayButton = (value: string) => {
        const cell = document.querySelector(`td[data-day="${value}"]`);
        if (!cell) throw new Error(`No cell for ${value}`);
        return within(cell as HTMLElement).getByRole('button');
      };

      expect(dayButton('2030-06-14')).toBeDisabled();
      expect(dayButton('2030-06-15')).toBeEnabled();
      await user.click(dayButton('2030-06-16'));
      expect(onChange).toHaveBeenCalledWith('2030-06-16');
    } finally {
      vi.useRealTimers();
    }
  });
});
