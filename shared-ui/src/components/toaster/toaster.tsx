import type { CSSProperties } from 'react';
import { Toaster as SonnerToaster, type ToasterProps as SonnerToasterProps } from 'sonner';
import { useTheme } from 'styled-components';
// Another entry point: the core comes from its shared (Module Federation) copy, not a second bundled one.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { useIsMobile } from '@onething/shared-ui';
import { DESKTOP_TOAST_POSITION, MOBILE_TOAST_POSITION } from './toast-placement';

export const TOAST_DURATION_MS = 4000;
export const TOAST_VISIBLE_MAX = 3;
/** Alt+T moves focus to the notifications region. */
export const TOAST_HOTKEY = ['altKey', 'KeyT'];

export type ToasterProps = Omit<SonnerToasterProps, 'theme'>;

/**
 * Mount once near the root, inside ThemeProvider; it follows the resolved theme. On phones one toast shows
 * at a time, at the top where an open keyboard never hides it; `toast()` moves a toast
 * away from a focused field (toast-placement.ts).
 */
export function Toaster(props: ToasterProps) {
  const theme = useTheme();
  const mobile = useIsMobile();
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

  return (
    <SonnerToaster
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
