import { type FormEvent, type ReactElement, useState } from 'react';
import { GROUP_DESCRIPTION_MAX_LENGTH, GROUP_NAME_MAX_LENGTH, type Group, type NewGroup } from '@onething/shared-data';
import { Button, DialogForm, Field, Input, Label, MutedText, Textarea } from '@onething/shared-ui';
import { Switch } from '@onething/shared-ui/controls';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@onething/shared-ui/overlays';
import { Row } from './layout';
import styled from 'styled-components';

const SwitchRow = styled(Row)`
  justify-content: space-between;
  flex-wrap: nowrap;
  align-items: flex-start;
`;

interface GroupFormDialogProps {
  trigger: ReactElement;
  /** The group being edited; a new group when absent. */
  group?: Group;
  pending: boolean;
  onSubmit: (values: NewGroup) => Promise<unknown>;
}

export function GroupFormDialog({ trigger, group, pending, onSubmit }: GroupFormDialogProps) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [isPrivate, setIsPrivate] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const reset = () => {
    setName(group?.name ?? '');
    setDescription(group?.description ?? '');
    setIsPrivate(group ? !group.is_public : false);
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError('Please enter a group name');
      return;
    }
    try {
      await onSubmit({ name: trimmed, description: description.trim() || null, is_public: !isPrivate });
      setOpen(false);
    } catch {
      // The mutation shows what went wrong; the dialog stays open with what was typed.
    }
  };

  const editing = Boolean(group);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) reset();
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit Group' : 'Create Group'}</DialogTitle>
          <DialogDescription>
            {editing
              ? 'Change the name, description or who can find this group.'
              : 'A group to keep each other accountable.'}
          </DialogDescription>
        </DialogHeader>
        <DialogForm onSubmit={(e) => void submit(e)} noValidate>
          <Field label="Name" required error={error}>
            <Input
              value={name}
              maxLength={GROUP_NAME_MAX_LENGTH}
              onChange={(e) => {
                setName(e.target.value);
                setError(null);
              }}
              autoComplete="off"
            />
          </Field>
          <Field label="Description" description={`Up to ${GROUP_DESCRIPTION_MAX_LENGTH} characters.`}>
            <Textarea
              value={description}
              maxLength={GROUP_DESCRIPTION_MAX_LENGTH}
              rows={3}
              onChange={(e) => setDescription(e.target.value)}
            />
          </Field>
          <SwitchRow>
            <div>
              <Label htmlFor="group-private">Private group</Label>
              <MutedText id="group-private-hint">
                Only members see a private group; others join through an invite link from a member.
                {editing && group?.is_public ? ' Making it private creates a new invite link.' : ''}
              </MutedText>
            </div>
            <Switch
              id="group-private"
              aria-describedby="group-private-hint"
              checked={isPrivate}
              onCheckedChange={setIsPrivate}
            />
          </SwitchRow>
          <DialogFooter>
            <Button type="submit" loading={pending}>
              {editing ? 'Save Changes' : 'Create Group'}
            </Button>
          </DialogFooter>
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
