import { useState, type FormEvent, type ReactNode } from 'react';
import { addDaysLocal, localDateKey } from '@onething/shared-data';
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
import styled from 'styled-components';
import { pauseRangeError } from '../../domain/rest-days';

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

export interface PauseDialogProps {
  /** "Read 10 pages", or null for every habit. */
  habitName: string | null;
  trigger: ReactNode;
  onPause: (firstDay: string, lastDay: string) => void;
}

/** A vacation: the days from and until which the habit (or every habit) is paused; its streak is kept. */
export function PauseDialog({ habitName, trigger, onPause }: PauseDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{habitName ? `Pause ${habitName}` : 'Pause all habits'}</DialogTitle>
          <DialogDescription>
            Paused days are rest days: they neither break nor extend a streak, and the habit leaves today&apos;s list.
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <PauseForm
            onCancel={() => setOpen(false)}
            onPause={(first, last) => {
              onPause(first, last);
              setOpen(false);
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function PauseForm({ onPause, onCancel }: { onPause: (first: string, last: string) => void; onCancel: () => void }) {
  const today = new Date();
  const [first, setFirst] = useState(localDateKey(today));
  const [last, setLast] = useState(localDateKey(addDaysLocal(today, 6)));
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = pauseRangeError(first, last);
    setError(problem);
    if (!problem) onPause(first, last);
  };
  return (
    <DialogForm onSubmit={submit} noValidate>
      <Row>
        <Field label="From">
          <Input type="date" value={first} onChange={(event) => setFirst(event.target.value)} />
        </Field>
        <Field label="Until" error={error ?? undefined}>
          <Input type="date" value={last} onChange={(event) => setLast(event.target.value)} />
        </Field>
      </Row>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">Pause</Button>
      </DialogFooter>
    </DialogForm>
  );
}
