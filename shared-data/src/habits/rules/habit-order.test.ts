import { describe, expect, it } from 'vitest';
import { sortHabitsByTime } from './habit-order';

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
