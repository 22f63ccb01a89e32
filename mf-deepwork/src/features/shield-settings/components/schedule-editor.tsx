import { useId } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { MAX_SCHEDULES, WEEKDAYS, type WeeklySchedule } from '@onething/shared-data';
import { Button, Input, Label, MutedText, VisuallyHidden } from '@onething/shared-ui';
import styled from 'styled-components';
import { NEW_SCHEDULE } from '../domain/shield-rules-form';

const END_OF_DAY = '24:00';

const Rows = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Row = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Days = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  border: 0;
  margin: 0;
  padding: 0;

  legend {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    margin-bottom: ${({ theme }) => theme.space[1]};
  }

  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Times = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};

  > div {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
  }
`;

const Problem = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.destructive};
`;

interface ScheduleEditorProps {
  schedules: readonly WeeklySchedule[];
  /** A problem per row, by index. */
  problems: ReadonlyMap<number, string>;
  onChange: (schedules: WeeklySchedule[]) => void;
}

/** Weekly blocking schedules: days and a time range each, added and removed here. */
export function ScheduleEditor({ schedules, problems, onChange }: ScheduleEditorProps) {
  const id = useId();
  const update = (index: number, patch: Partial<WeeklySchedule>) =>
    onChange(schedules.map((schedule, i) => (i === index ? { ...schedule, ...patch } : schedule)));
  return (
    <>
      {schedules.length === 0 ? <MutedText>No schedules yet.</MutedText> : null}
      <Rows aria-label="Blocking schedules">
        {schedules.map((schedule, index) => {
          const rowId = `${id}-${index}`;
          const problem = problems.get(index);
          return (
            <Row key={index} aria-label={`Schedule ${index + 1}`}>
              <Days aria-describedby={problem ? `${rowId}-problem` : undefined}>
                <legend>Days</legend>
                {WEEKDAYS.map((name, day) => (
                  <label key={name}>
                    <input
                      type="checkbox"
                      checked={schedule.days.includes(day as WeeklySchedule['days'][number])}
                      onChange={(event) => {
                        const days = event.target.checked
                          ? [...schedule.days, day as WeeklySchedule['days'][number]].sort((a, b) => a - b)
                          : schedule.days.filter((d) => d !== day);
                        update(index, { days });
                      }}
                    />
                    <span aria-hidden="true">{name.slice(0, 3)}</span>
                    <VisuallyHidden>{name}</VisuallyHidden>
                  </label>
                ))}
              </Days>
              <Times>
                <div>
                  <Label htmlFor={`${rowId}-start`}>From</Label>
                  <Input
                    id={`${rowId}-start`}
                    type="time"
                    value={schedule.start}
                    aria-invalid={problem ? true : undefined}
                    onChange={(event) => update(index, { start: event.target.value })}
                  />
                </div>
                <div>
                  <Label htmlFor={`${rowId}-end`}>To</Label>
                  <Input
                    id={`${rowId}-end`}
                    type="time"
                    value={schedule.end === END_OF_DAY ? '00:00' : schedule.end}
                    aria-invalid={problem ? true : undefined}
                    // A range ends at midnight as 00:00 on the clock: the end of its day.
                    onChange={(event) =>
                      update(index, { end: event.target.value === '00:00' ? END_OF_DAY : event.target.value })
                    }
                  />
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Remove schedule ${index + 1}`}
                  onClick={() => onChange(schedules.filter((_, i) => i !== index))}
                >
                  <Trash2 aria-hidden="true" /> Remove
                </Button>
              </Times>
              {problem ? (
                <Problem id={`${rowId}-problem`} role="alert">
                  {problem}
                </Problem>
              ) : null}
            </Row>
          );
        })}
      </Rows>
      <div>
        <Button
          variant="secondary"
          size="sm"
          disabled={schedules.length >= MAX_SCHEDULES}
          onClick={() => onChange([...schedules, NEW_SCHEDULE])}
        >
          <Plus aria-hidden="true" /> Add a schedule
        </Button>
      </div>
    </>
  );
}
