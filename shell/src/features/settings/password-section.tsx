// Settings, "Password": a new password for the signed-in account. The session proves who is asking, as
// for hosted Supabase's updateUser; a forgotten password goes through "Forgot password?" instead.
import { useAuth } from '@onething/shared-data';
import { toast } from '@onething/shared-ui/toaster';
import { NewPasswordForm } from '../auth/new-password-form';
import { SettingsSection } from './settings-section';

export function PasswordSection() {
  const { updatePassword } = useAuth();
  return (
    <SettingsSection id="password" title="Password" description="Choose a new password for signing in.">
      <NewPasswordForm
        label="Change password"
        submitLabel="Change Password"
        idPrefix="settings"
        onSubmit={updatePassword}
        onSaved={() =>
          toast({ title: 'Password Updated', description: 'Use your new password next time you sign in.' })
        }
      />
    </SettingsSection>
  );
}
