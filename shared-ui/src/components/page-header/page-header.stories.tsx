import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus, Repeat } from 'lucide-react';
import { BothThemes } from '../../storybook/both-themes';
import { Button } from '../button/button';
import { PageHeader } from './page-header';

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: {
    title: 'Habits',
    description: 'Build systems that make success inevitable.',
    icon: <Repeat aria-hidden="true" />,
    actions: (
      <Button>
        <Plus aria-hidden="true" />
        New habit
      </Button>
    ),
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const TitleOnly: Story = { args: { description: undefined, actions: undefined, icon: undefined } };
export const BothThemesSideBySide: Story = {
  name: 'Both themes',
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <BothThemes>
      <PageHeader {...args} />
    </BothThemes>
  ),
};
