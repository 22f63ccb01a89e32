// The tooltip's parts, thin wrappers over radix's tooltip in the overlays' lazily loaded module (see
// overlay-module/overlay-module.tsx). Until it is there a tooltip renders just its trigger; hovering or focusing
// the trigger loads it, and radix's trigger then takes over: a focused trigger keeps the focus and shows
// its tooltip (keyboard users get it too), a hovered one shows it after the usual delay.
import type { Tooltip as TooltipPrimitive } from 'radix-ui';
import { createContext, use, useContext, type ComponentPropsWithRef, type ReactElement, type ReactNode } from 'react';
import {
  LazyRoot,
  StandInTrigger,
  attachTrigger,
  newHandOver,
  overlayParts,
  setRef,
  useOverlayParts,
  type OverlayRootState,
} from '../overlay-module/overlay-module';

/** Open delay used across the app (ms). */
export const TOOLTIP_DELAY_MS = 700;

export type TooltipProviderProps = ComponentPropsWithRef<typeof TooltipPrimitive.Provider>;
type ProviderSettings = Omit<TooltipProviderProps, 'children'>;

// The provider's settings reach each tooltip through this context; each loaded tooltip renders radix's
// provider with them (radix's provider cannot appear later above the app without remounting it). Its
// default is the app's delay, so a tooltip needs no TooltipProvider above it; one only changes the settings.
const ProviderContext = createContext<ProviderSettings>({ delayDuration: TOOLTIP_DELAY_MS });

export function TooltipProvider({ delayDuration = TOOLTIP_DELAY_MS, children, ...props }: TooltipProviderProps) {
  return <ProviderContext value={{ delayDuration, ...props }}>{children}</ProviderContext>;
}

const RootContext = createContext<OverlayRootState | null>(null);

export type TooltipRootProps = ComponentPropsWithRef<typeof TooltipPrimitive.Root>;

export function TooltipRoot(props: TooltipRootProps) {
  const provider = useContext(ProviderContext);
  return <LazyRoot props={{ ...props, provider }} context={RootContext} pick={(parts) => parts.TooltipRoot} />;
}

export type TooltipTriggerProps = ComponentPropsWithRef<typeof TooltipPrimitive.Trigger>;

export function TooltipTrigger({ ref, ...props }: TooltipTriggerProps) {
  const root = useContext(RootContext);
  const parts = useOverlayParts();
  if (root?.standIn || !parts) {
    return (
      <StandInTrigger
        {...props}
        ref={ref}
        handOver={root?.handOver ?? newHandOver()}
        attributes={{ 'data-state': 'closed' }}
      />
    );
  }
  return (
    <parts.TooltipTrigger
      {...props}
      ref={(node: HTMLButtonElement | null) => {
        setRef(ref, node);
        attachTrigger(root?.handOver, node);
      }}
    />
  );
}

export type TooltipContentProps = ComponentPropsWithRef<typeof TooltipPrimitive.Content>;

export function TooltipContent(props: TooltipContentProps) {
  const root = useContext(RootContext);
  if (root?.standIn) return null;
  const { TooltipContent: Content } = overlayParts.loaded() ?? use(overlayParts.load());
  return <Content {...props} />;
}

export interface TooltipProps {
  /** Tooltip text; supplementary only, never the sole accessible name of the trigger. */
  content: ReactNode;
  /** One focusable element. */
  children: ReactElement;
  side?: TooltipContentProps['side'];
  align?: TooltipContentProps['align'];
  /** Render only the trigger (e.g. a sidebar label tooltip while expanded). */
  disabled?: boolean;
  delayDuration?: number;
}

/** Convenience wrapper: `<Tooltip content="Delete"><Button size="icon" aria-label="Delete">…</Button></Tooltip>`. */
export function Tooltip({
  content,
  children,
  side = 'top',
  align = 'center',
  disabled = false,
  delayDuration,
}: TooltipProps) {
  if (disabled) return children;
  return (
    <TooltipRoot delayDuration={delayDuration}>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side={side} align={align}>
        {content}
      </TooltipContent>
    </TooltipRoot>
  );
}
