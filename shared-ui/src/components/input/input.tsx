import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { controlStyles } from '../shared/control-styles';

export const Input = styled.input`
  ${controlStyles}
  height: 2.5rem;
  padding: 0 ${({ theme }) => theme.space[3]};

  &[type='file'] {
    padding-top: ${({ theme }) => theme.space[2]};
  }

  &::file-selector-button {
    margin-right: ${({ theme }) => theme.space[3]};
    border: 0;
    background: transparent;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.foreground};
  }
`;

export type InputProps = ComponentPropsWithRef<typeof Input>;
