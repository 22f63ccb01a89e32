// The fields of a step, shared by the add-step form and the edit-step dialog: its description, and its day,
// start time and duration when it is scheduled. A refused slot (another block of that day at that time) is
// shown on the start time, and changing the day, the start or the duration clears it.
import type { ComponentPropsWithRef, Dispatch, Ref, SetStateAction } from 'react';
import {
  DATE_OUT_OF_RANGE_MESSAGE,
  EARLIEST_DATE,
  LATEST_DATE,
  STEP_DURATION_MAX,
  STEP_DURATION_MIN,
  isDateInRange,
  isTimeConflictError,
  STEP_DESCRIPTION_REQUIRED,
  TIME_CONFLICT_TOAST,
} from '@onething/shared-data';
import { Field, Input } from '@onething/shared-ui';
import { normalizeDuration } from '../domain/step-time-defaults';

export const START_TIME_REQUIRED = 'Start time is required';
const DATE_REQUIRED = 'Date is required';
/** Shown on the start time as well as in the toast, so the field to change is marked. */
export const TIME_CONFLICT_FIELD_ERROR = TIME_CONFLICT_TOAST.description;

export type StepFieldErrors = { title?: string; date?: string; start?: string };

/** The day's error: required, and within the days the database keeps. */
function dateError(date: string): string | undefined {
  if (date === '') return DATE_REQUIRED;
  return isDateInRange(date) ? undefined : DATE_OUT_OF_RANGE_MESSAGE;
}

/** The errors of a step about to be saved; a day and a start time are required only when it is scheduled. */
export function stepFieldErrors(title: string, date: string, startTime: string, scheduled: boolean): StepFieldErrors {
  const day = scheduled ? dateError(date) : undefined;
  return {
    ...(title.trim() === '' ? { title: STEP_DESCRIPTION_REQUIRED } : {}),
    ...(day ? { date: day } : {}),
    ...(scheduled && startTime === '' ? { start: START_TIME_REQUIRED } : {}),
  };
}

/** Whether a form with these errors may be sent. */
export function hasStepFieldErrors(errors: StepFieldErrors): boolean {
  return Boolean(errors.title || errors.date || errors.start);
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

/** The day, start time and duration fields (the caller lays them out). */
export function StepTimeFields({
  date,
  onDateChange,
  minDate = EARLIEST_DATE,
  startTime,
  onStartTimeChange,
  duration,
  onDurationChange,
  errors,
  setErrors,
}: {
  /** 'yyyy-MM-dd' */
  date: string;
  onDateChange: (date: string) => void;
  /** The earliest day offered (today when adding a step). */
  minDate?: string;
  startTime: string;
  onStartTimeChange: (time: string) => void;
  duration: number;
  onDurationChange: (minutes: number) => void;
  errors: StepFieldErrors;
  setErrors: Dispatch<SetStateAction<StepFieldErrors>>;
}) {
  return (
    <>
      <Field label="Date" required error={errors.date}>
        <Input
          type="date"
          value={date}
          min={minDate}
          max={LATEST_DATE}
          onChange={(event) => {
            onDateChange(event.target.value);
            // Another day is another schedule: a refused slot no longer applies.
            setErrors((e) => ({
              ...e,
              date: undefined,
              start: e.start === TIME_CONFLICT_FIELD_ERROR ? undefined : e.start,
            }));
          }}
        />
      </Field>
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
