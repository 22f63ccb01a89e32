import { useState } from 'react';
import { exportAllData, getFriendlyMessage, useAuth } from '@onething/shared-data';
import { Save } from 'lucide-react';
import { Button } from '@onething/shared-ui';
import { toast } from '@onething/shared-ui/toaster';
import { downloadText, exportFileName } from './export-file';
import { exportDocumentJson, toExportDocument } from './export-format';
import { Muted, Row, SettingsSection } from './settings-section';

export function DataSection() {
  const { user } = useAuth();
  const [exporting, setExporting] = useState(false);

  const exportData = async () => {
    if (!user) return;
    setExporting(true);
    try {
      const now = new Date();
      downloadText(exportDocumentJson(toExportDocument(await exportAllData(user.id, now))), exportFileName(now));
      toast({ title: 'Export ready', description: 'All your data was saved as a JSON file.' });
    } catch (error) {
      toast({ title: 'Error', description: getFriendlyMessage(error), variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <SettingsSection id="your-data" title="Your data">
      <Row>
        <Muted>
          Download everything you created (profile, goals, steps, habits, sessions, reflections, playbooks) as one JSON
          file.
        </Muted>
        <Button variant="outline" onClick={() => void exportData()} loading={exporting}>
          <Save aria-hidden="true" /> Export all my data
        </Button>
      </Row>
    </SettingsSection>
  );
}
