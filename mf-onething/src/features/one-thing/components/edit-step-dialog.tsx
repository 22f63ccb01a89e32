import { useState, type FormEvent } from 'react';
import { minutesBetween, STEP_DURATION_MAX, STEP_DURATION_MIN, type Task, type TimeBlock } from '@onething/shared-data';
import { Button, DialogForm, Field, Input } from '@onething/shared-ui';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@onething/shared-ui/overlays';
import styled from 'styled-components';
import {
  START_TIME_REQUIRED,
  STEP_DESCRIPTION_REQUIRED,
  StepDurationInput,
  TIME_CONFLICT_FIELD_ERROR,
  startErrorFor,
} from './add-step-form';

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
`;

export type StepEditValues = { title: string; startTime: string; duration: number };

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
          <DialogDescription>Change what this step is{block ? ' and when it is scheduled today' : ''}.</DialogDescription>
        </DialogHeader>
        {step ? <EditStepForm step={step} block={block} onSave={onSave} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function initialDuration(step: Task, block: TimeBlock | undefined): number {
  if (block?.duration_minutes) return block.duration_minutes;
  if (block?.end_time) return Math.min(Math.max(minutesBetween(block.start_time, block.end_time), STEP_DURATION_MIN), STEP_DURATION_MAX);
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
  const [startTime, setStartTime] = useState(block ? block.start_time.slice(0, 5) : '');
  const [duration, setDuration] = useState(() => initialDuration(step, block));
  const [errors, setErrors] = useState<{ title?: string; start?: string }>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      ...(title.trim() === '' ? { title: STEP_DESCRIPTION_REQUIRED } : {}),
      ...(block && startTime === '' ? { start: START_TIME_REQUIRED } : {}),
    };
    setErrors(next);
    if (next.title || next.start) return;
    setSaving(true);
    try {
      await onSave({ title: title.trim(), startTime, duration });
      onDone();
    } catch (error) {
      setSaving(false);
      const start = startErrorFor(error);
      if (start) setErrors((e) => ({ ...e, start }));
    }
  };

  return (
    <DialogForm onSubmit={submit} noValidate>
      <Field label="Step description" required error={errors.title}>
        <Input value={title} autoComplete="off" onChange={(event) => setTitle(event.target.value)} />
      </Field>
      {block ? (
        <Row>
          <Field label="Start time" required error={errors.start}>
            <Input
              type="time"
              value={startTime}
              onChange={(event) => {
                setStartTime(event.target.value);
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
