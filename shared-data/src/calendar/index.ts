// The calendar's cache key. Its rules (days, grid, layout, .ics export) are the ./calendar entry
// (src/entries/calendar.ts), loaded with the calendar page only.
export * from './keys';
