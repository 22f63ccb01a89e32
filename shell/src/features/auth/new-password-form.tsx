// Choosing a new password: after a reset link (on /auth/callback) and in Settings. The rule shows under
// the field from the start and is checked there before anything is sent; the backend checks it again.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { AlertCircle } from 'lucide-react';
import { getFriendlyMessage } from '@onething/shared-data';
import { Alert, Button, Field } from '@onething/shared-ui';
import { PasswordInput } from './password-input';
import { PASSWORDS_DIFFER, PASSWORD_RULE_HINT, newPasswordError } from './password-rule';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

type Errors = { password?: string; confirm?: string };

export interface NewPasswordFormProps {
  /** Names the form for assistive technology ('Change password', 'Choose a new password'). */
  label: string;
  submitLabel: string;
  /** Rejects with the friendly error when the backend refuses. */
  onSubmit: (password: string) => Promise<void>;
  /** After the backend accepted the password; the fields are cleared. */
  onSaved: () => void;
  /** Field ids must be unique on the page. */
  idPrefix: string;
}

export function NewPasswordForm({ label, submitLabel, onSubmit, onSaved, idPrefix }: NewPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const check = (nextPassword: string, nextConfirm: string, confirmTold: boolean): Errors => ({
    password: newPasswordError(nextPassword),
    confirm: confirmTold && nextConfirm !== nextPassword ? PASSWORDS_DIFFER : undefined,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(password, confirm, true);
    setErrors(found);
    setServerError(null);
    if (found.password || found.confirm) return;
    setPending(true);
    try {
      await onSubmit(password);
      setPassword('');
      setConfirm('');
      setErrors({});
      onSaved();
    } catch (error) {
      setServerError(getFriendlyMessage(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <Form onSubmit={submit} aria-label={label} noValidate>
      {serverError ? (
        <Alert variant="destructive" icon={<AlertCircle aria-hidden="true" />}>
          {serverError}
        </Alert>
      ) : null}
      <Field
        label="New password"
        id={`${idPrefix}-new-password`}
        required
        description={PASSWORD_RULE_HINT}
        error={errors.password}
      >
        <PasswordInput
          name="new-password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            if (errors.password || errors.confirm)
              setErrors(check(event.target.value, confirm, errors.confirm !== undefined));
          }}
          onLeave={(value) => setErrors((current) => ({ ...current, password: newPasswordError(value) }))}
        />
      </Field>
      <Field label="Confirm new password" id={`${idPrefix}-confirm-password`} required error={errors.confirm}>
        <PasswordInput
          name="confirm-password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(event) => {
            setConfirm(event.target.value);
            if (errors.confirm)
              setErrors((current) => ({ ...current, confirm: check(password, event.target.value, true).confirm }));
          }}
        />
      </Field>
      <Actions>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </Actions>
    </Form>
  );
}
