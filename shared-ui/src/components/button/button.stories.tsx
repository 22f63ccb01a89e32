import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus, Trash2 } from 'lucide-react';
import { BothThemes, Stack } from '../../storybook/both-themes';
import { Button } from './button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Start focus session', variant: 'default', size: 'md' },
  argTypes: {
    variant: { control: 'select', options: ['default', 'secondary', 'outline', 'ghost', 'destructive', 'link'] },
    size: { control: 'select', options: ['sm', 'md', 'lg', 'icon'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const all = (
  <Stack>
    <Stack $row>
      <Button>Default</Button>
      <Button variant="secondary">Secondary</Button>
      <Button variant="outline">Outline</Button>
      <Button variant="ghost">Ghost</Button>
      <Button variant="destructive">
        <Trash2 aria-hidden="true" />
        Delete
      </Button>
      <Button variant="link">Link</Button>
    </Stack>
    <Stack $row>
      <Button size="sm">Small</Button>
      <Button size="md">Medium</Button>
      <Button size="lg">Large</Button>
      <Button size="icon" aria-label="Add goal">
        <Plus aria-hidden="true" />
      </Button>
    </Stack>
    <Stack $row>
      <Button disabled>Disabled</Button>
      <Button loading>Saving</Button>
      <Button asChild variant="outline">
        <a href="#settings">Link as button</a>
      </Button>
    </Stack>
  </Stack>
);

export const Variants: Story = { render: () => all };

export const BothThemesSideBySide: Story = {
  name: 'Both themes',
  parameters: { layout: 'fullscreen' },
  render: () => <BothThemes>{all}</BothThemes>,
};
