// The distraction shield's settings and how a site is written in a permission request.
export * from './keys';
export * from './queries';
export { type ShieldSettings } from './api/get-shield-settings';
export { DEFAULT_SHIELD_RULES, type ShieldRules } from './api/get-shield-rules';
export { MAX_SCHEDULES, validateSchedules, type WeeklySchedule } from './rules/shield-schedule';
export { shieldWrites } from './writes';
export * from './rules/blocked-sites';
export * from './rules/shield-domains';
