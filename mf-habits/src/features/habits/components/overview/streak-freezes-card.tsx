import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { getFriendlyMessage, refreshAfterWrite, useAuth } from '@onething/shared-data';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Label } from '@onething/shared-ui';
import { Switch } from '@onething/shared-ui/controls';
import { toast } from '@onething/shared-ui/toaster';

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
`;

/**
 * The opt-in to streak freezes: every 7 days a habit keeps its run it earns a freeze (at most 2 held), and a
 * missed day is covered by one. Off by default, so a streak counts consecutive days as it always did.
 */
export function StreakFreezesCard() {
  const { profile, updateProfile } = useAuth();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const change = async (next: boolean) => {
    setSaving(true);
    try {
      await updateProfile({ streak_freezes: next });
      toast({
        title: 'Settings Saved',
        description: next ? 'Streak freezes are on: a missed day can be covered.' : 'Streak freezes are off.',
      });
      // The database recounted every streak with the new rule.
      void refreshAfterWrite('profile', queryClient);
    } catch (error) {
      toast({ title: 'Error Saving Settings', description: getFriendlyMessage(error), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card as="section" aria-labelledby="streak-freezes-title">
      <CardHeader>
        <CardTitle id="streak-freezes-title">Streak freezes</CardTitle>
        <CardDescription>
          Every 7 days in a row earns a habit a freeze (it holds up to 2). A missed day is then covered by one, shown as
          frozen in its history, and the streak goes on.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Row>
          <Label htmlFor="streak-freezes">Use streak freezes</Label>
          <Switch
            id="streak-freezes"
            checked={profile?.streak_freezes ?? false}
            disabled={!profile || saving}
            onCheckedChange={(next) => void change(next)}
          />
        </Row>
      </CardContent>
    </Card>
  );
}
