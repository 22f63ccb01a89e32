import type { Meta, StoryObj } from '@storybook/react-vite';
import { BothThemes, Stack } from '../../storybook/both-themes';
import { Progress } from './progress';

const meta = {
  title: 'Components/Progress',
  component: Progress,
  args: { value: 45, label: 'Goal progress', tone: 'default', size: 'md' },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 100 } },
    tone: { control: 'select', options: ['default', 'success', 'warning', 'destructive'] },
    size: { control: 'select', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Progress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const all = (
  <Stack style={{ maxWidth: '24rem' }}>
    <Progress value={0} label="Empty" />
    <Progress value={45} label="Goal progress" />
    <Progress value={100} tone="success" label="Habits done" />
    <Progress value={85} tone="warning" label="Weekly time budget" />
    <Progress value={30} tone="destructive" size="lg" label="Overdue" />
  </Stack>
);

export const Tones: Story = { render: () => all };
export const BothThemesSideBySide: Story = {
  name: 'Both themes',
  parameters: { layout: 'fullscreen' },
  render: () => <BothThemes>{all}</BothThemes>,
};
