import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { BothThemes, Stack } from '../../storybook/both-themes';
import { Button } from '../button/button';
import { Input } from '../input/input';
import { Textarea } from '../textarea/textarea';
import { Field } from './field';
import { FieldError } from './field-error';

const meta = {
  title: 'Components/Field',
  component: Field,
  args: { label: 'Goal title', children: <Input placeholder="Write my first novel" /> },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithDescriptionAndError: Story = {
  args: {
    label: 'Duration (minutes)',
    description: 'Between 1 and 180 minutes.',
    error: 'Duration must be at most 180 minutes',
    required: true,
    children: <Input type="number" defaultValue={240} />,
  },
};

function ValidatingForm() {
  const [title, setTitle] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const error = submitted && title.trim() === '' ? 'Title is required' : undefined;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
      }}
      style={{ maxWidth: '24rem' }}
    >
      <Stack>
        <Field label="Title" required error={error}>
          <Input value={title} onChange={(event) => setTitle(event.target.value)} />
        </Field>
        <Field label="Why it matters" description="Optional, but it helps on hard days.">
          <Textarea rows={3} />
        </Field>
        <Button type="submit">Save goal</Button>
      </Stack>
    </form>
  );
}

export const Form: Story = { render: () => <ValidatingForm /> };

export const FieldErrorAlone: Story = {
  name: 'FieldError',
  render: () => <FieldError>Password must be at least 6 characters</FieldError>,
};

export const BothThemesSideBySide: Story = {
  name: 'Both themes',
  parameters: { layout: 'fullscreen' },
  render: () => (
    <BothThemes>
      <Field label="Title" required error="Title is required">
        <Input />
      </Field>
      <Field label="E-mail" description="We never share it.">
        <Input type="email" defaultValue="you@example.com" />
      </Field>
    </BothThemes>
  ),
};
