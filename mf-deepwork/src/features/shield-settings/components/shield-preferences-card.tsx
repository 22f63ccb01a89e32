import { useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Label, MutedText } from '@onething/shared-ui';
import { Switch } from '@onething/shared-ui/controls';
import { toast } from '@onething/shared-ui/toaster';
import { SHIELD_SETTINGS_TOASTS } from '../domain/shield-settings-messages';
import type { AllSitesPermissionState } from '../../extension/hooks/use-all-sites-permission';
import type { ExtensionStatusState } from '../../extension/hooks/use-extension-status';
import { useShieldDefault } from '../hooks/use-shield-default';
import { BlockedPagePermission } from './blocked-page-permission';
import { ExtensionStatus } from './extension-status';
import { CardBody, OptionRow, Separator } from './panel-layout';

interface ShieldPreferencesCardProps {
  extension: ExtensionStatusState;
  allSites: AllSitesPermissionState;
}

/** The shield's on/off setting for deep work sessions, its blocked page and the companion extension's state. */
export function ShieldPreferencesCard({ extension, allSites }: ShieldPreferencesCardProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const shield = useShieldDefault();

  const change = (enabled: boolean) => {
    shield.setEnabled(enabled);
    toast(SHIELD_SETTINGS_TOASTS.shieldSaved);
    // Turning the shield on is the moment to ask, once, for the blocked page on every site it will block.
    if (enabled) void allSites.ask('first-time');
  };

  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Shield Settings</CardTitle>
        <CardDescription>How the distraction shield works with your deep work sessions.</CardDescription>
      </CardHeader>
      <CardContent>
        <CardBody>
          <OptionRow>
            <div>
              <Label htmlFor={`${id}-shield`}>Use the shield in deep work sessions</Label>
              <MutedText id={`${id}-shield-hint`}>
                {shield.sessionRunning
                  ? 'A session is running: turn the shield on or off on the Deep Work page.'
                  : 'Sessions start with the shield on or off as set here. Saved in this browser.'}
              </MutedText>
            </div>
            <Switch
              id={`${id}-shield`}
              aria-describedby={`${id}-shield-hint`}
              checked={shield.enabled}
              disabled={shield.sessionRunning}
              onCheckedChange={change}
            />
          </OptionRow>
          <Separator />
          {extension.status?.installed ? (
            <>
              <BlockedPagePermission permission={allSites} />
              <Separator />
            </>
          ) : null}
          <ExtensionStatus extension={extension} />
        </CardBody>
      </CardContent>
    </Card>
  );
}
