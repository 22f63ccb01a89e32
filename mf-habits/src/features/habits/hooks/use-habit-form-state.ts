// The state both habit forms (the New/Edit Habit dialog and Quick add) keep: the values as typed, messages
// that appear on the first save attempt and then follow every edit, ids for each field's control, and a save
// attempt that moves focus to the first invalid field.
import { useId, useState, type FormEvent } from 'react';
import { hasFormErrors, type HabitFormErrors, type HabitFormField } from '@onething/shared-data';

export interface HabitFormState<V> {
  values: V;
  set: <K extends keyof V>(field: K, value: V[K]) => void;
  /** The spec's messages, shown once a save was attempted. */
  errors: HabitFormErrors;
  /** The id of a field's control (unique on the page, so two forms can be open at once). */
  idOf: (field: string) => string;
  /**
   * A save attempt: valid values go to `onValid`; otherwise `beforeFocus` may reveal hidden fields (rendered
   * at once if it uses flushSync), then the first invalid field takes focus.
   */
  submit: (
    event: FormEvent<HTMLFormElement>,
    onValid: (values: V) => void,
    beforeFocus?: (errors: HabitFormErrors) => void,
  ) => void;
  /** Starts over from new values, without messages until the next save attempt. */
  reset: (next: (previous: V) => V) => void;
}

export interface HabitFormStateOptions<V> {
  /** Begins every control's id. */
  name: string;
  initialValues: V | (() => V);
  validate: (values: V) => HabitFormErrors;
  /** Where to move focus when a field is invalid, in the order the fields appear. */
  fieldOrder: readonly HabitFormField[];
}

export function useHabitFormState<V>({
  name,
  initialValues,
  validate,
  fieldOrder,
}: HabitFormStateOptions<V>): HabitFormState<V> {
  const idPrefix = `${name}-${useId().replace(/:/g, '')}`;
  const [values, setValues] = useState(initialValues);
  const [attempted, setAttempted] = useState(false);
  const idOf = (field: string) => `${idPrefix}-${field}`;

  return {
    values,
    set: (field, value) => setValues((previous) => ({ ...previous, [field]: value })),
    errors: attempted ? validate(values) : {},
    idOf,
    submit: (event, onValid, beforeFocus) => {
      event.preventDefault();
      const found = validate(values);
      setAttempted(true);
      if (!hasFormErrors(found)) {
        onValid(values);
        return;
      }
      beforeFocus?.(found);
      const first = fieldOrder.find((field) => found[field]);
      if (first) document.getElementById(idOf(first))?.focus();
    },
    reset: (next) => {
      setValues(next);
      setAttempted(false);
    },
  };
}
