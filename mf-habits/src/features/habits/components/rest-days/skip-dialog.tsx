import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, DialogForm, Field, Input } from '@onething/shared-ui';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@onething/shared-ui/overlays';

/** The most a skip's reason may be; the database holds the same. */
export const SKIP_REASON_MAX = 200;

export interface SkipDialogProps {
  habitName: string;
  trigger: ReactNode;
  onSkip: (reason: string) => void;
}

/** Skips today (a rest day, with an optional reason): the streak is neither broken nor extended. */
export function SkipDialog({ habitName, trigger, onSkip }: SkipDialogProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSkip(reason.trim());
    setReason('');
    setOpen(false);
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{`Skip ${habitName} today?`}</DialogTitle>
          <DialogDescription>A skipped day is a rest day: it neither breaks nor extends your streak.</DialogDescription>
        </DialogHeader>
        <DialogForm onSubmit={submit} noValidate>
          <Field label="Reason (optional)" description={`At most ${SKIP_REASON_MAX} characters.`}>
            <Input
              value={reason}
              maxLength={SKIP_REASON_MAX}
              placeholder="Sick, travelling, rest day…"
              onChange={(event) => setReason(event.target.value)}
            />
          </Field>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit">Skip today</Button>
          </DialogFooter>
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
