import type { ComponentPropsWithRef } from 'react';
import { Slot } from 'radix-ui';
import styled, { css } from 'styled-components';
import { Spinner } from '../spinner/spinner';

export type ButtonVariant = 'default' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

interface StyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
}

const variantStyles = {
  default: css`
    background-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryForeground};
    box-shadow: ${({ theme }) => theme.shadows.sm};
    &:hover:not(:disabled) {
      background-color: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  secondary: css`
    background-color: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.secondaryForeground};
    &:hover:not(:disabled) {
      background-color: ${({ theme }) => theme.colors.secondaryHover};
    }
  `,
  outline: css`
    border: 1px solid ${({ theme }) => theme.colors.border};
    background-color: ${({ theme }) => theme.colors.card};
    color: ${({ theme }) => theme.colors.foreground};
    box-shadow: ${({ theme }) => theme.shadows.sm};
    &:hover:not(:disabled) {
      background-color: ${({ theme }) => theme.colors.accent};
      color: ${({ theme }) => theme.colors.accentForeground};
    }
  `,
  ghost: css`
    background-color: transparent;
    color: ${({ theme }) => theme.colors.foreground};
    &:hover:not(:disabled) {
      background-color: ${({ theme }) => theme.colors.accent};
      color: ${({ theme }) => theme.colors.accentForeground};
    }
  `,
  destructive: css`
    background-color: ${({ theme }) => theme.colors.destructive};
    color: ${({ theme }) => theme.colors.destructiveForeground};
    box-shadow: ${({ theme }) => theme.shadows.sm};
    &:hover:not(:disabled) {
      background-color: ${({ theme }) => theme.colors.destructiveHover};
    }
  `,
  link: css`
    height: auto;
    padding: 0;
    background-color: transparent;
    color: ${({ theme }) => theme.colors.primary};
    text-underline-offset: 4px;
    &:hover:not(:disabled) {
      text-decoration: underline;
    }
  `,
} satisfies Record<ButtonVariant, unknown>;

const sizeStyles = {
  sm: css`
    height: 2rem;
    padding: 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    gap: ${({ theme }) => theme.space[1.5]};
  `,
  md: css`
    height: 2.5rem;
    padding: 0 ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
  lg: css`
    height: 2.75rem;
    padding: 0 ${({ theme }) => theme.space[6]};
    font-size: ${({ theme }) => theme.fontSizes.md};
  `,
  icon: css`
    width: 2.5rem;
    height: 2.5rem;
    padding: 0;
  `,
} satisfies Record<ButtonSize, unknown>;

/** Button look for other elements (e.g. a router link styled as a button). */
export const buttonStyles = css<StyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  flex-shrink: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: 1;
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  user-select: none;
  transition:
    background-color ${({ theme }) => theme.transitions.fast},
    color ${({ theme }) => theme.transitions.fast},
    box-shadow ${({ theme }) => theme.transitions.fast};

  ${({ $size }) => sizeStyles[$size]}
  ${({ $variant }) => variantStyles[$variant]}

  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.5;
    pointer-events: none;
  }

  svg {
    width: 1rem;
    height: 1rem;
  }
`;

const StyledButton = styled.button<StyleProps>`
  ${buttonStyles}
`;

const StyledSlot = styled(Slot.Root)<StyleProps>`
  ${buttonStyles}
`;

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child element (e.g. a router Link) with button styles instead of a <button>. */
  asChild?: boolean;
  /** Shows a spinner, sets aria-busy and disables the button. Ignored with asChild. */
  loading?: boolean;
}

export function Button({
  variant = 'default',
  size = 'md',
  asChild = false,
  loading = false,
  type,
  disabled,
  children,
  ...props
}: ButtonProps) {
  if (asChild) {
    return (
      <StyledSlot $variant={variant} $size={size} {...props}>
        {children}
      </StyledSlot>
    );
  }
  return (
    <StyledButton
      $variant={variant}
      $size={size}
      type={type ?? 'button'}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <Spinner size="sm" label="" aria-hidden="true" role="presentation" /> : null}
      {children}
    </StyledButton>
  );
}
