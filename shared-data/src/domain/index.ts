// Pure domain rules (no React, no I/O): local calendar days, goals, time blocks, habits, dashboard figures.
export * from './dates';
export * from './date-range';
export * from './date-labels';
export * from './goals';
export * from './time-blocks';
export * from './habits';
export * from './habit-history';
export * from './habit-defaults';
export * from './dashboard';
export * from './deep-work-timer';
export * from './shield-presets';
export * from './dashboard-charts';
export * from './dashboard-navigation';
export * from './community';
export * from './editable-target';
