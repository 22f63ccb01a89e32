import styled from 'styled-components';
import { Check } from '@onething/shared-ui';

const Round = styled.button`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 2px solid ${({ theme }) => theme.colors.input};
  border-radius: ${({ theme }) => theme.radii.full};
  background-color: ${({ theme }) => theme.colors.card};
  color: ${({ theme }) => theme.colors.successForeground};
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.transitions.fast},
    border-color ${({ theme }) => theme.transitions.fast};

  svg {
    width: 1.25rem;
    height: 1.25rem;
    stroke-width: 3;
  }

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.success};
  }

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.success};
    background-color: ${({ theme }) => theme.colors.success};
  }

  &:disabled {
    border-style: dashed;
    background-color: ${({ theme }) => theme.colors.muted};
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export interface CompletionToggleProps {
  habitName: string;
  completed: boolean;
  /** Only a habit scheduled today can be toggled here. */
  scheduledToday: boolean;
  onToggle: () => void;
}

/** The card's round button for today's completion. */
export function CompletionToggle({ habitName, completed, scheduledToday, onToggle }: CompletionToggleProps) {
  return (
    <Round
      type="button"
      aria-label={`Mark ${habitName} done today`}
      aria-pressed={completed}
      disabled={!scheduledToday}
      onClick={onToggle}
    >
      {completed ? <Check aria-hidden="true" /> : null}
    </Round>
  );
}
