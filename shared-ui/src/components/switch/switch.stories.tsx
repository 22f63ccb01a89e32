import type { Meta, StoryObj } from '@storybook/react-vite';
import { BothThemes, Stack } from '../../storybook/both-themes';
import { Label } from '../label/label';
import { Switch } from './switch';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: { 'aria-label': 'Distraction shield' },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const examples = (
  <Stack>
    <Stack $row>
      <Switch id="shield" defaultChecked />
      <Label htmlFor="shield">Distraction shield</Label>
    </Stack>
    <Stack $row>
      <Switch id="sounds" />
      <Label htmlFor="sounds">Ambient sounds</Label>
    </Stack>
    <Stack $row>
      <Switch id="off" disabled />
      <Label htmlFor="off">Disabled</Label>
    </Stack>
  </Stack>
);

export const WithLabels: Story = { render: () => examples };
export const BothThemesSideBySide: Story = {
  name: 'Both themes',
  parameters: { layout: 'fullscreen' },
  render: () => <BothThemes>{examples}</BothThemes>,
};
