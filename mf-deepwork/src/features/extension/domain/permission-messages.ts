// The answers to a request for the extension's access to sites, asked by the shield settings (one site, or
// every site) and by the deep work page (every site, when a session starts with the shield).
import type { ToastInput } from '@onething/shared-ui/toaster';

export const PERMISSION_TOASTS = {
  granted: { title: 'Permission Granted' },
  // Not a product text: the product asks per site; the shield asks once for every site, and declining that
  // still blocks the sites, with the browser's error page.
  allSitesDeclined: {
    title: 'Permission Denied',
    description:
      "Your sites are still blocked, but they show the browser's error page instead of your blocked page. You can allow it later in Settings, under Shield Settings.",
    variant: 'destructive',
  },
} satisfies Record<string, ToastInput>;
