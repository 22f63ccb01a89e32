export * from './rules/shield-presets';
export * from './rules/shield-domains';
