import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { spin } from '../shared/animations';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

export type SpinnerSize = 'sm' | 'md' | 'lg';

const diameters: Record<SpinnerSize, string> = { sm: '1rem', md: '1.5rem', lg: '2.5rem' };

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
`;

const Ring = styled.span<{ $size: SpinnerSize }>`
  display: inline-block;
  width: ${({ $size }) => diameters[$size]};
  height: ${({ $size }) => diameters[$size]};
  border-radius: 9999px;
  border: ${({ $size }) => ($size === 'lg' ? '3px' : '2px')} solid currentColor;
  border-right-color: transparent;
  opacity: 0.85;
  animation: ${spin} 0.7s linear infinite;

  /* A slow turn still tells "busy" without fast motion. */
  @media (prefers-reduced-motion: reduce) {
    animation: ${spin} 2s linear infinite !important;
  }
`;

export interface SpinnerProps extends ComponentPropsWithRef<'span'> {
  size?: SpinnerSize;
  /** Announced to assistive technology; visually hidden. */
  label?: string;
}

export function Spinner({ size = 'md', label = 'Loading...', ...props }: SpinnerProps) {
  return (
    <Root role="status" {...props}>
      <Ring $size={size} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Root>
  );
}
