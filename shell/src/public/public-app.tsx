// The providers of the pre-sign-in bundle: the theme and the auth context (Supabase loaded on sign-in).
// The router is the caller's: the browser's history in the page, a fixed location when prerendering.
import type { ReactNode } from 'react';
import { ThemeProvider, type ThemeMode } from '@onething/shared-ui';
import { PublicAuthProvider } from './public-auth-provider';

export function PublicApp({ mode, children }: { mode: ThemeMode; children: ReactNode }) {
  return (
    <ThemeProvider mode={mode}>
      <PublicAuthProvider>{children}</PublicAuthProvider>
    </ThemeProvider>
  );
}
