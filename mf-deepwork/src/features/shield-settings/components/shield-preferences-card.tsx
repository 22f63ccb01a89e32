import { useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Label } from '@onething/shared-ui';
import { Switch } from '@onething/shared-ui/controls';
import { toast } from '@onething/shared-ui/toaster';
import { SHIELD_SETTINGS_TOASTS } from '../api/shield-settings-messages';
import type { ExtensionStatusState } from '../../../hooks/use-extension-status';
import { useShieldDefault } from '../hooks/use-shield-default';
import { ExtensionStatus } from './extension-status';
import { CardBody, Muted, OptionRow, Separator } from './panel-layout';

/** The shield's on/off setting for deep work sessions and the companion extension's state. */
export function ShieldPreferencesCard({ extension }: { extension: ExtensionStatusState }) {
  const id = useId();
  const titleId = `${id}-title`;
  const shield = useShieldDefault();

  const change = (enabled: boolean) => {
    shield.setEnabled(enabled);
    toast(SHIELD_SETTINGS_TOASTS.shieldSaved);
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
              <Muted id={`${id}-shield-hint`}>
                {shield.sessionRunning
                  ? 'A session is running: turn the shield on or off on the Deep Work page.'
                  : 'Sessions start with the shield on or off as set here. Saved in this browser.'}
              </Muted>
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
          <ExtensionStatus extension={extension} />
        </CardBody>
      </CardContent>
    </Card>
  );
}
