export * from './shell-info';
export * from './editable-target';
export * from './record-id';
export * from './after-first-visit';
