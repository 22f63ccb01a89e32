// Pure domain rules (no React, no I/O): local calendar days, goals, time blocks, habits, dashboard figures.
export * from './dates';
export * from './goals';
export * from './time-blocks';
export * from './habits';
export * from './dashboard';
export * from './deep-work-timer';
export * from './shield-presets';
export * from './reflections';
export * from './playbooks';
export * from './calendar';
export * from './ics';
export * from './ics-timezone';
export * from './dashboard-charts';
export * from './dashboard-navigation';
export * from './community';
export * from './editable-target';
