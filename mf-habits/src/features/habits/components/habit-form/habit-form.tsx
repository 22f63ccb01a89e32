import { useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import styled from 'styled-components';
import { DIFFICULTIES, HABIT_CATEGORIES, type HabitFormField } from '@onething/shared-data';
import { Button, Input, Textarea } from '@onething/shared-ui';
import { DialogClose, DialogFooter, OptionSelect } from '@onething/shared-ui/overlays';
import {
  fourLawsFieldInvalid,
  hasFourLawsValues,
  validateHabitFormValues,
  type HabitFormValues,
} from '../../domain/habit-form-values';
import { useHabitFormState } from '../../hooks/use-habit-form-state';
import { FourLawsDisclosure } from '../four-laws-disclosure';
import { FieldRow, TextFieldRow } from './field-row';
import { CUE_FIELD, IDENTITY_FIELD } from '../../domain/four-laws-field-texts';
import { WeekdayPicker } from './weekday-picker';
import { HABIT_DURATION_MAX, parseDurationInput } from '../../domain/habit-form-rules';

/** The duration input's limits (the saved value may be 1-480; the input steps by 5). */
export const DURATION_INPUT = { min: 5, max: HABIT_DURATION_MAX, step: 5 } as const;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};

  @media (max-width: 36rem) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/* The habit's when: category, time and duration on one row; on a phone the category takes a row and the time
   and duration share the next. */
const WhenRow = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};

  @media (max-width: 36rem) {
    grid-template-columns: repeat(2, minmax(0, 1fr));

    & > :first-child {
      grid-column: 1 / -1;
    }
  }
`;

const Laws = styled(FourLawsDisclosure)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};

  &[hidden] {
    display: none;
  }
`;

const Law = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background-color: ${({ theme }) => theme.colors.background};

  @media (max-width: 30rem) {
    padding: ${({ theme }) => theme.space[3]};
  }
`;

const LawLegend = styled.legend`
  padding: 0 ${({ theme }) => theme.space[1.5]};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const LawHint = styled.p`
  margin-top: -${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

function LawSection({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <Law>
      <LawLegend>{title}</LawLegend>
      <LawHint>{hint}</LawHint>
      {children}
    </Law>
  );
}

/** Where to move focus when a field is invalid, in the order the fields appear. */
const FIELD_ORDER: readonly HabitFormField[] = [
  'name',
  'category',
  'scheduled_time',
  'scheduled_days',
  'cue',
  'two_minute_version',
];

export interface HabitFormProps {
  initialValues: HabitFormValues;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (values: HabitFormValues) => void;
}

export function HabitForm({ initialValues, submitLabel, submitting, onSubmit }: HabitFormProps) {
  const form = useHabitFormState({
    name: 'habit-form',
    initialValues,
    validate: validateHabitFormValues,
    fieldOrder: FIELD_ORDER,
  });
  const { values, set, errors, idOf } = form;
  // The four laws are one click away for a new habit, and open for a habit that has any of them.
  const [lawsOpen, setLawsOpen] = useState(() => hasFourLawsValues(initialValues));

  return (
    <Form
      noValidate
      onSubmit={(event) =>
        form.submit(event, onSubmit, (found) => {
          // A required four-laws field left empty opens them (rendered at once, so its field can take focus).
          if (!lawsOpen && fourLawsFieldInvalid(found)) flushSync(() => setLawsOpen(true));
        })
      }
      aria-label={submitLabel}
    >
      <TextFieldRow
        form={form}
        field="name"
        label="Habit Name"
        required
        placeholder="e.g., Meditate"
        autoComplete="off"
      />
      <WhenRow>
        <FieldRow form={form} field="category" label="Category" required>
          {(controlProps) => (
            <OptionSelect
              {...controlProps}
              value={values.category}
              options={HABIT_CATEGORIES}
              onValueChange={(value) => set('category', value)}
              placeholder="Select a category"
            />
          )}
        </FieldRow>
        <TextFieldRow form={form} field="scheduled_time" label="Scheduled Time" required type="time" />
        <FieldRow form={form} field="duration" label="Duration (minutes)">
          <Input
            type="number"
            inputMode="numeric"
            min={DURATION_INPUT.min}
            max={DURATION_INPUT.max}
            step={DURATION_INPUT.step}
            value={values.duration}
            onChange={(e) => set('duration', e.target.value)}
            onBlur={(e) => set('duration', String(parseDurationInput(e.target.value)))}
          />
        </FieldRow>
      </WhenRow>
      <WeekdayPicker
        idPrefix={idOf('scheduled_days')}
        value={values.scheduled_days}
        onChange={(days) => set('scheduled_days', days)}
        error={errors.scheduled_days}
      />

      <Laws open={lawsOpen} onOpenChange={setLawsOpen} label="More: the four laws" id={idOf('laws')}>
        <LawSection title="Make it Obvious" hint="A clear cue, a time and a place make the habit hard to miss.">
          <TextFieldRow form={form} {...CUE_FIELD} />
          <TextFieldRow
            form={form}
            field="environment"
            label="Environment"
            placeholder="e.g., Cushion by the window, phone in another room"
          />
          <TextFieldRow
            form={form}
            field="habit_stack"
            label="Habit Stack"
            placeholder="After I [current habit], I will [new habit]"
          />
          <TextFieldRow
            form={form}
            field="implementation_intention"
            label="Implementation Intention"
            placeholder="When [situation], I will [behavior]"
          />
        </LawSection>

        <LawSection title="Make it Attractive" hint="Tie the habit to who you want to become.">
          <TextFieldRow form={form} {...IDENTITY_FIELD} />
        </LawSection>

        <LawSection title="Make it Easy" hint="Start so small that you cannot say no.">
          <TextFieldRow
            form={form}
            field="two_minute_version"
            label="Two-Minute Version"
            required
            placeholder="e.g., Sit down and take three breaths"
          />
          <Grid>
            <TextFieldRow
              form={form}
              field="routine"
              label="Full Routine"
              placeholder="Defaults to the two-minute version"
            />
            <FieldRow form={form} field="difficulty" label="Difficulty">
              {(controlProps) => (
                <OptionSelect
                  {...controlProps}
                  value={values.difficulty}
                  options={DIFFICULTIES}
                  onValueChange={(value) => set('difficulty', value)}
                />
              )}
            </FieldRow>
          </Grid>
        </LawSection>

        <LawSection title="Make it Satisfying" hint="Give yourself an immediate reward.">
          <TextFieldRow form={form} field="reward" label="Reward" placeholder="e.g., A cup of my favourite tea" />
        </LawSection>

        <FieldRow form={form} field="description" label="Description">
          <Textarea
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
            placeholder="What is this habit about?"
            rows={2}
          />
        </FieldRow>
      </Laws>

      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
      </DialogFooter>
    </Form>
  );
}
