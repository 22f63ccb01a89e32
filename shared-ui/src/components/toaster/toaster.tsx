import type { CSSProperties } from 'react';
import { Toaster as SonnerToaster, type ToasterProps as SonnerToasterProps } from 'sonner';
import { useTheme } from 'styled-components';

export const TOAST_DURATION_MS = 4000;
export const TOAST_VISIBLE_MAX = 3;
/** Alt+T moves focus to the notifications region. */
export const TOAST_HOTKEY = ['altKey', 'KeyT'];

export type ToasterProps = Omit<SonnerToasterProps, 'theme'>;

/** Mount once near the root, inside ThemeProvider; it follows the resolved theme. */
export function Toaster(props: ToasterProps) {
  const theme = useTheme();
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
      visibleToasts={TOAST_VISIBLE_MAX}
      hotkey={TOAST_HOTKEY}
      position="bottom-right"
      richColors
      closeButton
      style={style}
      {...props}
    />
  );
}
