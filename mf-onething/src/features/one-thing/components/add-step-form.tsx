import { useEffect, useRef, useState, type FormEvent } from 'react';
import { DEFAULT_STEP_DURATION, isDateInRange } from '@onething/shared-data';
import { Plus } from 'lucide-react';
import { Button } from '@onething/shared-ui';
import styled from 'styled-components';
import type { SuggestedSlot } from '../domain/step-time-defaults';
import {
  StepTimeFields,
  StepTitleField,
  hasStepFieldErrors,
  stepFieldErrors,
  startErrorFor,
  type StepFieldErrors,
} from './step-fields';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const FormTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

// The day, start, duration and the button on one line where they fit, wrapping on narrow cards and phones.
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-end;

  & > :not(button) {
    flex: 1 1 8.5rem;
    min-width: 0;
  }

  @media (max-width: 36rem) {
    & > button {
      flex: 1 1 100%;
    }
  }
`;

export type NewStepValues = { title: string; date: string; startTime: string; duration: number };

export interface AddStepFormProps {
  /**
   * The suggested day and start ('HH:MM') for a block of `duration` minutes: on `day` when one is chosen, else
   * the next free slot after now (today, or tomorrow once today is over).
   */
  suggest: (duration: number, day: string | undefined) => SuggestedSlot;
  /** Today, 'yyyy-MM-dd': the earliest day the date field offers. */
  today: string;
  /** Resolves when saved (the form resets); rejects when nothing was saved (the input is kept). */
  onAdd: (values: NewStepValues) => Promise<unknown>;
  adding: boolean;
  /** Moves focus to the step description once (the command palette's "Add a step"). */
  focusRequested?: boolean;
  onFocusHandled?: () => void;
}

export function AddStepForm({
  suggest,
  today,
  onAdd,
  adding,
  focusRequested = false,
  onFocusHandled,
}: AddStepFormProps) {
  const [title, setTitle] = useState('');
  const titleInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!focusRequested) return;
    titleInput.current?.focus();
    titleInput.current?.scrollIntoView({ block: 'center' });
    onFocusHandled?.();
  }, [focusRequested, onFocusHandled]);
  // null: follow the suggestion, which moves as blocks are added, as the clock moves and with the day chosen.
  const [day, setDay] = useState<string | null>(null);
  const [start, setStart] = useState<string | null>(null);
  const [duration, setDuration] = useState(DEFAULT_STEP_DURATION);
  const [errors, setErrors] = useState<StepFieldErrors>({});
  // A day being typed (or cleared) is not one to suggest for yet: until it is, the start follows today's.
  const suggestion = suggest(duration, day !== null && isDateInRange(day) ? day : undefined);
  const date = day ?? suggestion.date;
  const startTime = start ?? suggestion.startTime;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = stepFieldErrors(title, date, startTime, true);
    setErrors(next);
    if (hasStepFieldErrors(next)) return;
    const submitted = { title, day, start, duration };
    try {
      await onAdd({ title: title.trim(), date, startTime, duration });
      // Only what was saved is cleared: the next step may already be being typed while this one saved.
      setTitle((current) => (current === submitted.title ? '' : current));
      setDay((current) => (current === submitted.day ? null : current));
      setStart((current) => (current === submitted.start ? null : current));
      setDuration((current) => (current === submitted.duration ? DEFAULT_STEP_DURATION : current));
    } catch (error) {
      // The toast explains too; keep the input so it can be corrected.
      const start = startErrorFor(error);
      if (start) setErrors((e) => ({ ...e, start }));
    }
  };

  return (
    <Form onSubmit={submit} noValidate aria-labelledby="add-step-title">
      <FormTitle id="add-step-title">Add a step</FormTitle>
      <StepTitleField
        inputRef={titleInput}
        value={title}
        placeholder="e.g. Outline the first module"
        error={errors.title}
        onChange={(value) => {
          setTitle(value);
          if (errors.title && value.trim() !== '') setErrors((e) => ({ ...e, title: undefined }));
        }}
      />
      <Row>
        <StepTimeFields
          date={date}
          onDateChange={setDay}
          minDate={today}
          startTime={startTime}
          onStartTimeChange={setStart}
          duration={duration}
          onDurationChange={setDuration}
          errors={errors}
          setErrors={setErrors}
        />
        <Button type="submit" loading={adding}>
          <Plus aria-hidden="true" />
          Add Step
        </Button>
      </Row>
    </Form>
  );
}
