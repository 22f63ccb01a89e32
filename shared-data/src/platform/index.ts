export * from './shell-info';
export * from './editable-target';
