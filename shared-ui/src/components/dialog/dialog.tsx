// The dialog's parts, thin wrappers over radix's dialog in the overlays' lazily loaded module (see
// overlay-module/overlay-module.tsx). A closed dialog renders only its trigger, as radix does; opening it (a
// click on the trigger, or `open` from its owner) loads the module and the dialog opens when it is there.
import type { Dialog as DialogPrimitive } from 'radix-ui';
import { createContext, use, useContext, type ComponentProps, type ComponentPropsWithRef } from 'react';
import { LazyOpenTrigger } from '../overlay-module/lazy-dialog-trigger';
import { LazyRoot, overlayParts, useOverlayParts, type OverlayRootState } from '../overlay-module/overlay-module';
import type * as Parts from './dialog-parts';

export { DialogHeader, DialogFooter } from './dialog-styles';
export type { DialogSize } from './dialog-styles';
export type { DialogContentProps } from './dialog-parts';

const RootContext = createContext<OverlayRootState | null>(null);

export function Dialog(props: ComponentProps<typeof DialogPrimitive.Root>) {
  return <LazyRoot props={props} context={RootContext} pick={(parts) => parts.Dialog} />;
}

export function DialogTrigger(props: ComponentPropsWithRef<typeof DialogPrimitive.Trigger>) {
  const root = useContext(RootContext);
  const loaded = useOverlayParts();
  return (
    <LazyOpenTrigger {...props} root={root} loaded={loaded} popup="dialog" pick={(parts) => parts.DialogTrigger} />
  );
}

export function DialogContent(props: ComponentPropsWithRef<typeof Parts.DialogContent>) {
  const root = useContext(RootContext);
  if (root?.standIn) return null;
  const { DialogContent: Part } = overlayParts.loaded() ?? use(overlayParts.load());
  return <Part {...props} />;
}

export function DialogPortal(props: ComponentProps<typeof DialogPrimitive.Portal>) {
  const root = useContext(RootContext);
  if (root?.standIn) return null;
  const { DialogPortal: Part } = overlayParts.loaded() ?? use(overlayParts.load());
  return <Part {...props} />;
}

// Parts that render only inside the open dialog, so after the module is there.
export function DialogOverlay(props: ComponentPropsWithRef<typeof Parts.DialogOverlay>) {
  const { DialogOverlay: Part } = overlayParts.loaded() ?? use(overlayParts.load());
  return <Part {...props} />;
}
export function DialogClose(props: ComponentPropsWithRef<typeof DialogPrimitive.Close>) {
  const { DialogClose: Part } = overlayParts.loaded() ?? use(overlayParts.load());
  return <Part {...props} />;
}
export function DialogTitle(props: ComponentPropsWithRef<typeof Parts.DialogTitle>) {
  const { DialogTitle: Part } = overlayParts.loaded() ?? use(overlayParts.load());
  return <Part {...props} />;
}
export function DialogDescription(props: ComponentPropsWithRef<typeof Parts.DialogDescription>) {
  const { DialogDescription: Part } = overlayParts.loaded() ?? use(overlayParts.load());
  return <Part {...props} />;
}
