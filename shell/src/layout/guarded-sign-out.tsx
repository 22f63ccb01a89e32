// Signing out deletes this browser's copy of the user's data, queued changes included: with changes not yet
// saved, it asks first.
import { useState, type ReactNode } from 'react';
import { queryClient, unsavedWriteCount } from '@onething/shared-data';
import { ConfirmDialog } from '@onething/shared-ui/overlays';

export function unsavedChangesWarning(count: number): string {
  const changes = count === 1 ? '1 change has' : `${count} changes have`;
  return `${changes} not been saved yet. They are sent when you are back online; if you log out now, they are lost.`;
}

export function useGuardedSignOut(signOut: () => Promise<void>): { request: () => void; dialog: ReactNode } {
  const [waiting, setWaiting] = useState(0);
  const request = () => {
    const count = unsavedWriteCount(queryClient.getMutationCache().getAll());
    if (count === 0) void signOut();
    else setWaiting(count);
  };
  const dialog = (
    <ConfirmDialog
      open={waiting > 0}
      onOpenChange={(open) => {
        if (!open) setWaiting(0);
      }}
      title="Log out with unsaved changes?"
      description={unsavedChangesWarning(waiting)}
      confirmLabel="Log out anyway"
      destructive
      onConfirm={() => void signOut()}
    />
  );
  return { request, dialog };
}
