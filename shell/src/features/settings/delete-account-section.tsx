import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { deleteMyAccount, getFriendlyMessage, queryClient, useAuth } from '@onething/shared-data';
import { Trash2 } from 'lucide-react';
import { Button } from '@onething/shared-ui';
import { ConfirmDialog } from '@onething/shared-ui/overlays';
import { toast } from '@onething/shared-ui/toaster';
import { Muted, Row, SettingsSection } from './settings-section';

export const DELETE_ACCOUNT_DESCRIPTION =
  'This permanently deletes your account and all your data: goals, steps, habits, deep work sessions, reflections, playbooks and group posts. This action cannot be undone.';

export function DeleteAccountSection() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);

  const deleteAccount = async () => {
    setDeleting(true);
    try {
      await deleteMyAccount();
    } catch (error) {
      setDeleting(false);
      toast({ title: 'Error', description: getFriendlyMessage(error), variant: 'destructive' });
      return;
    }
    // The auth user is gone; signing out clears the stored session, the extension's token and the cache.
    await signOut();
    queryClient.clear();
    toast({ title: 'Account deleted', description: 'Your account and all your data were deleted.' });
    void navigate('/landing', { replace: true });
  };

  return (
    <SettingsSection id="delete-account" title="Delete account">
      <Row>
        <Muted>Permanently delete your account and everything in it.</Muted>
        <ConfirmDialog
          title="Delete your account?"
          description={DELETE_ACCOUNT_DESCRIPTION}
          confirmLabel="Delete account"
          destructive
          onConfirm={() => void deleteAccount()}
          trigger={
            <Button variant="destructive" loading={deleting}>
              <Trash2 aria-hidden="true" /> Delete account
            </Button>
          }
        />
      </Row>
    </SettingsSection>
  );
}
