import { useAuth } from '@onething/shared-data';
import { PageStack } from '@onething/shared-ui';
import { useAllSitesPermission } from '../../extension/hooks/use-all-sites-permission';
import { useExtensionStatus } from '../../extension/hooks/use-extension-status';
import { DistractingSitesCard } from './distracting-sites-card';
import { ShieldPreferencesCard } from './shield-preferences-card';
import { ShieldRulesCard } from './shield-rules-card';

/** The distraction shield's settings, shown in the shell's /settings. */
export function ShieldSettingsPanel() {
  const { user } = useAuth();
  // One ping for both cards: the list asks the extension for permission only when it answered.
  const extension = useExtensionStatus();
  const allSites = useAllSitesPermission(extension);
  if (!user) return null;
  return (
    <PageStack>
      <DistractingSitesCard userId={user.id} extension={extension} />
      <ShieldPreferencesCard extension={extension} allSites={allSites} />
      <ShieldRulesCard
        userId={user.id}
        // A schedule will block with no session: the moment to ask, once, for the blocked page on every site.
        onSaved={(rules) => {
          if (rules.shield_schedules.length > 0 || rules.shield_time_blocks) void allSites.ask('first-time');
        }}
      />
    </PageStack>
  );
}
