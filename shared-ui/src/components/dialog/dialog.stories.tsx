import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Field } from '../field/field';
import { Input } from '../input/input';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const Example = ({ defaultOpen = false }: { defaultOpen?: boolean }) => (
  <Dialog defaultOpen={defaultOpen}>
    <DialogTrigger asChild>
      <Button>New step</Button>
    </DialogTrigger>
    <DialogContent>
      <DialogHeader>
        <DialogTitle>Create step</DialogTitle>
        <DialogDescription>Break your ONE Thing into the next concrete action.</DialogDescription>
      </DialogHeader>
      <Field label="Title" required>
        <Input placeholder="Outline chapter one" />
      </Field>
      <Field label="Duration (minutes)" description="1-180 minutes.">
        <Input type="number" defaultValue={30} />
      </Field>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button>Create step</Button>
      </DialogFooter>
    </DialogContent>
  </Dialog>
);

/** Escape closes, focus is trapped inside and returns to the trigger. */
export const Default: Story = { render: () => <Example /> };
export const Open: Story = { render: () => <Example defaultOpen /> };
