import {
  breakpoints,
  fontSizes,
  fontWeights,
  fonts,
  lineHeights,
  radii,
  sizes,
  space,
  transitions,
  zIndices,
} from './tokens';

export type ResolvedTheme = 'light' | 'dark';

export interface ColorTokens {
  background: string;
  foreground: string;
  card: string;
  cardForeground: string;
  popover: string;
  popoverForeground: string;
  muted: string;
  mutedForeground: string;
  primary: string;
  primaryForeground: string;
  primaryHover: string;
  secondary: string;
  secondaryForeground: string;
  secondaryHover: string;
  accent: string;
  accentForeground: string;
  destructive: string;
  destructiveForeground: string;
  destructiveHover: string;
  /** Tinted surface for destructive alerts/badges; `destructiveText` reads on it. */
  destructiveSubtle: string;
  destructiveText: string;
  success: string;
  successForeground: string;
  successSubtle: string;
  successText: string;
  warning: string;
  warningForeground: string;
  warningSubtle: string;
  warningText: string;
  /** Streak badges: yellow from 3 days, orange from 7 (text >= 4.5:1 on its subtle fill). */
  streakYellowBorder: string;
  streakYellowSubtle: string;
  streakYellowText: string;
  streakOrangeBorder: string;
  streakOrangeSubtle: string;
  streakOrangeText: string;
  border: string;
  /** Border of form controls: at least 3:1 against the page (WCAG 1.4.11). */
  input: string;
  ring: string;
  overlay: string;
  skeleton: string;
  sidebar: string;
  sidebarForeground: string;
  sidebarMutedForeground: string;
  sidebarHover: string;
  sidebarAccent: string;
  sidebarAccentForeground: string;
  sidebarPrimary: string;
  sidebarPrimaryForeground: string;
  sidebarBorder: string;
  sidebarRing: string;
}

export interface ShadowTokens {
  sm: string;
  md: string;
  lg: string;
  xl: string;
}

const lightColors: ColorTokens = {
  background: '#f7f8fa',
  foreground: '#0f172a',
  card: '#ffffff',
  cardForeground: '#0f172a',
  popover: '#ffffff',
  popoverForeground: '#0f172a',
  muted: '#eef1f5',
  mutedForeground: '#4b5567',
  primary: '#4f46e5',
  primaryForeground: '#ffffff',
  primaryHover: '#4338ca',
  secondary: '#eaedf3',
  secondaryForeground: '#1e293b',
  secondaryHover: '#dfe3eb',
  accent: '#eef0ff',
  accentForeground: '#3730a3',
  destructive: '#dc2626',
  destructiveForeground: '#ffffff',
  destructiveHover: '#b91c1c',
  destructiveSubtle: '#fef2f2',
  destructiveText: '#b91c1c',
  success: '#15803d',
  successForeground: '#ffffff',
  successSubtle: '#ecfdf3',
  successText: '#166534',
  warning: '#b45309',
  warningForeground: '#ffffff',
  warningSubtle: '#fffbeb',
  warningText: '#92400e',
  streakYellowBorder: '#facc15',
  streakYellowSubtle: '#fefce8',
  streakYellowText: '#854d0e',
  streakOrangeBorder: '#fb923c',
  streakOrangeSubtle: '#fff7ed',
  streakOrangeText: '#9a3412',
  border: '#e1e5ec',
  input: '#858fa1',
  ring: '#4f46e5',
  overlay: 'rgba(15, 23, 42, 0.55)',
  skeleton: '#e4e8ef',
  sidebar: '#ffffff',
  sidebarForeground: '#334155',
  sidebarMutedForeground: '#566073',
  sidebarHover: '#f1f3f8',
  sidebarAccent: '#eef0ff',
  sidebarAccentForeground: '#3730a3',
  sidebarPrimary: '#4f46e5',
  sidebarPrimaryForeground: '#ffffff',
  sidebarBorder: '#e1e5ec',
  sidebarRing: '#4f46e5',
};

const darkColors: ColorTokens = {
  background: '#0b0d14',
  foreground: '#e7e9f0',
  card: '#12151f',
  cardForeground: '#e7e9f0',
  popover: '#161a26',
  popoverForeground: '#e7e9f0',
  muted: '#1a1e2b',
  mutedForeground: '#9aa3b5',
  primary: '#8b93ff',
  primaryForeground: '#0b0d14',
  primaryHover: '#a3a9ff',
  secondary: '#1e2233',
  secondaryForeground: '#e7e9f0',
  secondaryHover: '#272c40',
  accent: '#1f2340',
  accentForeground: '#c7d2fe',
  destructive: '#f87171',
  destructiveForeground: '#0b0d14',
  destructiveHover: '#fca5a5',
  destructiveSubtle: '#2a1216',
  destructiveText: '#fca5a5',
  success: '#4ade80',
  successForeground: '#0b0d14',
  successSubtle: '#0f2a1b',
  successText: '#86efac',
  warning: '#fbbf24',
  warningForeground: '#0b0d14',
  warningSubtle: '#2b2210',
  warningText: '#fcd34d',
  streakYellowBorder: '#a16207',
  streakYellowSubtle: '#2a2306',
  streakYellowText: '#fde047',
  streakOrangeBorder: '#c2410c',
  streakOrangeSubtle: '#2d1605',
  streakOrangeText: '#fdba74',
  border: '#252a39',
  input: '#5f6880',
  ring: '#a5b4fc',
  overlay: 'rgba(0, 0, 0, 0.65)',
  skeleton: '#1f2433',
  sidebar: '#0f121b',
  sidebarForeground: '#cdd2de',
  sidebarMutedForeground: '#9aa3b5',
  sidebarHover: '#181c29',
  sidebarAccent: '#1f2340',
  sidebarAccentForeground: '#c7d2fe',
  sidebarPrimary: '#8b93ff',
  sidebarPrimaryForeground: '#0b0d14',
  sidebarBorder: '#222736',
  sidebarRing: '#a5b4fc',
};

const lightShadows: ShadowTokens = {
  sm: '0 1px 2px rgba(15, 23, 42, 0.06)',
  md: '0 2px 8px rgba(15, 23, 42, 0.08), 0 1px 2px rgba(15, 23, 42, 0.06)',
  lg: '0 10px 24px rgba(15, 23, 42, 0.12), 0 2px 6px rgba(15, 23, 42, 0.06)',
  xl: '0 24px 48px rgba(15, 23, 42, 0.18)',
};

const darkShadows: ShadowTokens = {
  sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
  md: '0 2px 8px rgba(0, 0, 0, 0.45), 0 1px 2px rgba(0, 0, 0, 0.35)',
  lg: '0 10px 24px rgba(0, 0, 0, 0.55), 0 2px 6px rgba(0, 0, 0, 0.35)',
  xl: '0 24px 48px rgba(0, 0, 0, 0.6)',
};

const shared = {
  radii,
  space,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  zIndices,
  breakpoints,
  sizes,
  transitions,
};

export interface AppTheme {
  mode: ResolvedTheme;
  colors: ColorTokens;
  shadows: ShadowTokens;
  radii: typeof radii;
  space: typeof space;
  fonts: typeof fonts;
  fontSizes: typeof fontSizes;
  fontWeights: typeof fontWeights;
  lineHeights: typeof lineHeights;
  zIndices: typeof zIndices;
  breakpoints: typeof breakpoints;
  sizes: typeof sizes;
  transitions: typeof transitions;
}

export const lightTheme: AppTheme = { mode: 'light', colors: lightColors, shadows: lightShadows, ...shared };
export const darkTheme: AppTheme = { mode: 'dark', colors: darkColors, shadows: darkShadows, ...shared };

export const themes: Record<ResolvedTheme, AppTheme> = { light: lightTheme, dark: darkTheme };
