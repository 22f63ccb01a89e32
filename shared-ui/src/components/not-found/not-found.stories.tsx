import type { Meta, StoryObj } from '@storybook/react-vite';
import { BothThemes } from '../../storybook/both-themes';
import { NotFound } from './not-found';

const meta = {
  title: 'Layout/NotFound',
  component: NotFound,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { fullScreen: true } };
export const NamedThing: Story = {
  name: 'One thing not found',
  args: {
    title: 'Habit not found',
    description: 'This habit does not exist or was deleted.',
    homeHref: '/habits',
    homeLabel: 'Go to Habit Tracker',
  },
};
export const BothThemesSideBySide: Story = {
  name: 'Both themes',
  render: () => (
    <BothThemes>
      <NotFound />
    </BothThemes>
  ),
};
