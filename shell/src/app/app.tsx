// The shell's providers, each a singleton shared with every remote through Module Federation:
// one jotai store, one QueryClient, one styled-components theme, one router, one auth context.
import { useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { BrowserRouter } from 'react-router-dom';
import { AuthProvider, appStore, platformKeys, queryClient, shellInfoAtom, themeModeAtom } from '@onething/shared-data';
import { ThemeProvider } from '@onething/shared-ui';
import { Toaster } from '@onething/shared-ui/toaster';
import { BootRecordSync } from '../first-paint/boot-frame/boot-record-sync';
import { OfflineSync } from './offline-sync';
import { AppRoutes } from './router';

// Published for the remotes: the e2e suite checks that a remote reads these through its own imports.
appStore.set(shellInfoAtom, { name: 'ONE Thing OS shell' });
queryClient.setQueryData(platformKeys.shellStartedAt(), new Date().toISOString());

function ThemedApp() {
  const mode = useAtomValue(themeModeAtom);
  useEffect(() => {
    document.documentElement.style.removeProperty('background-color');
  }, []);
  return (
    // ThemeProvider renders the global styles; tooltips need no provider (they use the app's delay).
    <ThemeProvider mode={mode}>
      <AuthProvider>
        <BootRecordSync />
        <OfflineSync />
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AuthProvider>
      <Toaster />
    </ThemeProvider>
  );
}

export function App() {
  return (
    <JotaiProvider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <ThemedApp />
      </QueryClientProvider>
    </JotaiProvider>
  );
}
