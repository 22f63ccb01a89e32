import type { Meta, StoryObj } from '@storybook/react-vite';
import { BothThemes, Stack } from '../../storybook/both-themes';
import { ChoiceInput } from './choice-input';

const meta = {
  title: 'Components/ChoiceInput',
  component: ChoiceInput,
  args: { type: 'checkbox', 'aria-label': 'Done' },
} satisfies Meta<typeof ChoiceInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const examples = (
  <Stack>
    <Stack $row>
      <label>
        <ChoiceInput type="radio" name="story-radio" defaultChecked /> Morning
      </label>
      <label>
        <ChoiceInput type="radio" name="story-radio" /> Evening
      </label>
    </Stack>
    <Stack $row>
      <label>
        <ChoiceInput type="checkbox" defaultChecked /> Read
      </label>
      <label>
        <ChoiceInput type="checkbox" /> Walk
      </label>
      <label>
        <ChoiceInput type="checkbox" disabled /> Disabled
      </label>
    </Stack>
  </Stack>
);

export const InBothThemes: Story = { render: () => <BothThemes>{examples}</BothThemes> };
