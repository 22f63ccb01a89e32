// The round "done today" button shared by the habit cards and the dashboard's Today's Habits: 44 px (a
// comfortable touch target), filled with a check when done, dashed while it cannot be used.
import styled from 'styled-components';
import { Check } from 'lucide-react';

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
  /** What pressing it does, for screen readers: e.g. "Mark Read done today". */
  label: string;
  completed: boolean;
  disabled?: boolean;
  onToggle: () => void;
}

export function CompletionToggle({ label, completed, disabled = false, onToggle }: CompletionToggleProps) {
  return (
    <Round type="button" aria-label={label} aria-pressed={completed} disabled={disabled} onClick={onToggle}>
      {completed ? <Check aria-hidden="true" /> : null}
    </Round>
  );
}
