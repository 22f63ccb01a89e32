// The fields of a step, shared by the add-step form and the edit-step dialog: its description, and its start
// time and duration when it is scheduled. A refused slot (another block at that time) is shown on the start
// time, and changing the start or the duration clears it.
import type { ComponentPropsWithRef, Dispatch, Ref, SetStateAction } from 'react';
import { STEP_DURATION_MAX, STEP_DURATION_MIN, isTimeConflictError } from '@onething/shared-data';
import { Field, Input } from '@onething/shared-ui';
import { TIME_CONFLICT_TOAST } from '../hooks/mutation-feedback';
import { normalizeDuration } from '../domain/step-time-defaults';

export const STEP_DESCRIPTION_REQUIRED = 'Step description is required';
export const START_TIME_REQUIRED = 'Start time is required';
/** Shown on the start time as well as in the toast, so the field to change is marked. */
export const TIME_CONFLICT_FIELD_ERROR = TIME_CONFLICT_TOAST.description;

export type StepFieldErrors = { title?: string; start?: string };

/** The errors of a step about to be saved; a start time is required only when the step is scheduled. */
export function stepFieldErrors(title: string, startTime: string, scheduled: boolean): StepFieldErrors {
  return {
    ...(title.trim() === '' ? { title: STEP_DESCRIPTION_REQUIRED } : {}),
    ...(scheduled && startTime === '' ? { start: START_TIME_REQUIRED } : {}),
  };
}

/** The start time's error for a failed save: a refused slot belongs to that field. */
export function startErrorFor(error: unknown): string | undefined {
  return isTimeConflictError(error) ? TIME_CONFLICT_FIELD_ERROR : undefined;
}

export function StepTitleField({
  value,
  onChange,
  error,
  inputRef,
  placeholder,
}: {
  value: string;
  onChange: (title: string) => void;
  error: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  placeholder?: string;
}) {
  return (
    <Field label="Step description" required error={error}>
      <Input
        ref={inputRef}
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}

/** The start time and duration fields (the caller lays them out). */
export function StepTimeFields({
  startTime,
  onStartTimeChange,
  duration,
  onDurationChange,
  errors,
  setErrors,
}: {
  startTime: string;
  onStartTimeChange: (time: string) => void;
  duration: number;
  onDurationChange: (minutes: number) => void;
  errors: StepFieldErrors;
  setErrors: Dispatch<SetStateAction<StepFieldErrors>>;
}) {
  return (
    <>
      <Field label="Start time" required error={errors.start}>
        <Input
          type="time"
          value={startTime}
          onChange={(event) => {
            onStartTimeChange(event.target.value);
            setErrors((e) => ({ ...e, start: undefined }));
          }}
        />
      </Field>
      <Field label="Duration (minutes)">
        <StepDurationInput
          value={duration}
          onChange={(minutes) => {
            onDurationChange(minutes);
            if (errors.start === TIME_CONFLICT_FIELD_ERROR) setErrors((e) => ({ ...e, start: undefined }));
          }}
        />
      </Field>
    </>
  );
}

type StepDurationInputProps = Omit<ComponentPropsWithRef<typeof Input>, 'value' | 'onChange' | 'type'> & {
  value: number;
  onChange: (minutes: number) => void;
};

/** Whole minutes 1-180; out-of-range input keeps the previous value, empty becomes 1. (Field gives it its id.) */
function StepDurationInput({ value, onChange, ...props }: StepDurationInputProps) {
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
