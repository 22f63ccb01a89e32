import { useState } from 'react';
import { getFriendlyMessage, useAuth } from '@onething/shared-data';
import { Label, Switch, toast } from '@onething/shared-ui';
import { Muted, Row, SettingsSection } from './settings-section';

export function SharingSection() {
  const { profile, updateProfile } = useAuth();
  const [saving, setSaving] = useState(false);
  const shared = profile?.share_one_thing ?? false;

  const change = async (next: boolean) => {
    setSaving(true);
    try {
      await updateProfile({ share_one_thing: next });
      toast({
        title: 'Settings Saved',
        description: next ? 'Your groups can now see your ONE Thing.' : 'Your ONE Thing is now private.',
      });
    } catch (error) {
      toast({ title: 'Error Saving Settings', description: getFriendlyMessage(error), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <SettingsSection id="community-sharing" title="Community sharing">
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
          checked={shared}
          disabled={!profile || saving}
          onCheckedChange={(next) => void change(next)}
        />
      </Row>
    </SettingsSection>
  );
}
