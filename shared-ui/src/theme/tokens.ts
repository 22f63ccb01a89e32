// Mode-independent design tokens. Colours live in themes.ts because they differ per mode.

export const radii = {
  none: '0',
  sm: '0.375rem',
  md: '0.5rem',
  lg: '0.75rem',
  xl: '1rem',
  full: '9999px',
} as const;

export const space = {
  0: '0',
  px: '1px',
  0.5: '0.125rem',
  1: '0.25rem',
  1.5: '0.375rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
  16: '4rem',
  20: '5rem',
} as const;

export const fonts = {
  sans: "'Inter', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  mono: "ui-monospace, SFMono-Regular, Menlo, Monaco, Consolas, 'Liberation Mono', monospace",
} as const;

export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': '1.875rem',
  '4xl': '2.25rem',
  '5xl': '3rem',
} as const;

export const fontWeights = {
  regular: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
} as const;

export const lineHeights = {
  tight: 1.2,
  snug: 1.35,
  normal: 1.5,
  relaxed: 1.65,
} as const;

// Stacking order, lowest first. Toasts sit above dialogs so feedback after a confirm stays visible.
export const zIndices = {
  base: 0,
  raised: 1,
  sticky: 20,
  sidebar: 30,
  overlay: 40,
  modal: 50,
  popover: 60,
  tooltip: 70,
  toast: 80,
  skipLink: 100,
} as const;

/** Pixel widths where layouts change. Below `mobile` the sidebar becomes a slide-over. */
export const breakpoints = {
  mobile: 768,
  lg: 1024,
  xl: 1280,
} as const;

export const MOBILE_BREAKPOINT = breakpoints.mobile;

export const media = {
  /** Narrower than the mobile breakpoint (< 768px). */
  mobile: `@media (max-width: ${breakpoints.mobile - 0.02}px)`,
  /** At least the mobile breakpoint (>= 768px). */
  desktop: `@media (min-width: ${breakpoints.mobile}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

export const sizes = {
  sidebarWidth: '16rem',
  sidebarWidthIcon: '3rem',
  sidebarWidthMobile: '18rem',
  topBarHeight: '3.5rem',
  contentMaxWidth: '80rem',
} as const;

export const transitions = {
  fast: '120ms cubic-bezier(0.4, 0, 0.2, 1)',
  normal: '200ms cubic-bezier(0.4, 0, 0.2, 1)',
  slow: '300ms cubic-bezier(0.4, 0, 0.2, 1)',
} as const;
