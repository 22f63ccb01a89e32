import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type { ComponentPropsWithRef, ReactElement, ReactNode } from 'react';
import styled from 'styled-components';
import { fadeIn } from '../shared/animations';

/** Open delay used across the app (ms). */
export const TOOLTIP_DELAY_MS = 700;

export type TooltipProviderProps = ComponentPropsWithRef<typeof TooltipPrimitive.Provider>;

export function TooltipProvider({ delayDuration = TOOLTIP_DELAY_MS, ...props }: TooltipProviderProps) {
  return <TooltipPrimitive.Provider delayDuration={delayDuration} {...props} />;
}

export const TooltipRoot = TooltipPrimitive.Root;
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
export function Tooltip({ content, children, side = 'top', align = 'center', disabled = false, delayDuration }: TooltipProps) {
  if (disabled) return children;
  return (
    <TooltipPrimitive.Root delayDuration={delayDuration}>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipContent side={side} align={align}>
        {content}
      </TooltipContent>
    </TooltipPrimitive.Root>
  );
}
