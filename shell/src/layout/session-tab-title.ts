import { formatTimer } from '@onething/shared-data';
import { APP_NAME } from '../app/page-titles';

/**
 * The tab's title while a deep work session is on, on every page: the time left first so a narrow tab still
 * shows it ("24:13 · Habits", "24:13 (paused) · Habits"), then the page's name.
 */
export function sessionTabTitle(remainingSeconds: number, paused: boolean, pageTitle: string | undefined): string {
  return `${formatTimer(remainingSeconds)} ${paused ? '(paused) ' : ''}· ${pageTitle ?? APP_NAME}`;
}
