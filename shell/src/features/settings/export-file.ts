// "Your data is yours": the export is saved as a dated JSON file.
import { format } from 'date-fns';

export function exportFileName(now: Date): string {
  return `onething-export-${format(now, 'yyyy-MM-dd')}.json`;
}

/** Saves text as a file through a temporary link (no server round trip, works offline). */
export function downloadText(text: string, fileName: string, mimeType = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start the download after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
