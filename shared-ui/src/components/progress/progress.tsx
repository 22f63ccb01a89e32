import { Progress as ProgressPrimitive } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import type { ColorTokens } from '../../theme/themes';

export type ProgressTone = 'default' | 'success' | 'warning' | 'destructive';
export type ProgressSize = 'sm' | 'md' | 'lg';

const toneColor: Record<ProgressTone, keyof ColorTokens> = {
  default: 'primary',
  success: 'success',
  warning: 'warning',
  destructive: 'destructive',
};

const heights: Record<ProgressSize, string> = { sm: '0.375rem', md: '0.5rem', lg: '0.75rem' };

const Root = styled(ProgressPrimitive.Root)<{ $size: ProgressSize }>`
  position: relative;
  width: 100%;
  height: ${({ $size }) => heights[$size]};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.full};
  background-color: ${({ theme }) => theme.colors.muted};
  /* Keeps the empty track visible against cards in both themes (non-text contrast). */
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.border};
`;

const Indicator = styled(ProgressPrimitive.Indicator)<{ $tone: ProgressTone }>`
  width: 100%;
  height: 100%;
  border-radius: inherit;
  background-color: ${({ theme, $tone }) => theme.colors[toneColor[$tone]]};
  transition: transform ${({ theme }) => theme.transitions.slow};
`;

export interface ProgressProps extends Omit<ComponentPropsWithRef<typeof ProgressPrimitive.Root>, 'value' | 'max'> {
  /** Percent complete, 0-100 (clamped). */
  value: number;
  /** Accessible name, e.g. 'Goal progress'. */
  label: string;
  tone?: ProgressTone;
  size?: ProgressSize;
}

export function Progress({ value, label, tone = 'default', size = 'md', ...props }: ProgressProps) {
  const clamped = Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
  return (
    <Root
      value={clamped}
      max={100}
      aria-label={label}
      getValueLabel={(current) => `${Math.round(current)}%`}
      $size={size}
      {...props}
    >
      <Indicator $tone={tone} style={{ transform: `translateX(-${100 - clamped}%)` }} />
    </Root>
  );
}
