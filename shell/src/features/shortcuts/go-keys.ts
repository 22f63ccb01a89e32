// "g" then a letter goes to a Focus Area, as in Gmail and GitHub: plain keys no browser takes for itself,
// unlike Ctrl+1…6 (which desktop browsers keep for switching tabs, so those stay for where they work).
import { SHORTCUT_ITEMS } from '../../layout/navigation';

export const GO_PREFIX_KEY = 'g';
/** How long after "g" its letter still counts. */
export const GO_SEQUENCE_MS = 1500;

/**
 * The letter of each Focus Area, by its path: the first letter of its name, but W for deep Work (D is the
 * Dashboard's).
 */
const GO_KEYS: Readonly<Record<string, string>> = {
  '/': 'd',
  '/one-thing': 'o',
  '/habits': 'h',
  '/deep-work': 'w',
  '/calendar': 'c',
  '/reflection': 'r',
};

/** The pages with a Ctrl/Cmd digit, each with its letter after "g" (the same six Focus Areas). */
export const GO_ITEMS = SHORTCUT_ITEMS.flatMap((item) => {
  const goKey = GO_KEYS[item.to];
  return goKey ? [{ ...item, goKey }] : [];
});
