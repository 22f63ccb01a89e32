// Reflection reads and keys. The rules (periods, prompts, figures) live with the growth pages (mf-growth),
// the only ones that use them.
export * from './keys';
export * from './queries';
