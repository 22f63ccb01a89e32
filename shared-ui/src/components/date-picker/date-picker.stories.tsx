import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { BothThemes } from '../../storybook/both-themes';
import { Field } from '../field/field';
import { Calendar } from './calendar';
import { DatePicker, type DatePickerProps } from './date-picker';

const meta = {
  title: 'Components/DatePicker',
  component: DatePicker,
  args: { value: null, onChange: () => undefined },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

function Controlled(props: Partial<DatePickerProps>) {
  const [value, setValue] = useState<string | null>(props.value ?? null);
  return (
    <div style={{ maxWidth: '18rem' }}>
      <Field label="Deadline" description={`Value: ${value ?? '(none)'}`}>
        <DatePicker {...props} value={value} onChange={setValue} />
      </Field>
    </div>
  );
}

/** Keyboard: Enter opens, arrows move, PageUp/PageDown change month, Enter picks, Escape closes. */
export const Default: Story = { render: () => <Controlled /> };
export const NoPastDays: Story = { render: () => <Controlled disablePast clearable /> };
export const WithValue: Story = { render: () => <Controlled value="2030-06-15" /> };

export const CalendarOnly: Story = {
  render: () => <Calendar mode="single" selected={new Date(2030, 5, 15)} defaultMonth={new Date(2030, 5, 1)} />,
};

export const BothThemesSideBySide: Story = {
  name: 'Both themes',
  parameters: { layout: 'fullscreen' },
  render: () => (
    <BothThemes>
      <Calendar
        mode="single"
        selected={new Date(2030, 5, 15)}
        defaultMonth={new Date(2030, 5, 1)}
        disabled={{ before: new Date(2030, 5, 10) }}
      />
    </BothThemes>
  ),
};
