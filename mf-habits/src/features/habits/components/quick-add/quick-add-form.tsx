import styled from 'styled-components';
import { type Habit, type HabitCategory, useAuth, type HabitFormField } from '@onething/shared-data';
import { Plus } from 'lucide-react';
import { Button, Card, Input } from '@onething/shared-ui';
import { OptionSelect } from '@onething/shared-ui/overlays';
import { useCreateHabit } from '../../hooks/use-create-habit';
import { useHabitFormState } from '../../hooks/use-habit-form-state';
import { FourLawsDisclosure } from '../four-laws-disclosure';
import { FieldRow, TextFieldRow } from '../habit-form/field-row';
import { CUE_FIELD, IDENTITY_FIELD } from '../../domain/four-laws-field-texts';
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

const Laws = styled(FourLawsDisclosure)`
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
  const form = useHabitFormState<QuickAddValues>({
    name: 'quick-add',
    initialValues: () => newQuickAddValues(existingHabits),
    validate: validateQuickAdd,
    fieldOrder: FIELD_ORDER,
  });
  const { values, set, errors, idOf } = form;

  const save = (valid: QuickAddValues) => {
    create.mutate(quickAddPayload(valid), {
      onSuccess: () => {
        // The next habit starts after this one; the schedule and the open/closed state stay for a series.
        form.reset((previous) => ({
          ...newQuickAddValues([...existingHabits, { scheduled_time: `${previous.time}:00`, duration_minutes: 15 }]),
          preset: previous.preset,
          customDays: previous.customDays,
          lawsOpen: previous.lawsOpen,
          category: previous.category,
        }));
        document.getElementById(idOf('name'))?.focus();
      },
    });
  };

  return (
    <Root aria-labelledby={idOf('title')}>
      <Title id={idOf('title')}>Quick add</Title>
      <Form noValidate onSubmit={(event) => form.submit(event, save)} aria-labelledby={idOf('title')}>
        <Row>
          <TextFieldRow
            form={form}
            field="name"
            label="Habit name"
            required
            placeholder="e.g., Meditate"
            autoComplete="off"
          />
          <FieldRow form={form} field="preset" label="Schedule">
            {(controlProps) => (
              <OptionSelect
                {...controlProps}
                value={values.preset}
                options={SCHEDULE_PRESETS}
                onValueChange={(preset: SchedulePreset) => set('preset', preset)}
              />
            )}
          </FieldRow>
          <FieldRow form={form} field="scheduled_time" label="Time" required>
            <Input type="time" value={values.time} onChange={(e) => set('time', e.target.value)} />
          </FieldRow>
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
        <Laws
          open={values.lawsOpen}
          onOpenChange={(open) => set('lawsOpen', open)}
          label="Four laws (optional)"
          id={idOf('laws')}
        >
          <TextFieldRow form={form} {...CUE_FIELD} />
          <TextFieldRow
            form={form}
            field="two_minute_version"
            label="Two-Minute Version"
            required
            placeholder="e.g., Sit and take three breaths"
          />
          <TextFieldRow form={form} {...IDENTITY_FIELD} />
          <TextFieldRow form={form} field="reward" label="Reward" />
          <FieldRow form={form} field="category" label="Category">
            {(controlProps) => (
              <OptionSelect
                {...controlProps}
                value={values.category}
                options={QUICK_ADD_CATEGORIES}
                onValueChange={(category: HabitCategory) => set('category', category)}
              />
            )}
          </FieldRow>
        </Laws>
      </Form>
    </Root>
  );
}
