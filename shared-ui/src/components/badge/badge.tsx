import type { ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';

export type BadgeVariant =
  'default' | 'secondary' | 'outline' | 'success' | 'warning' | 'destructive' | 'streakYellow' | 'streakOrange';

const variants = {
  default: css`
    background-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryForeground};
  `,
  secondary: css`
    background-color: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.secondaryForeground};
  `,
  outline: css`
    border-color: ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.foreground};
  `,
  success: css`
    border-color: ${({ theme }) => theme.colors.success}55;
    background-color: ${({ theme }) => theme.colors.successSubtle};
    color: ${({ theme }) => theme.colors.successText};
  `,
  warning: css`
    border-color: ${({ theme }) => theme.colors.warning}55;
    background-color: ${({ theme }) => theme.colors.warningSubtle};
    color: ${({ theme }) => theme.colors.warningText};
  `,
  destructive: css`
    border-color: ${({ theme }) => theme.colors.destructive}55;
    background-color: ${({ theme }) => theme.colors.destructiveSubtle};
    color: ${({ theme }) => theme.colors.destructiveText};
  `,
  streakYellow: css`
    border-color: ${({ theme }) => theme.colors.streakYellowBorder};
    background-color: ${({ theme }) => theme.colors.streakYellowSubtle};
    color: ${({ theme }) => theme.colors.streakYellowText};
  `,
  streakOrange: css`
    border-color: ${({ theme }) => theme.colors.streakOrangeBorder};
    background-color: ${({ theme }) => theme.colors.streakOrangeSubtle};
    color: ${({ theme }) => theme.colors.streakOrangeText};
  `,
} satisfies Record<BadgeVariant, unknown>;

const StyledBadge = styled.span<{ $variant: BadgeVariant }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 0.125rem ${({ theme }) => theme.space[2]};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.full};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: 1.25rem;
  white-space: nowrap;
  ${({ $variant }) => variants[$variant]}

  svg {
    width: 0.75rem;
    height: 0.75rem;
  }
`;

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  variant?: BadgeVariant;
}

export function Badge({ variant = 'default', ...props }: BadgeProps) {
  return <StyledBadge $variant={variant} {...props} />;
}
