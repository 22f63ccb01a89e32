import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pencil } from 'lucide-react';
import { Button } from '../button/button';
import { Tooltip, TooltipContent, TooltipRoot, TooltipTrigger } from './tooltip';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: {
    content: 'Edit goal',
    children: (
      <Button variant="outline" size="icon" aria-label="Edit goal">
        <Pencil aria-hidden="true" />
      </Button>
    ),
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens after 700 ms on hover, at once on keyboard focus. */
export const Default: Story = {};

export const Open: Story = {
  render: () => (
    <div style={{ padding: '3rem' }}>
      <TooltipRoot open>
        <TooltipTrigger asChild>
          <Button variant="outline">Hover me</Button>
        </TooltipTrigger>
        <TooltipContent side="right">Keyboard shortcut: Ctrl+/</TooltipContent>
      </TooltipRoot>
    </div>
  ),
};
