import { useEffect, useSyncExternalStore, type CSSProperties } from 'react';
import type { ToasterProps as SonnerToasterProps } from 'sonner';
import { useTheme } from 'styled-components';
import { useIsMobile } from '../../hooks/use-media-query';
import { sonnerModule, sonnerToasterSubscribed } from './lazy-sonner';
import { DESKTOP_TOAST_POSITION, MOBILE_TOAST_POSITION } from './toast-placement';

export const TOAST_DURATION_MS = 4000;
export const TOAST_VISIBLE_MAX = 3;
/** Alt+T moves focus to the notifications region. */
export const TOAST_HOTKEY = ['altKey', 'KeyT'];

export type ToasterProps = Omit<SonnerToasterProps, 'theme'>;

/**
 * Mount once near the root, inside ThemeProvider; it follows the resolved theme. On phones one toast shows
 * at a time, at the top where an open keyboard never hides it; `toast()` moves a toast
 * away from a focused field (toast-placement.ts). sonner itself loads with the first toast (lazy-sonner.ts);
 * until then this renders the same empty notifications region sonner would.
 */
export function Toaster(props: ToasterProps) {
  const theme = useTheme();
  const mobile = useIsMobile();
  const sonner = useSyncExternalStore(sonnerModule.subscribe, sonnerModule.loaded, sonnerModule.loaded);
  // Runs after sonner's Toaster (a child) has run its effects, so it is subscribed to sonner's toast list.
  useEffect(() => {
    if (sonner) sonnerToasterSubscribed();
  }, [sonner]);
  const { colors } = theme;
  // Sonner reads these custom properties from its list element; inline values beat its defaults.
  const style = {
    '--normal-bg': colors.popover,
    '--normal-text': colors.popoverForeground,
    '--normal-border': colors.border,
    '--error-bg': colors.destructiveSubtle,
    '--error-text': colors.destructiveText,
    '--error-border': colors.destructive,
    '--success-bg': colors.successSubtle,
    '--success-text': colors.successText,
    '--success-border': colors.success,
    '--warning-bg': colors.warningSubtle,
    '--warning-text': colors.warningText,
    '--warning-border': colors.warning,
    '--border-radius': theme.radii.lg,
    fontFamily: theme.fonts.sans,
  } as CSSProperties;

  if (!sonner) return <NotificationsRegion {...props} />;
  return (
    <sonner.Toaster
      theme={theme.mode}
      duration={TOAST_DURATION_MS}
      visibleToasts={mobile ? 1 : TOAST_VISIBLE_MAX}
      hotkey={TOAST_HOTKEY}
      position={mobile ? MOBILE_TOAST_POSITION : DESKTOP_TOAST_POSITION}
      mobileOffset={{ top: 12, left: 12, right: 12, bottom: 12 }}
      richColors
      closeButton
      style={style}
      {...props}
    />
  );
}

/** What sonner's Toaster renders while there is no toast: the empty live region, named for its hotkey. */
function NotificationsRegion({
  hotkey = TOAST_HOTKEY,
  containerAriaLabel = 'Notifications',
  customAriaLabel,
}: ToasterProps) {
  const hotkeyLabel = hotkey.join('+').replace(/Key/g, '').replace(/Digit/g, '');
  return (
    <section
      aria-label={customAriaLabel ?? `${containerAriaLabel} ${hotkeyLabel}`}
      tabIndex={-1}
      aria-live="polite"
      aria-relevant="additions text"
      aria-atomic="false"
      data-react-aria-top-layer
    />
  );
}
