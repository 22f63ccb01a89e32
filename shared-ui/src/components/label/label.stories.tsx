import type { Meta, StoryObj } from '@storybook/react-vite';
import { BothThemes } from '../../storybook/both-themes';
import { Label } from './label';

const meta = {
  title: 'Components/Label',
  component: Label,
  args: { children: 'Goal title' },
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Required: Story = { args: { required: true } };
export const BothThemesSideBySide: Story = {
  name: 'Both themes',
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <BothThemes>
      <Label {...args} required />
    </BothThemes>
  ),
};
