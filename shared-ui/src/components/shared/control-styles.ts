import { css } from 'styled-components';

/** Text-like form controls share border, focus and invalid styling. */
export const controlStyles = css`
  width: 100%;
  border: 1px solid ${({ theme }) => theme.colors.input};
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme }) => theme.colors.card};
  color: ${({ theme }) => theme.colors.foreground};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  transition:
    border-color ${({ theme }) => theme.transitions.fast},
    box-shadow ${({ theme }) => theme.transitions.fast};

  &::placeholder {
    color: ${({ theme }) => theme.colors.mutedForeground};
    opacity: 1;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 1px;
    border-color: ${({ theme }) => theme.colors.ring};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.destructive};
  }

  &[aria-invalid='true']:focus-visible {
    outline-color: ${({ theme }) => theme.colors.destructive};
  }
`;
