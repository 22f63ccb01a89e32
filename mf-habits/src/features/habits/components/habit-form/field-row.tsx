// One field of a habit form: its label, control, hint and the spec's message for it, the control's id from the
// form and aria-describedby pointing at the hint and the message (shared-ui Field). Both habit forms use it.
import type { ReactNode } from 'react';
import { Field, Input, type FieldProps, type InputProps } from '@onething/shared-ui';
import type { HabitFormState } from '../../hooks/use-habit-form-state';

interface FieldRowBase<V> {
  form: HabitFormState<V>;
  /** The field's name: its control's id, and the key of its message. */
  field: string;
  label: string;
  /** Shown under the control and read with it. */
  hint?: ReactNode;
  required?: boolean;
}

export interface FieldRowProps<V> extends FieldRowBase<V> {
  /** The control (it receives the id and aria attributes), or a render function for a composite one. */
  children: FieldProps['children'];
}

export function FieldRow<V>({ form, field, label, hint, required, children }: FieldRowProps<V>) {
  const error = (form.errors as Partial<Record<string, string>>)[field];
  return (
    <Field label={label} id={form.idOf(field)} error={error} description={hint} required={required}>
      {children}
    </Field>
  );
}

/** The names of a form's free-text values (a value limited to some strings, such as a preset, is no text field). */
type TextField<V> = { [K in keyof V]: V[K] extends string ? (string extends V[K] ? K : never) : never }[keyof V] &
  string;

export type TextFieldRowProps<V> = FieldRowBase<V> & {
  field: TextField<V>;
} & Omit<InputProps, 'form' | 'id' | 'value' | 'onChange' | 'required'>;

/** A field row whose control is a text input bound to the form value of the same name. */
export function TextFieldRow<V>({ form, field, label, hint, required, ...inputProps }: TextFieldRowProps<V>) {
  return (
    <FieldRow form={form} field={field} label={label} hint={hint} required={required}>
      <Input
        {...inputProps}
        value={form.values[field] as string}
        onChange={(event) => form.set(field, event.target.value as V[typeof field])}
      />
    </FieldRow>
  );
}
