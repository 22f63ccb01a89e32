// The button that shows or hides a form's four-laws fields: a disclosure (aria-expanded, aria-controls), its
// chevron turned while open. The quick-add form and the New Habit dialog share it.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ChevronDown } from 'lucide-react';
import { Button } from '@onething/shared-ui';

const Toggle = styled(Button)`
  align-self: flex-start;
  margin-left: -${({ theme }) => theme.space[2]};

  svg {
    transition: transform ${({ theme }) => theme.transitions.fast};
  }

  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

export interface FourLawsToggleProps {
  open: boolean;
  /** The id of the element it shows or hides. */
  controls: string;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

export function FourLawsToggle({ open, controls, onOpenChange, children }: FourLawsToggleProps) {
  return (
    <Toggle
      type="button"
      variant="ghost"
      size="sm"
      aria-expanded={open}
      aria-controls={controls}
      onClick={() => onOpenChange(!open)}
    >
      <ChevronDown aria-hidden="true" />
      {children}
    </Toggle>
  );
}
