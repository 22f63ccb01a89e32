// The avatar's fallback letter, in a module of its own (no React, no styles): the shell's inline start-up
// script, bundled from source at build time, writes the same letter before any library has loaded.

/** First letter of the name, upper-cased; 'U' (user) when there is no name. */
export function avatarInitial(name: string | null | undefined): string {
  const first = name?.trim().charAt(0);
  return first ? first.toLocaleUpperCase() : 'U';
}
