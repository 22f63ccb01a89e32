import { getFriendlyMessage } from '../errors';

/** A queued write the server refused (or that kept failing): what was not applied and why. */
export type WriteRefusal = { title: string; description: string };

type Notify = (refusal: WriteRefusal) => void;

let notify: Notify = (refusal) => console.warn(`[onething] ${refusal.title}: ${refusal.description}`);

/** The shell shows refusals with the design system's toast (data code draws no UI). */
export function setWriteRefusalNotifier(next: Notify): void {
  notify = next;
}

export function writeRefusal(label: string, error: unknown): WriteRefusal {
  return { title: 'Change not saved', description: `${label} was not applied: ${getFriendlyMessage(error)}` };
}

export function notifyWriteRefused(label: string, error: unknown): void {
  notify(writeRefusal(label, error));
}
