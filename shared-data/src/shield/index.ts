// The distraction shield's settings, preset sites and domain rules.
export * from './keys';
export * from './queries';
export { type ShieldSettings, getUserSettings } from './api/get-shield-settings';
export { upsertUserSettings } from './api/save-shield-settings';
export * from './rules/shield-domains';
export * from './rules/shield-presets';
