// Reflection reads, the one write (the whole entry of a period), keys and the links that open a reflection
// page (the growth pages and the shell's palette both build them). The other rules (periods, prompts,
// figures) live with the growth pages (mf-growth), the only ones that use them.
export * from './keys';
export * from './queries';
export * from './rules/links';
export { type ReflectionContent, type SaveReflectionInput } from './api/save-reflection';
export { reflectionWrites } from './writes';
