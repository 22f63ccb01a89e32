// New accounts are taken to /onboarding once (see docs/decisions.md): until the profile says the
// wizard was completed. A missing profile (load failed) does not trap the user in the wizard.
import type { Profile } from '@onething/shared-data';

export function needsOnboarding(profile: Pick<Profile, 'onboarding_completed'> | null | undefined): boolean {
  return profile != null && profile.onboarding_completed === false;
}
