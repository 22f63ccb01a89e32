import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { useSyncExternalStore, type ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { fadeIn } from '../shared/animations';

// radix's tooltip, part of the overlays' lazily loaded module (see overlay-module/overlay-module.tsx).

export type TooltipRootPartProps = ComponentPropsWithRef<typeof TooltipPrimitive.Root> & {
  provider: Omit<ComponentPropsWithRef<typeof TooltipPrimitive.Provider>, 'children'>;
};

/** radix's default: how long after a tooltip closes the next one still opens without the delay. */
const SKIP_DELAY_MS = 300;

// radix's provider opens a tooltip at once while another is open or has just closed (pointing along a row
// of icons shows each label without waiting again). Each tooltip here has its own provider, so that
// "warm" state is kept once for all of them, in this module (loaded once for the whole app).
let warm = false;
let coolDown: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function setWarm(value: boolean) {
  if (warm === value) return;
  warm = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const isWarm = () => warm;

/** Each tooltip brings its own radix provider, set from the nearest TooltipProvider or the app's defaults (see tooltip.tsx). */
export function TooltipRoot({ provider, onOpenChange, delayDuration, ...props }: TooltipRootPartProps) {
  const opensAtOnce = useSyncExternalStore(subscribe, isWarm, () => false);
  const skipDelay = provider.skipDelayDuration ?? SKIP_DELAY_MS;
  const changeOpen = (open: boolean) => {
    clearTimeout(coolDown);
    if (open) setWarm(true);
    else coolDown = setTimeout(() => setWarm(false), skipDelay);
    onOpenChange?.(open);
  };
  return (
    <TooltipPrimitive.Provider {...provider}>
      <TooltipPrimitive.Root {...props} delayDuration={opensAtOnce ? 0 : delayDuration} onOpenChange={changeOpen} />
    </TooltipPrimitive.Provider>
  );
}

export const TooltipTrigger = TooltipPrimitive.Trigger;

const StyledContent = styled(TooltipPrimitive.Content)`
  z-index: ${({ theme }) => theme.zIndices.tooltip};
  max-width: 18rem;
  padding: 0.375rem 0.625rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  background-color: ${({ theme }) => theme.colors.foreground};
  color: ${({ theme }) => theme.colors.background};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  box-shadow: ${({ theme }) => theme.shadows.md};
  animation: ${fadeIn} 120ms ease-out;
`;

export type TooltipContentProps = ComponentPropsWithRef<typeof TooltipPrimitive.Content>;

export function TooltipContent({ sideOffset = 6, ...props }: TooltipContentProps) {
  return (
    <TooltipPrimitive.Portal>
      <StyledContent sideOffset={sideOffset} {...props} />
    </TooltipPrimitive.Portal>
  );
}
