import type { ReactNode } from 'react';
import type { ExternalToast } from 'sonner';
import { dropQueued, liveToast, queueToast, type SonnerToast } from './lazy-sonner';
import {
  focusedFieldBox,
  isMobileViewport,
  toastPositionFor,
  viewportSize,
  type ToastPosition,
} from './toast-placement';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: ReactNode;
  description?: ReactNode;
  /** 'destructive' for errors: red styling and an error icon. */
  variant?: ToastVariant;
  /** Milliseconds; the Toaster default is 4000. */
  duration?: number;
  action?: { label: string; onClick: () => void };
  id?: string | number;
}

let queuedCount = 0;

function show(input: ToastInput): string | number {
  // Where the toast goes depends on the field focused when it is asked for, not when sonner has loaded.
  const mobile = isMobileViewport();
  const field = focusedFieldBox();
  const position = field ? toastPositionFor(field, viewportSize(), mobile) : undefined;
  const sonnerToast = liveToast();
  if (sonnerToast) return publish(sonnerToast, input, position, mobile);
  // The caller gets the toast's id now (to update or dismiss it), so a queued toast needs one of its own.
  queuedCount += 1;
  const id = input.id ?? `toast-${queuedCount}`;
  queueToast(id, mobile, (loaded) => publish(loaded, { ...input, id }, position, mobile));
  return id;
}

function publish(
  sonnerToast: SonnerToast,
  { title, description, variant = 'default', duration, action, id }: ToastInput,
  position: ToastPosition | undefined,
  mobile: boolean,
): string | number {
  // A phone shows one toast at a time: the new one replaces the others (a toast with the same id updates
  // in place).
  if (mobile) {
    for (const shown of sonnerToast.getToasts()) if (shown.id !== id) sonnerToast.dismiss(shown.id);
  }
  const options: ExternalToast = {
    ...(position ? { position } : {}),
    ...(description !== undefined ? { description } : {}),
    ...(duration !== undefined ? { duration } : {}),
    ...(action ? { action: { label: action.label, onClick: () => action.onClick() } } : {}),
    ...(id !== undefined ? { id } : {}),
  };
  return variant === 'destructive' ? sonnerToast.error(title, options) : sonnerToast(title, options);
}

function dismiss(id?: string | number): ReturnType<SonnerToast['dismiss']> {
  const sonnerToast = liveToast();
  if (sonnerToast) return sonnerToast.dismiss(id);
  dropQueued(id);
  // sonner's own dismiss returns the id it was given, undefined included.
  return id as ReturnType<SonnerToast['dismiss']>;
}

/**
 * Shows a toast in the app's Toaster: `toast({ title: 'Goal Created' })`,
 * `toast({ title: 'Error', description: 'Failed to create goal. Please try again.', variant: 'destructive' })`.
 */
export const toast = Object.assign(show, { dismiss });
