import type { Meta, StoryObj } from '@storybook/react-vite';
import { BothThemes, Stack } from '../../storybook/both-themes';
import { Input } from './input';

const meta = {
  title: 'Components/Input',
  component: Input,
  args: { placeholder: 'you@example.com', type: 'email', 'aria-label': 'E-mail' },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const States: Story = {
  render: () => (
    <Stack style={{ maxWidth: '22rem' }}>
      <Input aria-label="Empty" placeholder="Placeholder" />
      <Input aria-label="Filled" defaultValue="Write the first chapter" />
      <Input aria-label="Invalid" aria-invalid defaultValue="x" />
      <Input aria-label="Disabled" disabled defaultValue="Disabled" />
    </Stack>
  ),
};

export const BothThemesSideBySide: Story = {
  name: 'Both themes',
  parameters: { layout: 'fullscreen' },
  render: () => (
    <BothThemes>
      <Input aria-label="Goal" placeholder="What is your ONE Thing?" />
      <Input aria-label="Invalid" aria-invalid defaultValue="x" />
    </BothThemes>
  ),
};
