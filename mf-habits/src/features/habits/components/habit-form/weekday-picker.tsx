import styled from 'styled-components';
import { WEEKDAYS, normalizeScheduledDays, type Weekday } from '@onething/shared-data';
import { FieldError, Label } from '@onething/shared-ui';
import { Checkbox } from '@onething/shared-ui/controls';

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[1]};
  margin-bottom: ${({ theme }) => theme.space[2]};
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  span {
    color: ${({ theme }) => theme.colors.destructiveText};
  }
`;

const Days = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(7.25rem, 1fr));
  gap: ${({ theme }) => theme.space[2]};
`;

const Option = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 2.25rem;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme }) => theme.colors.card};

  label {
    flex: 1;
    cursor: pointer;
    padding: ${({ theme }) => theme.space[2]} 0;
  }
`;

const Count = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

export interface WeekdayPickerProps {
  idPrefix: string;
  value: readonly Weekday[];
  onChange: (days: Weekday[]) => void;
  error?: string | undefined;
}

/** The scheduled days; the weekly target is the number selected. */
export function WeekdayPicker({ idPrefix, value, onChange, error }: WeekdayPickerProps) {
  const selected = new Set(value);
  const errorId = `${idPrefix}-error`;
  const countId = `${idPrefix}-count`;
  const toggle = (day: Weekday, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(day);
    else next.delete(day);
    onChange(normalizeScheduledDays([...next]));
  };
  const count = selected.size;
  return (
    <Fieldset aria-describedby={error ? `${countId} ${errorId}` : countId} aria-invalid={error ? true : undefined}>
      <Legend>
        Scheduled Days<span aria-hidden="true">*</span>
      </Legend>
      <Days>
        {WEEKDAYS.map((day, index) => {
          const id = index === 0 ? idPrefix : `${idPrefix}-${day}`;
          return (
            <Option key={day}>
              <Checkbox
                id={id}
                checked={selected.has(day)}
                onCheckedChange={(checked) => toggle(day, checked === true)}
                aria-invalid={error ? true : undefined}
              />
              <Label htmlFor={id}>{day}</Label>
            </Option>
          );
        })}
      </Days>
      <Count id={countId}>{`Target: ${count} ${count === 1 ? 'day' : 'days'} per week`}</Count>
      <FieldError id={errorId}>{error}</FieldError>
    </Fieldset>
  );
}
