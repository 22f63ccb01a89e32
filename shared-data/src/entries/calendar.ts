// @onething/shared-data/calendar: the calendar's rules (placing goals, steps, habits and sessions on days
// and hours) and its ICS export. Only the calendar page uses them, so they are an entry of their own,
// loaded with that page, not part of the core every first visit downloads. The core rules they use (dates,
// labels, clock times, habit schedules) are imported relatively, so this entry's chunk carries its own copy
// of those pure functions.
export * from '../calendar/rules/calendar';
export * from '../calendar/rules/ics';
