// Public API of @onething/shared-ui. Apps import only from here.

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
export { themeBootScript } from './theme/theme-boot-script';
export { ThemeProvider, useThemeState } from './theme/theme-provider';
export type { ThemeProviderProps, ThemeState } from './theme/theme-provider';
export { GlobalStyle } from './theme/global-style';
export { contrastRatio } from './theme/contrast';

// Hooks
export { useMediaQuery, useIsMobile, usePrefersDark, usePrefersReducedMotion, MOBILE_QUERY } from './hooks/use-media-query';

// Primitives
export { Button, buttonStyles } from './components/button/button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './components/button/button';
export { Input } from './components/input/input';
export type { InputProps } from './components/input/input';
export { Textarea } from './components/textarea/textarea';
export type { TextareaProps } from './components/textarea/textarea';
export {
  Select,
  SelectTrigger,
  SelectValue,
  SelectContent,
  SelectItem,
  SelectGroup,
  SelectLabel,
  SelectSeparator,
} from './components/select/select';
export { OptionSelect } from './components/select/option-select';
export type { OptionSelectProps } from './components/select/option-select';
export type { SelectTriggerProps, SelectContentProps, SelectItemProps } from './components/select/select';
export { Switch } from './components/switch/switch';
export type { SwitchProps } from './components/switch/switch';
export { CompletionToggle } from './components/completion-toggle/completion-toggle';
export type { CompletionToggleProps } from './components/completion-toggle/completion-toggle';
export { Checkbox } from './components/checkbox/checkbox';
export type { CheckboxProps } from './components/checkbox/checkbox';
export { ChoiceInput } from './components/choice-input/choice-input';
export type { ChoiceInputProps } from './components/choice-input/choice-input';
export { Label } from './components/label/label';
export type { LabelProps } from './components/label/label';
export { FieldError } from './components/field/field-error';
export type { FieldErrorProps } from './components/field/field-error';
export { Field } from './components/field/field';
export type { FieldProps, FieldControlProps } from './components/field/field';
export {
  Dialog,
  DialogTrigger,
  DialogClose,
  DialogPortal,
  DialogOverlay,
  DialogContent,
  DialogHeader,
  DialogFooter,
  DialogTitle,
  DialogDescription,
} from './components/dialog/dialog';
export type { DialogContentProps, DialogSize } from './components/dialog/dialog';
export {
  AlertDialog,
  AlertDialogTrigger,
  AlertDialogContent,
  AlertDialogHeader,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogDescription,
  AlertDialogAction,
  AlertDialogCancel,
} from './components/alert-dialog/alert-dialog';
export type { AlertDialogContentProps } from './components/alert-dialog/alert-dialog';
export { ConfirmDialog } from './components/alert-dialog/confirm-dialog';
export type { ConfirmDialogProps } from './components/alert-dialog/confirm-dialog';
export {
  DropdownMenu,
  DropdownMenuTrigger,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuCheckboxItem,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuGroup,
  DropdownMenuPortal,
  DropdownMenuSub,
  DropdownMenuSubTrigger,
  DropdownMenuSubContent,
} from './components/dropdown-menu/dropdown-menu';
export type { DropdownMenuContentProps, DropdownMenuItemProps } from './components/dropdown-menu/dropdown-menu';
export {
  Tooltip,
  TooltipProvider,
  TooltipRoot,
  TooltipTrigger,
  TooltipContent,
  TOOLTIP_DELAY_MS,
} from './components/tooltip/tooltip';
export type { TooltipProps, TooltipProviderProps, TooltipContentProps } from './components/tooltip/tooltip';
export { Popover, PopoverTrigger, PopoverContent, PopoverAnchor, PopoverClose } from './components/popover/popover';
export type { PopoverContentProps } from './components/popover/popover';
export { Tabs, TabsList, TabsTrigger, TabsContent } from './components/tabs/tabs';
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
export { DatePicker } from './components/date-picker/date-picker';
export type { DatePickerProps } from './components/date-picker/date-picker';
export { Calendar } from './components/date-picker/calendar';
export type { CalendarProps } from './components/date-picker/calendar';
export { parseDateValue, formatDateValue, DATE_VALUE_FORMAT } from './components/date-picker/date-value';
export { toast } from './components/toaster/toast';
export type { ToastInput, ToastVariant } from './components/toaster/toast';
export { Toaster, TOAST_DURATION_MS, TOAST_VISIBLE_MAX, TOAST_HOTKEY } from './components/toaster/toaster';
export type { ToasterProps } from './components/toaster/toaster';

// Layout
export { Sidebar } from './components/sidebar/sidebar';
export type { SidebarProps } from './components/sidebar/sidebar';
export {
  SidebarHeader,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarMenu,
  SidebarMenuItem,
  SidebarMenuButton,
  SidebarSeparator,
  SidebarTrigger,
} from './components/sidebar/sidebar-parts';
export type { SidebarGroupProps, SidebarMenuButtonProps, SidebarTriggerProps } from './components/sidebar/sidebar-parts';
export { useSidebarState } from './components/sidebar/sidebar-context';
export type { SidebarState } from './components/sidebar/sidebar-context';
export { SkipLink, MAIN_CONTENT_ID } from './components/skip-link/skip-link';
export type { SkipLinkProps } from './components/skip-link/skip-link';
export { ErrorScreen } from './components/error-screen/error-screen';
export type { ErrorScreenProps } from './components/error-screen/error-screen';
export { NotFound } from './components/not-found/not-found';
export type { NotFoundProps } from './components/not-found/not-found';
export { PageHeader } from './components/page-header/page-header';
export type { PageHeaderProps } from './components/page-header/page-header';

