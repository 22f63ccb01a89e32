import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { type Habit, type HabitCategory, useAuth, hasFormErrors, type HabitFormField } from '@onething/shared-data';
import { Plus } from 'lucide-react';
import { Button, Card, Field, Input } from '@onething/shared-ui';
import { OptionSelect } from '@onething/shared-ui/overlays';
import { useCreateHabit } from '../../hooks/use-create-habit';
import { FourLawsToggle } from '../four-laws-toggle';
import { WeekdayPicker } from '../habit-form/weekday-picker';
import {
  QUICK_ADD_CATEGORIES,
  newQuickAddValues,
  quickAddPayload,
  validateQuickAdd,
  type QuickAddValues,
} from '../../domain/quick-add-values';
import { SCHEDULE_PRESETS, type SchedulePreset } from '../../domain/quick-add-defaults';

const Root = styled(Card).attrs({ as: 'section' })`
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1.2fr) minmax(0, 1fr) auto;
  align-items: start;
  gap: ${({ theme }) => theme.space[3]};

  @media (max-width: 48rem) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);

    & > :first-child {
      grid-column: 1 / -1;
    }
  }
`;

// Aligns the button with the inputs under their labels.
const SubmitCell = styled.div`
  padding-top: 1.625rem;

  @media (max-width: 48rem) {
    grid-column: 1 / -1;
    padding-top: 0;

    button {
      width: 100%;
    }
  }
`;

const Laws = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};

  @media (max-width: 36rem) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const FIELD_ORDER: readonly HabitFormField[] = [
  'name',
  'scheduled_time',
  'scheduled_days',
  'category',
  'cue',
  'two_minute_version',
];

/**
 * A habit from its name, a schedule preset and a time; the four laws are an optional second part. Closed,
 * the cue ("It is 7:00 AM") and the two-minute version are composed from the name and time; open, the
 * spec's messages ask for them.
 */
export function QuickAddForm({ existingHabits }: { existingHabits: readonly Habit[] }) {
  const userId = useAuth().user?.id ?? '';
  const create = useCreateHabit(userId);
  const idPrefix = `quick-add-${useId().replace(/:/g, '')}`;
  const idOf = (field: string) => `${idPrefix}-${field}`;
  const [values, setValues] = useState<QuickAddValues>(() => newQuickAddValues(existingHabits));
  const [attempted, setAttempted] = useState(false);
  const errors = attempted ? validateQuickAdd(values) : {};

  const set = <K extends keyof QuickAddValues>(field: K, value: QuickAddValues[K]) =>
    setValues((previous) => ({ ...previous, [field]: value }));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateQuickAdd(values);
    setAttempted(true);
    if (hasFormErrors(found)) {
      const first = FIELD_ORDER.find((field) => found[field]);
      if (first) document.getElementById(idOf(first))?.focus();
      return;
    }
    create.mutate(quickAddPayload(values), {
      onSuccess: () => {
        // The next habit starts after this one; the schedule and the open/closed state stay for a series.
        setValues((previous) => ({
          ...newQuickAddValues([...existingHabits, { scheduled_time: `${previous.time}:00`, duration_minutes: 15 }]),
          preset: previous.preset,
          customDays: previous.customDays,
          lawsOpen: previous.lawsOpen,
          category: previous.category,
        }));
        setAttempted(false);
        document.getElementById(idOf('name'))?.focus();
      },
    });
  };

  return (
    <Root aria-labelledby={idOf('title')}>
      <Title id={idOf('title')}>Quick add</Title>
      <Form noValidate onSubmit={handleSubmit} aria-labelledby={idOf('title')}>
        <Row>
          <Field label="Habit name" id={idOf('name')} error={errors.name} required>
            <Input
              value={values.name}
              onChange={(e) => set('name', e.target.value)}
              placeholder="e.g., Meditate"
              autoComplete="off"
            />
          </Field>
          <Field label="Schedule" id={idOf('preset')}>
            {(controlProps) => (
              <OptionSelect
                {...controlProps}
                value={values.preset}
                options={SCHEDULE_PRESETS}
                onValueChange={(preset: SchedulePreset) => set('preset', preset)}
              />
            )}
          </Field>
          <Field label="Time" id={idOf('scheduled_time')} error={errors.scheduled_time} required>
            <Input type="time" value={values.time} onChange={(e) => set('time', e.target.value)} />
          </Field>
          <SubmitCell>
            <Button type="submit" disabled={create.isPending}>
              <Plus aria-hidden="true" />
              Add Habit
            </Button>
          </SubmitCell>
        </Row>
        {values.preset === 'Custom days' ? (
          <WeekdayPicker
            idPrefix={idOf('scheduled_days')}
            value={values.customDays}
            onChange={(days) => set('customDays', days)}
            error={errors.scheduled_days}
          />
        ) : null}
        <FourLawsToggle open={values.lawsOpen} controls={idOf('laws')} onOpenChange={(open) => set('lawsOpen', open)}>
          Four laws (optional)
        </FourLawsToggle>
        <Laws id={idOf('laws')} hidden={!values.lawsOpen}>
          {values.lawsOpen ? (
            <>
              <Field label="Cue" id={idOf('cue')} error={errors.cue} description="What triggers this habit?" required>
                <Input
                  value={values.cue}
                  onChange={(e) => set('cue', e.target.value)}
                  placeholder="e.g., After I pour my morning coffee"
                />
              </Field>
              <Field
                label="Two-Minute Version"
                id={idOf('two_minute_version')}
                error={errors.two_minute_version}
                required
              >
                <Input
                  value={values.two_minute_version}
                  onChange={(e) => set('two_minute_version', e.target.value)}
                  placeholder="e.g., Sit and take three breaths"
                />
              </Field>
              <Field label="Identity" id={idOf('identity')}>
                <Input
                  value={values.identity}
                  onChange={(e) => set('identity', e.target.value)}
                  placeholder="I am someone who..."
                />
              </Field>
              <Field label="Reward" id={idOf('reward')}>
                <Input value={values.reward} onChange={(e) => set('reward', e.target.value)} />
              </Field>
              <Field label="Category" id={idOf('category')} error={errors.category}>
                {(controlProps) => (
                  <OptionSelect
                    {...controlProps}
                    value={values.category}
                    options={QUICK_ADD_CATEGORIES}
                    onValueChange={(category: HabitCategory) => set('category', category)}
                  />
                )}
              </Field>
            </>
          ) : null}
        </Laws>
      </Form>
    </Root>
  );
}
