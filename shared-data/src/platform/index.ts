export * from './shell-info';
export * from './editable-target';
export * from './record-id';
