// The panel's toasts, word for word as the product gives them.
import type { ToastInput } from '@onething/shared-ui/toaster';

export const SHIELD_SETTINGS_TOASTS = {
  sitesSaved: { title: 'Settings Saved', description: 'Your list of distracting sites has been updated.' },
  shieldSaved: { title: 'Settings Saved', description: 'Your distraction shield settings have been updated.' },
  saveFailed: (message: string): ToastInput => ({ title: 'Error Saving Settings', description: message, variant: 'destructive' }),
  permissionGranted: { title: 'Permission Granted' },
  permissionDenied: (site: string): ToastInput => ({
    title: 'Permission Denied',
    description: `Permission to block ${site} was denied. This site won't be blocked.`,
    variant: 'destructive',
  }),
  // Not a product text: the product asks per site; the shield asks once for every site, and declining that
  // still blocks the sites, with the browser's error page.
  allSitesDeclined: {
    title: 'Permission Denied',
    description:
      "Your sites are still blocked, but they show the browser's error page instead of your blocked page. You can allow it later in Settings, under Shield Settings.",
    variant: 'destructive',
  },
} satisfies Record<string, ToastInput | ((value: string) => ToastInput)>;
