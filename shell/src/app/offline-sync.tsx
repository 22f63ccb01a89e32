// Turns the offline cache and the write queue on for the signed-in user, and shows a write the server refused
// on replay as a toast. The persister is a chunk of its own, loaded once the page has loaded and settled, so
// it is not part of the first visit's critical path; offline (where the cache is what the page shows) at once.
import { useEffect } from 'react';
import {
  afterFirstVisit,
  setWriteRefusalNotifier,
  startOfflineMode,
  stopOfflineMode,
  useAuth,
} from '@onething/shared-data';
import { toast } from '@onething/shared-ui/toaster';

setWriteRefusalNotifier(({ title, description }) => toast({ title, description, variant: 'destructive' }));

/** Online, once the first visit has settled; offline (the cache is what the page shows) at once. */
function afterPageSettles(run: () => void): () => void {
  if (!navigator.onLine) {
    run();
    return () => undefined;
  }
  const cancel = afterFirstVisit(run);
  const goneOffline = () => {
    cancel();
    run();
  };
  window.addEventListener('offline', goneOffline, { once: true });
  return () => {
    cancel();
    window.removeEventListener('offline', goneOffline);
  };
}

export function OfflineSync() {
  const userId = useAuth().user?.id ?? null;
  useEffect(() => {
    if (!userId) return;
    let started = false;
    const cancel = afterPageSettles(() => {
      if (started) return;
      started = true;
      void startOfflineMode(userId);
    });
    return () => {
      cancel();
      stopOfflineMode();
    };
  }, [userId]);
  return null;
}
