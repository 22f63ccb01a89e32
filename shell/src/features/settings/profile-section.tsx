import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { getFriendlyMessage, useAuth } from '@onething/shared-data';
import { Button, Field, Input } from '@onething/shared-ui';
import { toast } from '@onething/shared-ui/toaster';
import { profileFormValues, profilePatch } from './profile-patch';
import { SectionBody, SettingsSection } from './settings-section';

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

export function ProfileSection() {
  const { user, profile } = useAuth();
  return (
    <SettingsSection id="profile" title="Profile" description={user?.email ? `Signed in as ${user.email}` : undefined}>
      {/* Keyed by the profile row: a profile that arrives after the first render refills the form. */}
      <ProfileForm key={profile?.id ?? 'no-profile'} />
    </SettingsSection>
  );
}

function ProfileForm() {
  const { profile, updateProfile } = useAuth();
  const [values, setValues] = useState(() => profileFormValues(profile));
  const [saving, setSaving] = useState(false);

  const patch = profilePatch(values, profile);
  const dirty = Object.keys(patch).length > 0;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!dirty) return;
    setSaving(true);
    try {
      await updateProfile(patch);
      toast({ title: 'Settings Saved', description: 'Your profile has been updated.' });
    } catch (error) {
      toast({ title: 'Error Saving Settings', description: getFriendlyMessage(error), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={save} aria-label="Profile">
      <SectionBody>
        <Fields>
          <Field label="Full name">
            <Input
              name="full_name"
              autoComplete="name"
              value={values.fullName}
              onChange={(event) => setValues({ ...values, fullName: event.target.value })}
            />
          </Field>
          <Field label="Username">
            <Input
              name="username"
              autoComplete="username"
              value={values.username}
              onChange={(event) => setValues({ ...values, username: event.target.value })}
            />
          </Field>
        </Fields>
        <div>
          <Button type="submit" disabled={!dirty} loading={saving}>
            Save Profile
          </Button>
        </div>
      </SectionBody>
    </form>
  );
}
