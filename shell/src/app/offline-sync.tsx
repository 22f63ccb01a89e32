// Turns the offline cache and the write queue on for the signed-in user, after the first paint (the
// persister is a chunk of its own), and shows a write the server refused on replay as a toast.
import { useEffect } from 'react';
import { setWriteRefusalNotifier, startOfflineMode, stopOfflineMode, useAuth } from '@onething/shared-data';
import { toast } from '@onething/shared-ui/toaster';

setWriteRefusalNotifier(({ title, description }) => toast({ title, description, variant: 'destructive' }));

export function OfflineSync() {
  const userId = useAuth().user?.id ?? null;
  useEffect(() => {
    if (!userId) return;
    void startOfflineMode(userId);
    return () => stopOfflineMode();
  }, [userId]);
  return null;
}
