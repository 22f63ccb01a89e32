import { css } from 'styled-components';
import { controlStyles } from '../shared/control-styles';

/** The select trigger's look, shared by the radix trigger and its stand-in so neither shifts the layout. */
export const selectTriggerStyles = css`
  ${controlStyles}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  height: 2.5rem;
  padding: 0 ${({ theme }) => theme.space[3]};
  text-align: left;
  white-space: nowrap;

  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
  }

  &[data-placeholder] > span:first-child {
    color: ${({ theme }) => theme.colors.mutedForeground};
  }

  svg {
    width: 1rem;
    height: 1rem;
    opacity: 0.7;
  }
`;
