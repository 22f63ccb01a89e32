import { useState, type FormEvent } from 'react';
import { minutesBetween, STEP_DURATION_MAX, STEP_DURATION_MIN, type Task, type TimeBlock } from '@onething/shared-data';
import { Button, DialogForm } from '@onething/shared-ui';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@onething/shared-ui/overlays';
import styled from 'styled-components';
import {
  StepTimeFields,
  StepTitleField,
  hasStepFieldErrors,
  stepFieldErrors,
  startErrorFor,
  type StepFieldErrors,
} from './step-fields';

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
`;

export type StepEditValues = { title: string; date: string; startTime: string; duration: number };

export interface EditStepDialogProps {
  /** The step being edited; null closes the dialog. */
  step: Task | null;
  block: TimeBlock | undefined;
  onOpenChange: (open: boolean) => void;
  onSave: (values: StepEditValues) => Promise<unknown>;
}

export function EditStepDialog({ step, block, onOpenChange, onSave }: EditStepDialogProps) {
  return (
    <Dialog open={step !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Step</DialogTitle>
          <DialogDescription>Change what this step is{block ? ' and when it is scheduled' : ''}.</DialogDescription>
        </DialogHeader>
        {step ? <EditStepForm step={step} block={block} onSave={onSave} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function initialDuration(step: Task, block: TimeBlock | undefined): number {
  if (block?.duration_minutes) return block.duration_minutes;
  if (block?.end_time)
    return Math.min(Math.max(minutesBetween(block.start_time, block.end_time), STEP_DURATION_MIN), STEP_DURATION_MAX);
  return step.duration_minutes ?? 30;
}

function EditStepForm({
  step,
  block,
  onSave,
  onDone,
}: {
  step: Task;
  block: TimeBlock | undefined;
  onSave: (values: StepEditValues) => Promise<unknown>;
  onDone: () => void;
}) {
  const [title, setTitle] = useState(step.title);
  const [date, setDate] = useState(block?.date?.slice(0, 10) ?? '');
  const [startTime, setStartTime] = useState(block ? block.start_time.slice(0, 5) : '');
  const [duration, setDuration] = useState(() => initialDuration(step, block));
  const [errors, setErrors] = useState<StepFieldErrors>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = stepFieldErrors(title, date, startTime, block !== undefined);
    setErrors(next);
    if (hasStepFieldErrors(next)) return;
    setSaving(true);
    try {
      await onSave({ title: title.trim(), date, startTime, duration });
      onDone();
    } catch (error) {
      setSaving(false);
      const start = startErrorFor(error);
      if (start) setErrors((e) => ({ ...e, start }));
    }
  };

  return (
    <DialogForm onSubmit={submit} noValidate>
      <StepTitleField value={title} error={errors.title} onChange={setTitle} />
      {block ? (
        <Row>
          <StepTimeFields
            date={date}
            onDateChange={setDate}
            startTime={startTime}
            onStartTimeChange={setStartTime}
            duration={duration}
            onDurationChange={setDuration}
            errors={errors}
            setErrors={setErrors}
          />
        </Row>
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          Save Changes
        </Button>
      </DialogFooter>
    </DialogForm>
  );
}
