import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { pulse } from '../shared/animations';

const StyledSkeleton = styled.div<{ $width?: string; $height?: string; $circle: boolean }>`
  width: ${({ $width, $circle, $height }) => $width ?? ($circle ? $height : '100%')};
  height: ${({ $height }) => $height ?? '1rem'};
  border-radius: ${({ theme, $circle }) => ($circle ? theme.radii.full : theme.radii.md)};
  background-color: ${({ theme }) => theme.colors.skeleton};
  animation: ${pulse} 1.8s ease-in-out infinite;
`;

export interface SkeletonProps extends ComponentPropsWithRef<'div'> {
  width?: string;
  height?: string;
  circle?: boolean;
}

/** Loading placeholder, hidden from assistive technology (pair with a Spinner or aria-busy region). */
export function Skeleton({ width, height, circle = false, ...props }: SkeletonProps) {
  return <StyledSkeleton aria-hidden="true" $width={width} $height={height} $circle={circle} {...props} />;
}
