import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  DialogForm,
  Field,
  Input,
  buttonStyles,
  type ButtonSize,
  type ButtonVariant,
} from '@onething/shared-ui';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@onething/shared-ui/overlays';
import { blockTimeLabel, type BlockTime } from '../domain/calendar';
import { STEP_DESCRIPTION_REQUIRED } from '@onething/shared-data';

/** The step form's message for a missing description. */

const LinkButton = styled(Link)<{ $variant: ButtonVariant; $size: ButtonSize }>`
  ${buttonStyles}
`;

export type NewStepGoal = { id: string; title: string };

/**
 * Plans a step of the active ONE Thing for a slot picked in the calendar: only its description is asked; the
 * time is the slot's. Without an active ONE Thing it says where to set one, since every block is a step's.
 */
export function NewStepDialog({
  slot,
  goal,
  onOpenChange,
  onCreate,
}: {
  /** The slot being planned; null closes the dialog. */
  slot: BlockTime | null;
  goal: NewStepGoal | null;
  onOpenChange: (open: boolean) => void;
  onCreate: (title: string, slot: BlockTime) => Promise<unknown>;
}) {
  return (
    <Dialog open={slot !== null} onOpenChange={onOpenChange}>
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>New Step</DialogTitle>
          <DialogDescription>
            {slot ? blockTimeLabel(slot) : ''}
            {goal ? ` · for your ONE Thing: ${goal.title}` : ''}
          </DialogDescription>
        </DialogHeader>
        {slot && goal ? (
          <NewStepForm slot={slot} onCreate={onCreate} onDone={() => onOpenChange(false)} />
        ) : (
          <>
            <p>
              Time blocks belong to the steps of your ONE Thing. Set your ONE Thing first, then plan its steps here.
            </p>
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <LinkButton to="/one-thing" $variant="default" $size="md">
                Go to ONE Thing
              </LinkButton>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function NewStepForm({
  slot,
  onCreate,
  onDone,
}: {
  slot: BlockTime;
  onCreate: (title: string, slot: BlockTime) => Promise<unknown>;
  onDone: () => void;
}) {
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      setError(STEP_DESCRIPTION_REQUIRED);
      return;
    }
    setSaving(true);
    try {
      await onCreate(title.trim(), slot);
    } catch {
      // The toast has said why (a time conflict or a failed save); the slot is left as it was.
    }
    onDone();
  };
  return (
    <DialogForm onSubmit={submit} noValidate>
      <Field label="Step description" required error={error}>
        <Input
          value={title}
          autoFocus
          autoComplete="off"
          onChange={(event) => {
            setTitle(event.target.value);
            if (error) setError(null);
          }}
        />
      </Field>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          Create Step
        </Button>
      </DialogFooter>
    </DialogForm>
  );
}
