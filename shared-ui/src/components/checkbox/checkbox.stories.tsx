import type { Meta, StoryObj } from '@storybook/react-vite';
import { BothThemes, Stack } from '../../storybook/both-themes';
import { Label } from '../label/label';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { 'aria-label': 'Done' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const examples = (
  <Stack>
    <Stack $row>
      <Checkbox id="c1" defaultChecked />
      <Label htmlFor="c1">Outline the chapter</Label>
    </Stack>
    <Stack $row>
      <Checkbox id="c2" />
      <Label htmlFor="c2">Write 500 words</Label>
    </Stack>
    <Stack $row>
      <Checkbox id="c3" checked="indeterminate" />
      <Label htmlFor="c3">Some steps done</Label>
    </Stack>
    <Stack $row>
      <Checkbox id="c4" disabled />
      <Label htmlFor="c4">Disabled</Label>
    </Stack>
  </Stack>
);

export const States: Story = { render: () => examples };
export const BothThemesSideBySide: Story = {
  name: 'Both themes',
  parameters: { layout: 'fullscreen' },
  render: () => <BothThemes>{examples}</BothThemes>,
};
