import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled, { css } from 'styled-components';

export type AlertVariant = 'default' | 'destructive';

const StyledAlert = styled.div<{ $variant: AlertVariant; $hasIcon: boolean }>`
  position: relative;
  display: grid;
  grid-template-columns: ${({ $hasIcon }) => ($hasIcon ? 'auto 1fr' : '1fr')};
  column-gap: ${({ theme }) => theme.space[3]};
  row-gap: ${({ theme }) => theme.space[1]};
  align-items: start;
  width: 100%;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background-color: ${({ theme }) => theme.colors.card};
  color: ${({ theme }) => theme.colors.cardForeground};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ${({ $variant }) =>
    $variant === 'destructive' &&
    css`
      border-color: ${({ theme }) => theme.colors.destructive}66;
      background-color: ${({ theme }) => theme.colors.destructiveSubtle};
      color: ${({ theme }) => theme.colors.destructiveText};
    `}

  & > svg {
    grid-row: span 2;
    width: 1.125rem;
    height: 1.125rem;
    margin-top: 0.0625rem;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

export const AlertTitle = styled.h5`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

export const AlertDescription = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  opacity: 0.95;
`;

export interface AlertProps extends ComponentPropsWithRef<'div'> {
  variant?: AlertVariant;
  /** Leading icon, e.g. <AlertTriangle />. */
  icon?: ReactNode;
}

/** An inline message announced on render (role="alert"); use for errors and important notices. */
export function Alert({ variant = 'default', icon, children, role = 'alert', ...props }: AlertProps) {
  return (
    <StyledAlert role={role} $variant={variant} $hasIcon={Boolean(icon)} {...props}>
      {icon}
      <Body>{children}</Body>
    </StyledAlert>
  );
}
