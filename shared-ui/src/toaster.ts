// @onething/shared-ui/toaster: the Toaster and toast() (sonner). sonner keeps its toasts in module state
// that the Toaster subscribes to, so both live in this one entry: a remote's toast() reaches the shell's
// Toaster through the shared copy.
import './theme/styled-theme';

export { toast } from './components/toaster/toast';
export type { ToastInput, ToastVariant } from './components/toaster/toast';
export { Toaster, TOAST_DURATION_MS, TOAST_VISIBLE_MAX, TOAST_HOTKEY } from './components/toaster/toaster';
export type { ToasterProps } from './components/toaster/toaster';
