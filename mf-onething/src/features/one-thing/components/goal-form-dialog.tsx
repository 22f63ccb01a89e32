import { useState, type FormEvent } from 'react';
import { DATE_OUT_OF_RANGE_MESSAGE, LATEST_DATE, PRIORITIES, parseLocalDate } from '@onething/shared-data';
import { Button, DialogForm, Field, Input, Textarea } from '@onething/shared-ui';
import { DatePicker } from '@onething/shared-ui/date-picker';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  OptionSelect,
} from '@onething/shared-ui/overlays';
import styled from 'styled-components';
import { isGoalDeadlineValid, isGoalTitleValid, type GoalFormValues } from '../domain/goal-fields';

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
`;

const COPY = {
  create: {
    title: 'Create Your ONE Thing',
    description: 'What is the one thing that, if you did it, would make everything else easier or unnecessary?',
    submit: 'Create Goal',
  },
  edit: {
    title: 'Edit Your ONE Thing',
    description: 'Refine your goal, its priority and its deadline.',
    submit: 'Update Goal',
  },
} as const;

export const TITLE_REQUIRED_MESSAGE = 'Title is required';

/** The calendar offers no day the database would refuse (the past is already off). */
const LATEST_DAY_MATCHER = { after: parseLocalDate(LATEST_DATE) };

export interface GoalFormDialogProps {
  mode: 'create' | 'edit';
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Values the form starts from each time it opens. */
  initialValues: GoalFormValues;
  /** Resolves when saved (the dialog closes); rejects when the save failed (it stays open). */
  onSubmit: (values: GoalFormValues) => Promise<unknown>;
}

export function GoalFormDialog({ mode, open, onOpenChange, initialValues, onSubmit }: GoalFormDialogProps) {
  const copy = COPY[mode];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{copy.title}</DialogTitle>
          <DialogDescription>{copy.description}</DialogDescription>
        </DialogHeader>
        {/* Dialog content unmounts when closed, so each opening starts from fresh initial values. */}
        <GoalForm
          submitLabel={copy.submit}
          initialValues={initialValues}
          onSubmit={onSubmit}
          onDone={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

interface GoalFormProps {
  submitLabel: string;
  initialValues: GoalFormValues;
  onSubmit: (values: GoalFormValues) => Promise<unknown>;
  onDone: () => void;
}

function GoalForm({ submitLabel, initialValues, onSubmit, onDone }: GoalFormProps) {
  const [values, setValues] = useState(initialValues);
  const [titleError, setTitleError] = useState<string | null>(null);
  const [deadlineError, setDeadlineError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const set = <K extends keyof GoalFormValues>(key: K, value: GoalFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const titleValid = isGoalTitleValid(values.title);
    const deadlineValid = isGoalDeadlineValid(values.deadline);
    if (!titleValid) setTitleError(TITLE_REQUIRED_MESSAGE);
    if (!deadlineValid) setDeadlineError(DATE_OUT_OF_RANGE_MESSAGE);
    if (!titleValid || !deadlineValid) return;
    setSaving(true);
    try {
      await onSubmit(values);
      onDone();
    } catch {
      // The mutation already showed the error toast; keep what the user typed.
      setSaving(false);
    }
  };

  return (
    <DialogForm onSubmit={submit} noValidate>
      <Field label="Goal title" required error={titleError}>
        <Input
          value={values.title}
          placeholder="e.g. Launch my online course"
          autoComplete="off"
          onChange={(event) => {
            set('title', event.target.value);
            if (titleError && isGoalTitleValid(event.target.value)) setTitleError(null);
          }}
        />
      </Field>
      <Field label="Description">
        <Textarea
          value={values.description}
          placeholder="What does done look like?"
          rows={3}
          onChange={(event) => set('description', event.target.value)}
        />
      </Field>
      <Field label="Why is this important?">
        <Textarea
          value={values.why}
          placeholder="Your motivation keeps you going when it gets hard."
          rows={3}
          onChange={(event) => set('why', event.target.value)}
        />
      </Field>
      <Row>
        <Field label="Priority">
          {(control) => (
            <OptionSelect
              {...control}
              value={values.priority}
              options={PRIORITIES}
              onValueChange={(value) => set('priority', value)}
            />
          )}
        </Field>
        <Field label="Deadline" error={deadlineError}>
          {(control) => (
            <DatePicker
              {...control}
              value={values.deadline}
              onChange={(deadline) => {
                set('deadline', deadline);
                if (deadlineError && isGoalDeadlineValid(deadline)) setDeadlineError(null);
              }}
              disablePast
              disabled={LATEST_DAY_MATCHER}
              clearable
              placeholder="No deadline"
            />
          )}
        </Field>
      </Row>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
      </DialogFooter>
    </DialogForm>
  );
}
