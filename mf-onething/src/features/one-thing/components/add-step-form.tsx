import { useEffect, useRef, useState, type ComponentPropsWithRef, type FormEvent } from 'react';
import {
  DEFAULT_STEP_DURATION,
  STEP_DURATION_MAX,
  STEP_DURATION_MIN,
  isTimeConflictError,
  normalizeDuration,
} from '@onething/shared-data';
import { Plus } from 'lucide-react';
import { Button, Field, Input } from '@onething/shared-ui';
import styled from 'styled-components';
import { TIME_CONFLICT_TOAST } from '../hooks/mutation-feedback';

type StepDurationInputProps = Omit<ComponentPropsWithRef<typeof Input>, 'value' | 'onChange' | 'type'> & {
  value: number;
  onChange: (minutes: number) => void;
};

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

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto;
  align-items: end;

  @media (max-width: 36rem) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);

    & > button {
      grid-column: 1 / -1;
    }
  }
`;

export const STEP_DESCRIPTION_REQUIRED = 'Step description is required';
export const START_TIME_REQUIRED = 'Start time is required';
/** Shown on the start time as well as in the toast, so the field to change is marked. */
export const TIME_CONFLICT_FIELD_ERROR = TIME_CONFLICT_TOAST.description;

/** The start time's error for a failed save: a refused slot belongs to that field. */
export function startErrorFor(error: unknown): string | undefined {
  return isTimeConflictError(error) ? TIME_CONFLICT_FIELD_ERROR : undefined;
}

export type NewStepValues = { title: string; startTime: string; duration: number };

export interface AddStepFormProps {
  /** Suggested start ('HH:MM'): 09:00, or 30 minutes after today's latest block. */
  suggestedStart: string;
  /** Resolves when saved (the form resets); rejects when nothing was saved (the input is kept). */
  onAdd: (values: NewStepValues) => Promise<unknown>;
  adding: boolean;
  /** Moves focus to the step description once (the command palette's "Add a step"). */
  focusRequested?: boolean;
  onFocusHandled?: () => void;
}

export function AddStepForm({ suggestedStart, onAdd, adding, focusRequested = false, onFocusHandled }: AddStepFormProps) {
  const [title, setTitle] = useState('');
  const titleInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!focusRequested) return;
    titleInput.current?.focus();
    titleInput.current?.scrollIntoView({ block: 'center' });
    onFocusHandled?.();
  }, [focusRequested, onFocusHandled]);
  // null: follow the suggestion, which moves as blocks are added.
  const [start, setStart] = useState<string | null>(null);
  const [duration, setDuration] = useState(DEFAULT_STEP_DURATION);
  const [errors, setErrors] = useState<{ title?: string; start?: string }>({});
  const startTime = start ?? suggestedStart;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      ...(title.trim() === '' ? { title: STEP_DESCRIPTION_REQUIRED } : {}),
      ...(startTime === '' ? { start: START_TIME_REQUIRED } : {}),
    };
    setErrors(next);
    if (next.title || next.start) return;
    const submitted = { title, start, duration };
    try {
      await onAdd({ title: title.trim(), startTime, duration });
      // Only what was saved is cleared: the next step may already be being typed while this one saved.
      setTitle((current) => (current === submitted.title ? '' : current));
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
      <Field label="Step description" required error={errors.title}>
        <Input
          ref={titleInput}
          value={title}
          placeholder="e.g. Outline the first module"
          autoComplete="off"
          onChange={(event) => {
            setTitle(event.target.value);
            if (errors.title && event.target.value.trim() !== '') setErrors((e) => ({ ...e, title: undefined }));
          }}
        />
      </Field>
      <Row>
        <Field label="Start time" required error={errors.start}>
          <Input
            type="time"
            value={startTime}
            onChange={(event) => {
              setStart(event.target.value);
              setErrors((e) => ({ ...e, start: undefined }));
            }}
          />
        </Field>
        <Field label="Duration (minutes)">
          <StepDurationInput
            value={duration}
            onChange={(minutes) => {
              setDuration(minutes);
              if (errors.start === TIME_CONFLICT_FIELD_ERROR) setErrors((e) => ({ ...e, start: undefined }));
            }}
          />
        </Field>
        <Button type="submit" loading={adding}>
          <Plus aria-hidden="true" />
          Add Step
        </Button>
      </Row>
    </Form>
  );
}

/** Whole minutes 1-180; out-of-range input keeps the previous value, empty becomes 1. */
export function StepDurationInput({ value, onChange, ...props }: StepDurationInputProps) {
  return (
    <Input
      {...props}
      type="number"
      inputMode="numeric"
      min={STEP_DURATION_MIN}
      max={STEP_DURATION_MAX}
      step={1}
      value={value}
      onChange={(event) => onChange(normalizeDuration(event.target.value, value))}
    />
  );
}
