// What only the dashboard page shows (its figures, charts and texts).
export * from './rules/dashboard';
export * from './rules/dashboard-charts';
