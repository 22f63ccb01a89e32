// The popover's parts, thin wrappers over radix's popover in the overlays' lazily loaded module (see
// overlay-module/overlay-module.tsx). Closed, it renders only its trigger (and anchor); hover or focus on the
// trigger starts the download, a click opens it once the module is there, with the focus handed over.
import type { Popover as PopoverPrimitive } from 'radix-ui';
import { Slot } from 'radix-ui';
import { createContext, use, useContext, type ComponentProps, type ComponentPropsWithRef } from 'react';
import { LazyOpenTrigger } from '../overlay-module/lazy-dialog-trigger';
import { LazyRoot, overlayParts, useOverlayParts, type OverlayRootState } from '../overlay-module/overlay-module';
import type * as Parts from './popover-parts';

export type { PopoverContentProps } from './popover-parts';

const RootContext = createContext<OverlayRootState | null>(null);

export function Popover(props: ComponentProps<typeof PopoverPrimitive.Root>) {
  return <LazyRoot props={props} context={RootContext} pick={(parts) => parts.Popover} />;
}

export function PopoverTrigger(props: ComponentPropsWithRef<typeof PopoverPrimitive.Trigger>) {
  const root = useContext(RootContext);
  const loaded = useOverlayParts();
  return (
    <LazyOpenTrigger {...props} root={root} loaded={loaded} popup="dialog" pick={(parts) => parts.PopoverTrigger} />
  );
}

export function PopoverAnchor({ asChild, ...props }: ComponentPropsWithRef<typeof PopoverPrimitive.Anchor>) {
  const root = useContext(RootContext);
  if (root?.standIn) {
    // radix's anchor is a plain element until the popover opens.
    const Comp = asChild ? Slot.Root : 'div';
    return <Comp {...props} />;
  }
  const { PopoverAnchor: Part } = overlayParts.loaded() ?? use(overlayParts.load());
  return <Part asChild={asChild} {...props} />;
}

export function PopoverContent(props: ComponentPropsWithRef<typeof Parts.PopoverContent>) {
  const root = useContext(RootContext);
  if (root?.standIn) return null;
  const { PopoverContent: Part } = overlayParts.loaded() ?? use(overlayParts.load());
  return <Part {...props} />;
}

export function PopoverClose(props: ComponentPropsWithRef<typeof PopoverPrimitive.Close>) {
  const { PopoverClose: Part } = overlayParts.loaded() ?? use(overlayParts.load());
  return <Part {...props} />;
}
