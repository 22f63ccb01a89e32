import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Input } from '../input/input';
import { Field } from './field';
import { FieldError } from './field-error';

describe('Field', () => {
  it('labels the control and leaves it valid without an error', () => {
    renderWithTheme(
      <Field label="Title">
        <Input />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Title' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('marks the control invalid and describes it with the error', () => {
    renderWithTheme(
      <Field label="Title" description="What you want to achieve." error="Title is required" required>
        <Input />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Title' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('What you want to achieve. Title is required');
    expect(screen.getByRole('alert')).toHaveTextContent('Title is required');
  });

  it('keeps a describedby the control already had and honours a given id', () => {
    renderWithTheme(
      <>
        <p id="hint">Hint</p>
        <Field label="Minutes" id="minutes" error="Too long">
          <Input aria-describedby="hint" />
        </Field>
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Minutes' });
    expect(input).toHaveAttribute('id', 'minutes');
    expect(input).toHaveAccessibleDescription('Hint Too long');
  });

  it('passes control props to a render function', () => {
    renderWithTheme(
      <Field label="Why" error="Too short">
        {(props) => <textarea {...props} />}
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Why' })).toHaveAccessibleDescription('Too short');
  });
});

describe('FieldError', () => {
  it('renders nothing when empty', () => {
    const { container } = renderWithTheme(<FieldError>{undefined}</FieldError>);
    expect(container).toBeEmptyDOMElement();
  });
});
