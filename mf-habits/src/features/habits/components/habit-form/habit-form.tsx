import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import styled from 'styled-components';
import {
  DIFFICULTIES,
  HABIT_CATEGORIES,
  hasFormErrors,
  type HabitFormErrors,
  type HabitFormField,
} from '@onething/shared-data';
import { Button, Field, Input, Textarea } from '@onething/shared-ui';
import { DialogClose, DialogFooter, OptionSelect } from '@onething/shared-ui/overlays';
import {
  fourLawsFieldInvalid,
  hasFourLawsValues,
  validateHabitFormValues,
  type HabitFormValues,
} from '../../domain/habit-form-values';
import { FourLawsToggle } from '../four-laws-toggle';
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

const Laws = styled.div`
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
  const idPrefix = `habit-form-${useId().replace(/:/g, '')}`;
  const [values, setValues] = useState(initialValues);
  // The four laws are one click away for a new habit, and open for a habit that has any of them.
  const [lawsOpen, setLawsOpen] = useState(() => hasFourLawsValues(initialValues));
  // Messages appear on the first save attempt, then follow every edit.
  const [attempted, setAttempted] = useState(false);
  const errors: HabitFormErrors = attempted ? validateHabitFormValues(values) : {};

  const idOf = (field: string) => `${idPrefix}-${field}`;

  const set = <K extends keyof HabitFormValues>(field: K, value: HabitFormValues[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateHabitFormValues(values);
    setAttempted(true);
    if (hasFormErrors(found)) {
      // A required four-laws field left empty opens them (rendered at once, so its field can take focus).
      if (!lawsOpen && fourLawsFieldInvalid(found)) flushSync(() => setLawsOpen(true));
      const first = FIELD_ORDER.find((field) => found[field]);
      if (first) document.getElementById(idOf(first))?.focus();
      return;
    }
    onSubmit(values);
  };

  return (
    <Form noValidate onSubmit={handleSubmit} aria-label={submitLabel}>
      <Field label="Habit Name" id={idOf('name')} error={errors.name} required>
        <Input
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
          placeholder="e.g., Meditate"
          autoComplete="off"
        />
      </Field>
      <WhenRow>
        <Field label="Category" id={idOf('category')} error={errors.category} required>
          {(controlProps) => (
            <OptionSelect
              {...controlProps}
              value={values.category}
              options={HABIT_CATEGORIES}
              onValueChange={(value) => set('category', value)}
              placeholder="Select a category"
            />
          )}
        </Field>
        <Field label="Scheduled Time" id={idOf('scheduled_time')} error={errors.scheduled_time} required>
          <Input type="time" value={values.scheduled_time} onChange={(e) => set('scheduled_time', e.target.value)} />
        </Field>
        <Field label="Duration (minutes)" id={idOf('duration')}>
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
        </Field>
      </WhenRow>
      <WeekdayPicker
        idPrefix={idOf('scheduled_days')}
        value={values.scheduled_days}
        onChange={(days) => set('scheduled_days', days)}
        error={errors.scheduled_days}
      />

      <FourLawsToggle open={lawsOpen} controls={idOf('laws')} onOpenChange={setLawsOpen}>
        More: the four laws
      </FourLawsToggle>
      <Laws id={idOf('laws')} hidden={!lawsOpen}>
        {lawsOpen ? (
          <>
            <LawSection title="Make it Obvious" hint="A clear cue, a time and a place make the habit hard to miss.">
              <Field label="Cue" id={idOf('cue')} error={errors.cue} description="What triggers this habit?" required>
                <Input
                  value={values.cue}
                  onChange={(e) => set('cue', e.target.value)}
                  placeholder="e.g., After I pour my morning coffee"
                />
              </Field>
              <Field label="Environment" id={idOf('environment')}>
                <Input
                  value={values.environment}
                  onChange={(e) => set('environment', e.target.value)}
                  placeholder="e.g., Cushion by the window, phone in another room"
                />
              </Field>
              <Field label="Habit Stack" id={idOf('habit_stack')}>
                <Input
                  value={values.habit_stack}
                  onChange={(e) => set('habit_stack', e.target.value)}
                  placeholder="After I [current habit], I will [new habit]"
                />
              </Field>
              <Field label="Implementation Intention" id={idOf('implementation_intention')}>
                <Input
                  value={values.implementation_intention}
                  onChange={(e) => set('implementation_intention', e.target.value)}
                  placeholder="When [situation], I will [behavior]"
                />
              </Field>
            </LawSection>

            <LawSection title="Make it Attractive" hint="Tie the habit to who you want to become.">
              <Field label="Identity" id={idOf('identity')}>
                <Input
                  value={values.identity}
                  onChange={(e) => set('identity', e.target.value)}
                  placeholder="I am someone who..."
                />
              </Field>
            </LawSection>

            <LawSection title="Make it Easy" hint="Start so small that you cannot say no.">
              <Field
                label="Two-Minute Version"
                id={idOf('two_minute_version')}
                error={errors.two_minute_version}
                required
              >
                <Input
                  value={values.two_minute_version}
                  onChange={(e) => set('two_minute_version', e.target.value)}
                  placeholder="e.g., Sit down and take three breaths"
                />
              </Field>
              <Grid>
                <Field label="Full Routine" id={idOf('routine')}>
                  <Input
                    value={values.routine}
                    onChange={(e) => set('routine', e.target.value)}
                    placeholder="Defaults to the two-minute version"
                  />
                </Field>
                <Field label="Difficulty" id={idOf('difficulty')}>
                  {(controlProps) => (
                    <OptionSelect
                      {...controlProps}
                      value={values.difficulty}
                      options={DIFFICULTIES}
                      onValueChange={(value) => set('difficulty', value)}
                    />
                  )}
                </Field>
              </Grid>
            </LawSection>

            <LawSection title="Make it Satisfying" hint="Give yourself an immediate reward.">
              <Field label="Reward" id={idOf('reward')}>
                <Input
                  value={values.reward}
                  onChange={(e) => set('reward', e.target.value)}
                  placeholder="e.g., A cup of my favourite tea"
                />
              </Field>
            </LawSection>

            <Field label="Description" id={idOf('description')}>
              <Textarea
                value={values.description}
                onChange={(e) => set('description', e.target.value)}
                placeholder="What is this habit about?"
                rows={2}
              />
            </Field>
          </>
        ) : null}
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
