import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flame } from 'lucide-react';
import { BothThemes, Stack } from '../../storybook/both-themes';
import { Badge } from './badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Pre-set', variant: 'default' },
  argTypes: {
    variant: { control: 'select', options: ['default', 'secondary', 'outline', 'success', 'warning', 'destructive'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const all = (
  <Stack $row>
    <Badge>Default</Badge>
    <Badge variant="secondary">Secondary</Badge>
    <Badge variant="outline">Outline</Badge>
    <Badge variant="success">Completed</Badge>
    <Badge variant="warning">Due soon</Badge>
    <Badge variant="streakYellow">
      <Flame aria-hidden="true" />3 day streak
    </Badge>
    <Badge variant="streakOrange">
      <Flame aria-hidden="true" />7 day streak
    </Badge>
    <Badge variant="destructive">Critical</Badge>
  </Stack>
);

export const Variants: Story = { render: () => all };
export const BothThemesSideBySide: Story = {
  name: 'Both themes',
  parameters: { layout: 'fullscreen' },
  render: () => <BothThemes>{all}</BothThemes>,
};
