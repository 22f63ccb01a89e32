import type { ReactNode } from 'react';
import { toast as sonnerToast, type ExternalToast } from 'sonner';
import { focusedFieldBox, isMobileViewport, toastPositionFor, viewportSize } from './toast-placement';

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

function show({ title, description, variant = 'default', duration, action, id }: ToastInput): string | number {
  const mobile = isMobileViewport();
  const field = focusedFieldBox();
  const position = field ? toastPositionFor(field, viewportSize(), mobile) : undefined;
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

/**
 * Shows a toast in the app's Toaster: `toast({ title: 'Goal Created' })`,
 * `toast({ title: 'Error', description: 'Failed to create goal. Please try again.', variant: 'destructive' })`.
 */
export const toast = Object.assign(show, {
  dismiss: (id?: string | number) => sonnerToast.dismiss(id),
});
