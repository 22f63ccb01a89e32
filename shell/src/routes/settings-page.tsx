// /settings: profile, password, appearance, the
// distraction shield panel from mf-deepwork (with the companion extension's status), community sharing,
// data export and account deletion.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Settings } from 'lucide-react';
import { PageHeader, Skeleton } from '@onething/shared-ui';
import { RemotePage } from '../module-federation/remote-page';
import { AppearanceSection } from '../features/settings/appearance-section';
import { DataSection } from '../features/settings/data-section';
import { DeleteAccountSection } from '../features/settings/delete-account-section';
import { PasswordSection } from '../features/settings/password-section';
import { ProfileSection } from '../features/settings/profile-section';
import { SettingsSection } from '../features/settings/settings-section';
import { SharingSection } from '../features/settings/sharing-section';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  max-width: 48rem;
`;

/** The router does not scroll to #fragments (e.g. the user menu's /settings#profile). */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const section = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!section) return;
    section.scrollIntoView({ block: 'start' });
    section.querySelector<HTMLElement>('h2[tabindex="-1"]')?.focus({ preventScroll: true });
  }, [hash]);
}

export default function SettingsPage() {
  useScrollToHash();
  return (
    <>
      <PageHeader
        title="Settings"
        description="Manage your profile, appearance, distraction shield and data."
        icon={<Settings aria-hidden="true" />}
      />
      <Sections>
        <ProfileSection />
        <PasswordSection />
        <AppearanceSection />
        <SettingsSection
          id="distraction-shield"
          title="Distraction shield"
          description="Sites the shield blocks during deep work sessions."
          bare
        >
          <RemotePage remote="mf-deepwork" exposed="./shield-settings" fallback={<Skeleton height="12rem" />} />
        </SettingsSection>
        <SharingSection />
        <DataSection />
        <DeleteAccountSection />
      </Sections>
    </>
  );
}
