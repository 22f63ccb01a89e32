export * from './dates';
export * from './date-range';
export * from './date-labels';
export * from './clock-times';
export * from './use-now';
