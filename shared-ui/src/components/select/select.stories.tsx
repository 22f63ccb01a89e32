import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { BothThemes } from '../../storybook/both-themes';
import { Field } from '../field/field';
import { OptionSelect } from './option-select';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from './select';

const meta = {
  title: 'Components/Select',
  component: Select,
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

const PrioritySelect = ({ open }: { open?: boolean }) => (
  <div style={{ maxWidth: '16rem' }}>
    <Field label="Priority">
      <Select defaultValue="high" {...(open ? { defaultOpen: true } : {})}>
        <SelectTrigger>
          <SelectValue placeholder="Choose a priority" />
        </SelectTrigger>
        <SelectContent>
          <SelectGroup>
            <SelectLabel>Priority</SelectLabel>
            <SelectItem value="low">Low</SelectItem>
            <SelectItem value="medium">Medium</SelectItem>
            <SelectItem value="high">High</SelectItem>
            <SelectSeparator />
            <SelectItem value="critical">Critical</SelectItem>
          </SelectGroup>
        </SelectContent>
      </Select>
    </Field>
  </div>
);

export const Default: Story = { render: () => <PrioritySelect /> };
export const Open: Story = { render: () => <PrioritySelect open />, parameters: { layout: 'padded' } };
export const Placeholder: Story = {
  render: () => (
    <Select>
      <SelectTrigger aria-label="Session preset" style={{ maxWidth: '16rem' }}>
        <SelectValue placeholder="Choose a preset" />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="25">Pomodoro (25 min)</SelectItem>
        <SelectItem value="15">Short Sprint (15 min)</SelectItem>
        <SelectItem value="50">Deep Focus (50 min)</SelectItem>
        <SelectItem value="60">Power Hour (60 min)</SelectItem>
      </SelectContent>
    </Select>
  ),
};
export const BothThemesSideBySide: Story = {
  name: 'Both themes',
  parameters: { layout: 'fullscreen' },
  render: () => (
    <BothThemes>
      <PrioritySelect />
    </BothThemes>
  ),
};

const CATEGORIES = ['Health', 'Fitness', 'Productivity', 'Learning'] as const;

function OptionSelectDemo() {
  const [value, setValue] = useState<(typeof CATEGORIES)[number]>('Fitness');
  return (
    <div style={{ maxWidth: '16rem' }}>
      <Field label="Category">
        <OptionSelect value={value} options={CATEGORIES} onValueChange={setValue} />
      </Field>
    </div>
  );
}

export const OptionSelectOverStrings: Story = { render: () => <OptionSelectDemo /> };
