// The calendar's cache key. Its rules (days, grid, layout, .ics export) live with the calendar page
// (mf-calendar), the only one that uses them.
export * from './keys';
