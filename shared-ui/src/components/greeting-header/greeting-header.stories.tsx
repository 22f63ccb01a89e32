import type { Meta, StoryObj } from '@storybook/react-vite';
import { BothThemes } from '../../storybook/both-themes';
import { GreetingHeader } from './greeting-header';

const meta = {
  title: 'Layout/GreetingHeader',
  component: GreetingHeader,
  args: {
    pageName: 'Dashboard',
    greeting: 'Good morning, Ada',
    subtitle: 'Focus on your ONE Thing today. Everything else is secondary.',
  },
} satisfies Meta<typeof GreetingHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SubtitleLoading: Story = { args: { subtitle: null } };
export const BothThemesSideBySide: Story = {
  name: 'Both themes',
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <BothThemes>
      <GreetingHeader {...args} />
    </BothThemes>
  ),
};
