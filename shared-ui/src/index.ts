// Public API of @onething/shared-ui, the light core: theme, tokens, hooks and the primitives every page
// may need (the landing and sign-in screens among them). The heavy widgets are entry points of their own
// (package.json "exports"), each a Module Federation singleton loaded only by the pages that import it:
//   @onething/shared-ui/overlays     dialogs, alert dialogs, select, dropdown menu, popover, tooltip, sidebar
//   @onething/shared-ui/date-picker  DatePicker and Calendar (react-day-picker, date-fns)
//   @onething/shared-ui/controls     Checkbox, Switch, Tabs (radix)
//   @onething/shared-ui/toaster      Toaster and toast() (sonner)
// Icons are not re-exported: import each from 'lucide-react'.
// Inside this package every import is relative, never through '@onething/shared-ui': a build holds each
// module once, so an entry that imports a core module uses the core's own instance, and Module Federation
// serves every entry from one build (the shell's: same version, first registered). The core never imports
// an entry's modules (eslint.config.mjs holds these zones), so the light core stays light.
// The theme boot script is not exported: only the shell's build inlines it (scripts/mf/inline-scripts.mjs
// reads theme/theme-boot-script.ts), so no page downloads it twice.

import './theme/styled-theme';

// Theme
export { lightTheme, darkTheme, themes } from './theme/themes';
export type { AppTheme, ColorTokens, ShadowTokens, ResolvedTheme } from './theme/themes';
export {
  radii,
  space,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  zIndices,
  breakpoints,
  MOBILE_BREAKPOINT,
  media,
  sizes,
  transitions,
} from './theme/tokens';
export {
  resolveTheme,
  isThemeMode,
  THEME_STORAGE_KEY,
  DEFAULT_THEME_MODE,
  DARK_SCHEME_QUERY,
} from './theme/resolve-theme';
export type { ThemeMode } from './theme/resolve-theme';
export { applyThemeToDocument } from './theme/document-theme';
export { ThemeProvider, useThemeState } from './theme/theme-provider';
export type { ThemeProviderProps, ThemeState } from './theme/theme-provider';
export { GlobalStyle } from './theme/global-style';
export { contrastRatio } from './theme/contrast';

// Hooks
export {
  useMediaQuery,
  useIsMobile,
  usePrefersDark,
  usePrefersReducedMotion,
  MOBILE_QUERY,
} from './hooks/use-media-query';

// Primitives
export { Button, buttonStyles } from './components/button/button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './components/button/button';
export { Input } from './components/input/input';
export type { InputProps } from './components/input/input';
export { Textarea } from './components/textarea/textarea';
export type { TextareaProps } from './components/textarea/textarea';
export { CompletionToggle } from './components/completion-toggle/completion-toggle';
export type { CompletionToggleProps } from './components/completion-toggle/completion-toggle';
export { ChoiceInput } from './components/choice-input/choice-input';
export type { ChoiceInputProps } from './components/choice-input/choice-input';
export { Label } from './components/label/label';
export type { LabelProps } from './components/label/label';
export { FieldError } from './components/field/field-error';
export type { FieldErrorProps } from './components/field/field-error';
export { Field } from './components/field/field';
export type { FieldProps, FieldControlProps } from './components/field/field';
export { Card, CardHeader, CardTitle, CardDescription, CardContent, CardFooter } from './components/card/card';
export { Badge } from './components/badge/badge';
export { PriorityBadge } from './components/priority-badge/priority-badge';
export type { PriorityLevel } from './components/priority-badge/priority-badge';
export type { BadgeProps, BadgeVariant } from './components/badge/badge';
export { Progress } from './components/progress/progress';
export type { ProgressProps, ProgressTone, ProgressSize } from './components/progress/progress';
export { Skeleton } from './components/skeleton/skeleton';
export type { SkeletonProps } from './components/skeleton/skeleton';
export { Spinner } from './components/spinner/spinner';
export type { SpinnerProps, SpinnerSize } from './components/spinner/spinner';
export { Avatar, avatarInitial } from './components/avatar/avatar';
export type { AvatarProps, AvatarSize } from './components/avatar/avatar';
export { Alert, AlertTitle, AlertDescription } from './components/alert/alert';
export type { AlertProps, AlertVariant } from './components/alert/alert';
export { VisuallyHidden } from './components/visually-hidden/visually-hidden';

// Layout
export { SkipLink, MAIN_CONTENT_ID } from './components/skip-link/skip-link';
export type { SkipLinkProps } from './components/skip-link/skip-link';
export { ErrorScreen } from './components/error-screen/error-screen';
export type { ErrorScreenProps } from './components/error-screen/error-screen';
export { NotFound } from './components/not-found/not-found';
export { BottomNav, BottomNavItem } from './components/bottom-nav/bottom-nav';
export type { BottomNavProps, BottomNavItemProps } from './components/bottom-nav/bottom-nav';
export type { NotFoundProps } from './components/not-found/not-found';
export { PageHeader } from './components/page-header/page-header';
export type { PageHeaderProps } from './components/page-header/page-header';
export { GreetingHeader } from './components/greeting-header/greeting-header';
export type { GreetingHeaderProps } from './components/greeting-header/greeting-header';
export {
  Column,
  DialogForm,
  HeaderRow,
  MutedText,
  PageGrid,
  PageStack,
  SectionTitle,
  StackList,
  WrapRow,
} from './components/page-layout/page-layout';
export type { PageGridProps, SectionTitleProps } from './components/page-layout/page-layout';
