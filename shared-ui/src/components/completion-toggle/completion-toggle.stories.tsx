import type { Meta, StoryObj } from '@storybook/react-vite';
import { BothThemes, Stack } from '../../storybook/both-themes';
import { CompletionToggle } from './completion-toggle';

const meta = {
  title: 'Components/CompletionToggle',
  component: CompletionToggle,
  args: { label: 'Mark Read done today', completed: false, disabled: false, onToggle: () => {} },
} satisfies Meta<typeof CompletionToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const all = (
  <Stack $row>
    <CompletionToggle label="Mark Read done today" completed={false} onToggle={() => {}} />
    <CompletionToggle label="Mark Run done today" completed onToggle={() => {}} />
    <CompletionToggle label="Mark Stretch done today" completed={false} disabled onToggle={() => {}} />
  </Stack>
);

export const States: Story = { render: () => all };
export const BothThemesSideBySide: Story = {
  name: 'Both themes',
  parameters: { layout: 'fullscreen' },
  render: () => <BothThemes>{all}</BothThemes>,
};
