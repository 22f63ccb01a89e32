import { describe, expect, it } from 'vitest';
import { sortHabitsByOwnOrder, sortHabitsByTime } from './habit-order';

describe('sortHabitsByTime', () => {
  it('orders by time, then name; a habit without a time goes last', () => {
    const sorted = sortHabitsByTime([
      { name: 'b', scheduled_time: '07:00:00' },
      { name: 'Late', scheduled_time: '21:30:00' },
      { name: 'none', scheduled_time: null },
      { name: 'A', scheduled_time: '07:00:00' },
      { name: 'Early', scheduled_time: '06:15:00' },
      { name: 'bad', scheduled_time: '25:00' },
    ]);
    expect(sorted.map((h) => h.name)).toEqual(['Early', 'A', 'b', 'Late', 'bad', 'none']);
  });
});

describe('the owner’s order', () => {
  it('puts the placed habits first in their order, then the others by time; by time until any is placed', () => {
    const a = { name: 'A', scheduled_time: '09:00:00', sort_order: null };
    const b = { name: 'B', scheduled_time: '07:00:00', sort_order: 1 };
    const c = { name: 'C', scheduled_time: '08:00:00', sort_order: 0 };
    const d = { name: 'D', scheduled_time: '06:00:00', sort_order: null };
    expect(sortHabitsByOwnOrder([a, b, c, d]).map((h) => h.name)).toEqual(['C', 'B', 'D', 'A']);
    expect(sortHabitsByOwnOrder([a, d]).map((h) => h.name)).toEqual(['D', 'A']);
  });
});
