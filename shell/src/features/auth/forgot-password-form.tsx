// "Forgot password?": the address to mail a reset link to. The answer is the same whether or not the
// address has an account (the backend does not say), so the page only says where the link went.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { AlertCircle, ArrowLeft, Mail } from 'lucide-react';
import { getFriendlyMessage } from '@onething/shared-data';
import { Alert, Button, Field, Input } from '@onething/shared-ui';
import { emailError } from './validate-auth-form';

export const RESET_LINK_SENT_MESSAGE = 'Check your email for the password reset link!';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Intro = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const Back = styled(Button)`
  align-self: flex-start;
`;

export interface ForgotPasswordFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onRequestReset: (email: string) => Promise<void>;
  onBack: () => void;
}

export function ForgotPasswordForm({ email, onEmailChange, onRequestReset, onBack }: ForgotPasswordFormProps) {
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [pending, setPending] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);

  // The form replaces the one whose link opened it: the focus goes on with the address to check.
  useEffect(() => emailInput.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const error = emailError(email);
    setFieldError(error);
    setServerError(null);
    setSent(false);
    if (error) return;
    setPending(true);
    try {
      await onRequestReset(email.trim());
      setSent(true);
    } catch (failure) {
      setServerError(getFriendlyMessage(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <Form onSubmit={submit} aria-labelledby="forgot-password-title">
      <div>
        <Title id="forgot-password-title">Reset your password</Title>
        <Intro>Enter the e-mail you signed up with and we will send you a link to choose a new password.</Intro>
      </div>
      {serverError ? (
        <Alert variant="destructive" icon={<AlertCircle aria-hidden="true" />}>
          {serverError}
        </Alert>
      ) : null}
      {sent ? (
        <Alert role="status" icon={<Mail aria-hidden="true" />}>
          {RESET_LINK_SENT_MESSAGE}
        </Alert>
      ) : null}
      <Field label="Email" id="forgot-email" required error={fieldError}>
        <Input
          ref={emailInput}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
        />
      </Field>
      <Button type="submit" size="lg" loading={pending}>
        Send Reset Link
      </Button>
      <Back type="button" variant="ghost" size="sm" onClick={onBack}>
        <ArrowLeft aria-hidden="true" size={16} /> Back to sign in
      </Back>
    </Form>
  );
}
