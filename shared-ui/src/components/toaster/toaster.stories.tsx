import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { toast } from './toast';
import { Toaster } from './toaster';

// The preview decorator already mounts <Toaster /> inside the theme.
const meta = {
  title: 'Components/Toaster',
  component: Toaster,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Toasts last 4 s, at most 3 are visible, and Alt+T moves focus to them. */
export const Default: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
      <Button
        onClick={() =>
          toast({ title: 'Session Completed!', description: 'Great job! You completed a 25-minute deep work session.' })
        }
      >
        Success toast
      </Button>
      <Button
        variant="destructive"
        onClick={() =>
          toast({ title: 'Error', description: 'Failed to create goal. Please try again.', variant: 'destructive' })
        }
      >
        Error toast
      </Button>
    </div>
  ),
};

export const Shown: Story = {
  render: () => {
    setTimeout(() => {
      toast({ title: 'Goal Created' });
      toast({ title: 'Error', description: 'Failed to update habit', variant: 'destructive' });
    }, 50);
    return <p>Two toasts appear at the bottom right.</p>;
  },
};
