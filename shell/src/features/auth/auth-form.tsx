import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { getFriendlyMessage } from '@onething/shared-data';
import { AlertCircle, Mail } from 'lucide-react';
import { Alert, Button, Field, Input } from '@onething/shared-ui';
import { PasswordInput } from './password-input';
import { PASSWORD_RULE_HINT, newPasswordError } from './password-rule';
import { hasErrors, validateAuthForm, type AuthFormErrors } from './validate-auth-form';

export type AuthMode = 'signin' | 'signup';

export const CONFIRMATION_MESSAGE = 'Check your email for the confirmation link!';

export interface AuthFormProps {
  mode: AuthMode;
  /** Shared by both tabs so switching tabs keeps the address. */
  email: string;
  onEmailChange: (email: string) => void;
  onSignIn: (email: string, password: string) => Promise<void>;
  /** Resolves whether the account still needs its e-mail confirmed. */
  onSignUp: (email: string, password: string, username?: string) => Promise<{ needsConfirmation: boolean }>;
  /** Called once the user is signed in (not after a sign-up that waits for confirmation). */
  onSignedIn: () => void;
  /** Opens the password reset form (offered on the sign-in form). */
  onForgotPassword?: () => void;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const ForgotLink = styled(Button)`
  align-self: flex-end;
  height: auto;
  padding: 0;
`;

export function AuthForm({
  mode,
  email,
  onEmailChange,
  onSignIn,
  onSignUp,
  onSignedIn,
  onForgotPassword,
}: AuthFormProps) {
  const [password, setPassword] = useState('');
  const [username, setUsername] = useState('');
  const [fieldErrors, setFieldErrors] = useState<AuthFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [confirmationSent, setConfirmationSent] = useState(false);
  const [pending, setPending] = useState(false);
  const isSignUp = mode === 'signup';
  const id = (name: string) => `${mode}-${name}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = validateAuthForm({ email, password }, mode);
    setFieldErrors(errors);
    setServerError(null);
    setConfirmationSent(false);
    if (hasErrors(errors)) return;
    setPending(true);
    try {
      if (isSignUp) {
        const { needsConfirmation } = await onSignUp(email.trim(), password, username.trim() || undefined);
        if (needsConfirmation) {
          setConfirmationSent(true);
          setPassword('');
          return;
        }
      } else {
        await onSignIn(email.trim(), password);
      }
      onSignedIn();
    } catch (error) {
      setServerError(getFriendlyMessage(error));
    } finally {
      setPending(false);
    }
  };

  // Once the rule has been told (a blur or a submit), the message follows what is typed.
  const checkNewPassword = (value: string) =>
    setFieldErrors((errors) => ({ ...errors, password: value ? newPasswordError(value) : undefined }));

  return (
    <Form onSubmit={submit} aria-label={isSignUp ? 'Sign up' : 'Sign in'}>
      {serverError ? (
        <Alert variant="destructive" icon={<AlertCircle aria-hidden="true" />}>
          {serverError}
        </Alert>
      ) : null}
      {confirmationSent ? (
        <Alert role="status" icon={<Mail aria-hidden="true" />}>
          {CONFIRMATION_MESSAGE}
        </Alert>
      ) : null}
      <Field label="Email" id={id('email')} required error={fieldErrors.email}>
        <Input
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
        />
      </Field>
      {isSignUp ? (
        <Field label="Username" id={id('username')} description="Optional. Shown to groups you join.">
          <Input
            name="username"
            autoComplete="username"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
        </Field>
      ) : null}
      <Field
        label="Password"
        id={id('password')}
        required
        error={fieldErrors.password}
        description={isSignUp ? PASSWORD_RULE_HINT : undefined}
      >
        <PasswordInput
          name="password"
          autoComplete={isSignUp ? 'new-password' : 'current-password'}
          required
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            if (isSignUp && fieldErrors.password) checkNewPassword(event.target.value);
          }}
          onLeave={isSignUp ? checkNewPassword : undefined}
        />
      </Field>
      {!isSignUp && onForgotPassword ? (
        <ForgotLink type="button" variant="link" size="sm" onClick={onForgotPassword}>
          Forgot password?
        </ForgotLink>
      ) : null}
      <Button type="submit" size="lg" loading={pending}>
        {isSignUp ? 'Sign Up' : 'Sign In'}
      </Button>
    </Form>
  );
}
