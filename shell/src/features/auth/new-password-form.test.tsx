import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FriendlyError } from '@onething/shared-data';
import { ThemeProvider } from '@onething/shared-ui';
import { NewPasswordForm } from './new-password-form';

function renderForm(onSubmit = vi.fn(async () => undefined)) {
  const onSaved = vi.fn();
  render(
    <ThemeProvider mode="light" applyToDocument={false}>
      <NewPasswordForm
        label="Change password"
        submitLabel="Change Password"
        idPrefix="t"
        onSubmit={onSubmit}
        onSaved={onSaved}
      />
    </ThemeProvider>,
  );
  return { onSubmit, onSaved, user: userEvent.setup() };
}

const newPassword = () => screen.getByLabelText(/^new password/i);
const confirm = () => screen.getByLabelText(/^confirm new password/i);
const submit = () => screen.getByRole('button', { name: 'Change Password' });

describe('NewPasswordForm', () => {
  it('checks the rule and the match at the fields before sending', async () => {
    const { onSubmit, onSaved, user } = renderForm();
    expect(newPassword()).toHaveAccessibleDescription('At least 6 characters.');
    await user.click(submit());
    expect(newPassword()).toHaveAccessibleDescription(/Password is required/);
    await user.type(newPassword(), 'abc');
    expect(newPassword()).toHaveAccessibleDescription(/Password must be at least 6 characters long\./);
    await user.type(newPassword(), 'def');
    expect(newPassword()).not.toHaveAttribute('aria-invalid');
    await user.type(confirm(), 'abcdeg');
    await user.click(submit());
    expect(confirm()).toHaveAttribute('aria-invalid', 'true');
    expect(confirm()).toHaveAccessibleDescription('The passwords do not match');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(confirm());
    await user.type(confirm(), 'abcdef');
    expect(confirm()).not.toHaveAttribute('aria-invalid');
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledWith('abcdef');
    expect(onSaved).toHaveBeenCalled();
    expect(newPassword()).toHaveValue('');
  });

  it('shows the backend refusal and keeps what was typed', async () => {
    const { onSaved, user } = renderForm(
      vi.fn(async () => {
        throw new FriendlyError('New password should be different from the old password.');
      }),
    );
    await user.type(newPassword(), 'same-old');
    await user.type(confirm(), 'same-old');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'New password should be different from the old password.',
    );
    expect(onSaved).not.toHaveBeenCalled();
    expect(newPassword()).toHaveValue('same-old');
  });
});
