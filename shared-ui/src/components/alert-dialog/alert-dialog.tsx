// The alert dialog's parts, thin wrappers over radix's alert dialog in the overlays' lazily loaded module
// (see overlay-module/overlay-module.tsx). Closed, it renders only its trigger; opening it loads the module.
import type { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import { createContext, use, useContext, type ComponentProps, type ComponentPropsWithRef } from 'react';
import { LazyOpenTrigger } from '../overlay-module/lazy-dialog-trigger';
import { LazyRoot, overlayParts, useOverlayParts, type OverlayRootState } from '../overlay-module/overlay-module';
import type * as Parts from './alert-dialog-parts';

export { DialogHeader as AlertDialogHeader, DialogFooter as AlertDialogFooter } from '../dialog/dialog-styles';
export type { AlertDialogContentProps } from './alert-dialog-parts';

const RootContext = createContext<OverlayRootState | null>(null);

export function AlertDialog(props: ComponentProps<typeof AlertDialogPrimitive.Root>) {
  return <LazyRoot props={props} context={RootContext} pick={(parts) => parts.AlertDialog} />;
}

export function AlertDialogTrigger(props: ComponentPropsWithRef<typeof AlertDialogPrimitive.Trigger>) {
  const root = useContext(RootContext);
  const loaded = useOverlayParts();
  return (
    <LazyOpenTrigger {...props} root={root} loaded={loaded} popup="dialog" pick={(parts) => parts.AlertDialogTrigger} />
  );
}

export function AlertDialogContent(props: ComponentPropsWithRef<typeof Parts.AlertDialogContent>) {
  const root = useContext(RootContext);
  if (root?.standIn) return null;
  const { AlertDialogContent: Part } = overlayParts.loaded() ?? use(overlayParts.load());
  return <Part {...props} />;
}

// Parts that render only inside the open dialog, so after the module is there.
export function AlertDialogTitle(props: ComponentPropsWithRef<typeof Parts.AlertDialogTitle>) {
  const { AlertDialogTitle: Part } = overlayParts.loaded() ?? use(overlayParts.load());
  return <Part {...props} />;
}
export function AlertDialogDescription(props: ComponentPropsWithRef<typeof Parts.AlertDialogDescription>) {
  const { AlertDialogDescription: Part } = overlayParts.loaded() ?? use(overlayParts.load());
  return <Part {...props} />;
}
/** Unstyled; wrap a Button with `asChild`. */
export function AlertDialogAction(props: ComponentPropsWithRef<typeof AlertDialogPrimitive.Action>) {
  const { AlertDialogAction: Part } = overlayParts.loaded() ?? use(overlayParts.load());
  return <Part {...props} />;
}
/** Unstyled; wrap a Button with `asChild`. Receives focus when the dialog opens. */
export function AlertDialogCancel(props: ComponentPropsWithRef<typeof AlertDialogPrimitive.Cancel>) {
  const { AlertDialogCancel: Part } = overlayParts.loaded() ?? use(overlayParts.load());
  return <Part {...props} />;
}
