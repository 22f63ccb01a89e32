import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Trash2 } from 'lucide-react';
import { Button } from '../button/button';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Delete this goal?',
    description: 'This action cannot be undone and will also delete all related tasks and time blocks.',
    confirmLabel: 'Delete',
    destructive: true,
    onConfirm: fn(),
    trigger: (
      <Button variant="destructive">
        <Trash2 aria-hidden="true" />
        Delete goal
      </Button>
    ),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Destructive: Story = {};
export const Open: Story = { args: { open: true, onOpenChange: fn() } };
export const Neutral: Story = {
  args: {
    title: 'Reset session?',
    description: 'The timer goes back to the start.',
    confirmLabel: 'Reset',
    destructive: false,
    trigger: <Button variant="outline">Reset</Button>,
  },
};
