import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { controlStyles } from '../shared/control-styles';

export const Textarea = styled.textarea`
  ${controlStyles}
  display: block;
  min-height: 5rem;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  resize: vertical;
`;

export type TextareaProps = ComponentPropsWithRef<typeof Textarea>;
