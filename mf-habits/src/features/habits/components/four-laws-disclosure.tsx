// The four laws of a habit form, one click away: a disclosure button (aria-expanded, aria-controls, its chevron
// turned while open) and the panel it shows or hides, whose fields are rendered only while open. The quick-add
// form and the New Habit dialog share it; each lays out its own panel (className).
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

export interface FourLawsDisclosureProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button's text. */
  label: string;
  /** The panel's id. */
  id: string;
  /** The panel's layout. */
  className?: string;
  children: ReactNode;
}

export function FourLawsDisclosure({ open, onOpenChange, label, id, className, children }: FourLawsDisclosureProps) {
  return (
    <>
      <Toggle
        type="button"
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => onOpenChange(!open)}
      >
        <ChevronDown aria-hidden="true" />
        {label}
      </Toggle>
      <div id={id} hidden={!open} className={className}>
        {open ? children : null}
      </div>
    </>
  );
}
