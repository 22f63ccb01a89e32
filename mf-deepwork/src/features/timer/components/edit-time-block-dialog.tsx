import { useState, type FormEvent } from 'react';
import type { TimeBlock } from '@onething/shared-data';
import { Button, DialogForm, Field, Input, Textarea } from '@onething/shared-ui';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@onething/shared-ui/overlays';
import styled from 'styled-components';

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
`;

export type TimeBlockEdit = {
  title: string;
  start_time: string;
  end_time: string;
  instructions: string | null;
  completion_criteria: string | null;
};

export interface EditTimeBlockDialogProps {
  block: TimeBlock | null;
  onOpenChange: (open: boolean) => void;
  onSave: (block: TimeBlock, edit: TimeBlockEdit) => Promise<unknown>;
}

/** Title, start, end, instructions and completion criteria of one time block. */
export function EditTimeBlockDialog({ block, onOpenChange, onSave }: EditTimeBlockDialogProps) {
  return (
    <Dialog open={block !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Time Block</DialogTitle>
          <DialogDescription>What to do in this block, when, and how you know it is done.</DialogDescription>
        </DialogHeader>
        {block ? (
          <EditTimeBlockForm key={block.id} block={block} onSave={onSave} onDone={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());
const toColumn = (time: string) => (time.length === 5 ? `${time}:00` : time);

function EditTimeBlockForm({
  block,
  onSave,
  onDone,
}: {
  block: TimeBlock;
  onSave: EditTimeBlockDialogProps['onSave'];
  onDone: () => void;
}) {
  const [title, setTitle] = useState(block.title);
  const [start, setStart] = useState(block.start_time.slice(0, 5));
  const [end, setEnd] = useState((block.end_time ?? block.start_time).slice(0, 5));
  const [instructions, setInstructions] = useState(block.instructions ?? '');
  const [criteria, setCriteria] = useState(block.completion_criteria ?? '');
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await onSave(block, {
        title: title.trim() === '' ? block.title : title.trim(),
        start_time: toColumn(start || block.start_time),
        end_time: toColumn(end || block.end_time || block.start_time),
        instructions: blankToNull(instructions),
        completion_criteria: blankToNull(criteria),
      });
      onDone();
    } catch {
      setSaving(false);
    }
  };

  return (
    <DialogForm onSubmit={submit} noValidate>
      <Field label="Title">
        <Input value={title} autoComplete="off" onChange={(event) => setTitle(event.target.value)} />
      </Field>
      <Row>
        <Field label="Start time">
          <Input type="time" value={start} onChange={(event) => setStart(event.target.value)} />
        </Field>
        <Field label="End time">
          <Input type="time" value={end} onChange={(event) => setEnd(event.target.value)} />
        </Field>
      </Row>
      <Field label="Instructions">
        <Textarea value={instructions} rows={3} onChange={(event) => setInstructions(event.target.value)} />
      </Field>
      <Field label="Completion criteria">
        <Textarea value={criteria} rows={2} onChange={(event) => setCriteria(event.target.value)} />
      </Field>
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
