import { useEffect, useState, type FormEvent } from 'react';
import { EMERGENCY_STOP_SENTENCE, formatTimer } from '@onething/shared-data';
import { Button, DialogForm, Field, Input, MutedText } from '@onething/shared-ui';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@onething/shared-ui/overlays';
import { OctagonX } from 'lucide-react';

export interface EmergencyStopDialogProps {
  /** When the stop may be confirmed (epoch ms); null until the sentence is typed. */
  readyAt: number | null;
  waitSeconds: number;
  /** Begins the wait; false when the sentence is not the one asked for. */
  onBegin: (sentence: string) => boolean;
  onConfirm: () => void;
}

/**
 * The only way out of a locked session before its end: the sentence typed, then a wait, then the stop,
 * which is recorded on the session as stopped early. Closing the dialog does not cancel a begun wait.
 */
export function EmergencyStopDialog({ readyAt, waitSeconds, onBegin, onConfirm }: EmergencyStopDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="lg" variant="outline">
          <OctagonX aria-hidden="true" />
          Emergency stop
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Emergency stop</DialogTitle>
          <DialogDescription>
            This session is locked until it ends. An emergency stop ends it now, after a {waitSeconds}-second wait, and
            it is recorded as stopped early.
          </DialogDescription>
        </DialogHeader>
        {readyAt === null ? (
          <SentenceForm onBegin={onBegin} onCancel={() => setOpen(false)} />
        ) : (
          <WaitThenStop readyAt={readyAt} onConfirm={onConfirm} onCancel={() => setOpen(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function SentenceForm({ onBegin, onCancel }: { onBegin: (sentence: string) => boolean; onCancel: () => void }) {
  const [sentence, setSentence] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!onBegin(sentence)) setError(`Type “${EMERGENCY_STOP_SENTENCE}” exactly as shown.`);
  };
  return (
    <DialogForm onSubmit={submit} noValidate>
      <Field label={`Type “${EMERGENCY_STOP_SENTENCE}”`} error={error ?? undefined}>
        <Input value={sentence} autoComplete="off" spellCheck={false} onChange={(e) => setSentence(e.target.value)} />
      </Field>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          Keep focusing
        </Button>
        <Button type="submit" variant="destructive">
          Begin emergency stop
        </Button>
      </DialogFooter>
    </DialogForm>
  );
}

function WaitThenStop({
  readyAt,
  onConfirm,
  onCancel,
}: {
  readyAt: number;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const [now, setNow] = useState(() => Date.now());
  // The moment may move (the extension's own wait replaces the page's estimate): count from it at once.
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= readyAt) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [readyAt]);
  const left = Math.max(0, Math.ceil((readyAt - now) / 1000));
  return (
    <>
      <MutedText role="timer" aria-live="polite" aria-atomic="true">
        {left > 0 ? `You can stop the session in ${formatTimer(left)}.` : 'You can stop the session now.'}
      </MutedText>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          Keep focusing
        </Button>
        <Button variant="destructive" disabled={left > 0} onClick={onConfirm}>
          Stop the session now
        </Button>
      </DialogFooter>
    </>
  );
}
