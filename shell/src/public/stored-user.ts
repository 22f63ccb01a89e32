// Before sign-in the Supabase client is not loaded, so whether someone is signed in is read from the
// session supabase-js keeps in localStorage ('sb-<project>-auth-token'). It is only a hint: the app
// checks the session with the server when it loads, and sends the visitor back here if it is not valid.
// No React here: the entry module reads it before the shared libraries load.
import type { User } from '@supabase/supabase-js';

const SESSION_KEY = /^sb-.+-auth-token$/;

export function readStoredUser(): User | null {
  try {
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index);
      if (!key || !SESSION_KEY.test(key)) continue;
      const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as { user?: User } | null;
      if (stored?.user?.id) return stored.user;
    }
  } catch {
    // Unreadable storage or JSON: treat the visitor as signed out.
  }
  return null;
}
