// @onething/shared-data/calendar: the calendar's rules (placing goals, steps, habits and sessions on days
// and hours) and its ICS export. Only the calendar page uses them, so they are an entry of their own,
// loaded with that page, not part of the core every first visit downloads. What they need from the core
// comes through '@onething/shared-data', the shared copy.
export * from './domain/calendar';
export * from './domain/ics';
