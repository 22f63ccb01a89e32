import { useState } from 'react';
import { getFriendlyMessage, useAuth } from '@onething/shared-data';
import { Label } from '@onething/shared-ui';
import { Switch } from '@onething/shared-ui/controls';
import { toast } from '@onething/shared-ui/toaster';
import { Muted, Row, SectionBody, SettingsSection } from './settings-section';

type SharingChoice = 'share_one_thing' | 'share_checkins';

const SAVED: Record<SharingChoice, Record<'on' | 'off', string>> = {
  share_one_thing: { on: 'Your groups can now see your ONE Thing.', off: 'Your ONE Thing is now private.' },
  share_checkins: {
    on: 'Your groups will see a check-in when you complete a deep work session or your ONE Thing.',
    off: 'New check-ins are no longer shared. Earlier ones stay in your groups.',
  },
};

export function SharingSection() {
  const { profile, updateProfile } = useAuth();
  const [saving, setSaving] = useState<SharingChoice | null>(null);

  const change = async (choice: SharingChoice, next: boolean) => {
    setSaving(choice);
    try {
      await updateProfile({ [choice]: next });
      toast({ title: 'Settings Saved', description: SAVED[choice][next ? 'on' : 'off'] });
    } catch (error) {
      toast({ title: 'Error Saving Settings', description: getFriendlyMessage(error), variant: 'destructive' });
    } finally {
      setSaving(null);
    }
  };

  return (
    <SettingsSection id="community-sharing" title="Community sharing">
      <SectionBody>
        <Row>
          <div>
            <Label htmlFor="share-one-thing">Share my ONE Thing with my groups</Label>
            <Muted id="share-one-thing-hint">
              Members of groups you joined see the title of your ONE Thing. Nothing is visible outside your groups.
            </Muted>
          </div>
          <Switch
            id="share-one-thing"
            aria-describedby="share-one-thing-hint"
            checked={profile?.share_one_thing ?? false}
            disabled={!profile || saving !== null}
            onCheckedChange={(next) => void change('share_one_thing', next)}
          />
        </Row>
        <Row>
          <div>
            <Label htmlFor="share-checkins">Share my check-ins with my groups</Label>
            <Muted id="share-checkins-hint">
              When you complete a deep work session or your ONE Thing, your groups see a check-in. Check-ins already
              shared stay when you turn this off.
            </Muted>
          </div>
          <Switch
            id="share-checkins"
            aria-describedby="share-checkins-hint"
            checked={profile?.share_checkins ?? false}
            disabled={!profile || saving !== null}
            onCheckedChange={(next) => void change('share_checkins', next)}
          />
        </Row>
      </SectionBody>
    </SettingsSection>
  );
}
