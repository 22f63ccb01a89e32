import { useMutation, useQueryClient } from '@tanstack/react-query';
import { browserTimeZone } from '@onething/shared-data';
import { ICS_FILE_NAME, ICS_MIME_TYPE, buildCalendarIcs } from '../domain/ics';
import { toast } from '@onething/shared-ui/toaster';
import { fetchExportData } from '../api/get-calendar-data';

function download(text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: ICS_MIME_TYPE }));
  const link = document.createElement('a');
  link.href = url;
  link.download = ICS_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has started the download.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Builds the .ics of all the user's time blocks and habits and hands it to the browser as a download. */
export function useExportIcs(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { timeBlocks, habits } = await fetchExportData(client, userId);
      return buildCalendarIcs({ timeBlocks, habits, timeZone: browserTimeZone() ?? 'UTC' });
    },
    onSuccess: download,
    onError: (error: Error) => toast({ title: 'Export failed', description: error.message, variant: 'destructive' }),
  });
}
