// Reflection reads and keys. The rules (periods, prompts, figures) are the ./growth entry
// (src/entries/growth.ts), loaded with the growth pages only.
export * from './keys';
export * from './queries';
export { getReflection } from './api/get-reflection';
export { listReflections } from './api/get-reflections';
