import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

const meta = {
  title: 'Components/Popover',
  component: Popover,
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <Popover defaultOpen>
      <PopoverTrigger asChild>
        <Button variant="outline">Why this goal?</Button>
      </PopoverTrigger>
      <PopoverContent align="start" style={{ maxWidth: '18rem' }}>
        Because finishing the book opens the door to everything else.
      </PopoverContent>
    </Popover>
  ),
};
