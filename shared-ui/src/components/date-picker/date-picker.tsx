import { format } from 'date-fns';
import { Calendar as CalendarIcon } from 'lucide-react';
import { useState } from 'react';
import type { Matcher } from 'react-day-picker';
import styled from 'styled-components';
import { Button } from '../button/button';
import { Popover, PopoverContent, PopoverTrigger } from '../popover/popover';
import { controlStyles } from '../shared/control-styles';
import { Calendar } from './calendar';
import { formatDateValue, parseDateValue, today } from './date-value';

const Trigger = styled.button`
  ${controlStyles}
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  height: 2.5rem;
  padding: 0 ${({ theme }) => theme.space[3]};
  text-align: left;

  &[data-empty='true'] {
    color: ${({ theme }) => theme.colors.mutedForeground};
  }

  svg {
    width: 1rem;
    height: 1rem;
    opacity: 0.75;
  }
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[2]};
`;

export interface DatePickerProps {
  /** Selected day as yyyy-MM-dd, or null/'' for none. */
  value: string | null | undefined;
  /** Called with yyyy-MM-dd, or null when cleared. */
  onChange: (value: string | null) => void;
  /** Days that cannot be chosen (react-day-picker matchers), e.g. `{ before: new Date() }`. */
  disabled?: Matcher | Matcher[];
  /** Shorthand: days before today cannot be chosen. */
  disablePast?: boolean;
  /** Disables the whole control. */
  isDisabled?: boolean;
  /** Offer a 'Clear' button in the calendar. */
  clearable?: boolean;
  placeholder?: string;
  /** date-fns pattern for the trigger text. */
  displayFormat?: string;
  weekStartsOn?: 0 | 1 | 2 | 3 | 4 | 5 | 6;
  id?: string;
  name?: string;
  className?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
}

/**
 * A button showing the chosen day that opens a month calendar in a popover. Keyboard: Enter/Space opens,
 * arrow keys move by day/week, PageUp/PageDown by month, Enter picks, Escape closes and refocuses the button.
 */
export function DatePicker({
  value,
  onChange,
  disabled,
  disablePast = false,
  isDisabled = false,
  clearable = false,
  placeholder = 'Pick a date',
  displayFormat = 'MMM d, yyyy',
  weekStartsOn = 0,
  className,
  ...triggerProps
}: DatePickerProps) {
  const [open, setOpen] = useState(false);
  const selected = parseDateValue(value);

  const matchers: Matcher[] = [
    ...(disablePast ? [{ before: today() }] : []),
    ...(disabled === undefined ? [] : Array.isArray(disabled) ? disabled : [disabled]),
  ];

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Trigger
          type="button"
          disabled={isDisabled}
          data-empty={selected ? undefined : 'true'}
          className={className}
          {...triggerProps}
        >
          <CalendarIcon aria-hidden="true" />
          <span>{selected ? format(selected, displayFormat) : placeholder}</span>
        </Trigger>
      </PopoverTrigger>
      <PopoverContent align="start" style={{ padding: '0.75rem', width: 'auto' }}>
        <Calendar
          mode="single"
          autoFocus
          selected={selected ?? undefined}
          defaultMonth={selected ?? undefined}
          disabled={matchers.length > 0 ? matchers : undefined}
          weekStartsOn={weekStartsOn}
          onSelect={(date: Date | undefined) => {
            onChange(date ? formatDateValue(date) : null);
            setOpen(false);
          }}
        />
        {clearable ? (
          <Footer>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                onChange(null);
                setOpen(false);
              }}
            >
              Clear
            </Button>
          </Footer>
        ) : null}
      </PopoverContent>
    </Popover>
  );
}
