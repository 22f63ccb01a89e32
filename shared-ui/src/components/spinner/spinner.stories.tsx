import type { Meta, StoryObj } from '@storybook/react-vite';
import { BothThemes, Stack } from '../../storybook/both-themes';
import { Spinner } from './spinner';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  args: { size: 'md' },
  argTypes: { size: { control: 'select', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const sizes = (
  <Stack $row>
    <Spinner size="sm" />
    <Spinner size="md" />
    <Spinner size="lg" />
  </Stack>
);

export const Sizes: Story = { render: () => sizes };
export const BothThemesSideBySide: Story = {
  name: 'Both themes',
  parameters: { layout: 'fullscreen' },
  render: () => <BothThemes>{sizes}</BothThemes>,
};
