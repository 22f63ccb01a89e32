// The panel's toasts, word for word as the product gives them.
import type { ToastInput } from '@onething/shared-ui/toaster';

export const SHIELD_SETTINGS_TOASTS = {
  sitesSaved: { title: 'Settings Saved', description: 'Your list of distracting sites has been updated.' },
  shieldSaved: { title: 'Settings Saved', description: 'Your distraction shield settings have been updated.' },
  saveFailed: (message: string): ToastInput => ({
    title: 'Error Saving Settings',
    description: message,
    variant: 'destructive',
  }),
  permissionDenied: (site: string): ToastInput => ({
    title: 'Permission Denied',
    description: `Permission to block ${site} was denied. This site won't be blocked.`,
    variant: 'destructive',
  }),
} satisfies Record<string, ToastInput | ((value: string) => ToastInput)>;
