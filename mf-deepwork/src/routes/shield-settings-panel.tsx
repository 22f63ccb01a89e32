// Placeholder for the shield settings the shell's /settings page shows; the deep work issue fills it in.
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@onething/shared-ui';

export default function ShieldSettingsPanel() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Manage Distracting Websites</CardTitle>
        <CardDescription>The distraction shield settings will appear here.</CardDescription>
      </CardHeader>
      <CardContent />
    </Card>
  );
}
