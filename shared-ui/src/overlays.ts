// @onething/shared-ui/overlays: every widget built on radix's layered primitives (dialogs, menus, select,
// popover, tooltip, and the sidebar, a modal sheet on phones). They live in ONE entry because radix keeps
// module-level state across layers (the stack of dismissable layers, focus scopes, scroll locks): a second
// copy would not know the first's layers, so a select or menu opened inside a dialog would lose focus to
// it or close it. TooltipProvider and Tooltip share a context, so they are here together too.
import './theme/styled-theme';

/** Starts loading radix's parts before the first overlay opens (the shell does so when the page is idle). */
export { preloadOverlayParts } from './components/overlay-module/overlay-module';

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
} from './components/sidebar/sidebar-menu';
export type { SidebarGroupProps, SidebarMenuButtonProps, SidebarTriggerProps } from './components/sidebar/sidebar-menu';
export { useSidebarState } from './components/sidebar/sidebar-context';
export type { SidebarState } from './components/sidebar/sidebar-context';
