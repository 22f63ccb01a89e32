import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BothThemes } from '../../storybook/both-themes';
import { ErrorScreen } from './error-screen';

const meta = {
  title: 'Layout/ErrorScreen',
  component: ErrorScreen,
  args: { onRetry: fn(), onRefresh: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const InLayout: Story = { args: { fullScreen: false } };
export const WithDetails: Story = { args: { details: 'TypeError: Cannot read properties of undefined' } };
export const BothThemesSideBySide: Story = {
  name: 'Both themes',
  render: (args) => (
    <BothThemes>
      <ErrorScreen {...args} fullScreen={false} />
    </BothThemes>
  ),
};
