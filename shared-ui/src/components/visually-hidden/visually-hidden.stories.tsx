import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trash2 } from 'lucide-react';
import { Button } from '../button/button';
import { VisuallyHidden } from './visually-hidden';

const meta = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button below reads "Delete habit" to screen readers; only the icon is visible. */
export const IconButtonName: Story = {
  render: () => (
    <Button variant="outline" size="icon">
      <Trash2 aria-hidden="true" />
      <VisuallyHidden>Delete habit</VisuallyHidden>
    </Button>
  ),
};
