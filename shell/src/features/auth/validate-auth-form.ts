// The form's own check before calling the backend. The inputs also carry native `required` and
// type="email"; this covers submits that skip the browser's validation (scripts, tests, old browsers).
// A new password (sign-up) must meet the backend's length rule, told at the field before the form is
// sent; signing in checks only that one was typed (the backend answers for wrong ones).
import { PASSWORD_REQUIRED, newPasswordError } from './password-rule';

export interface AuthFormValues {
  email: string;
  password: string;
}

export type AuthFormErrors = Partial<Record<keyof AuthFormValues, string>>;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+$/;

export function emailError(email: string): string | undefined {
  const trimmed = email.trim();
  if (!trimmed) return 'Email is required';
  if (!EMAIL_SHAPE.test(trimmed)) return 'Enter a valid email address';
  return undefined;
}

export function validateAuthForm(
  { email, password }: AuthFormValues,
  mode: 'signin' | 'signup' = 'signin',
): AuthFormErrors {
  const errors: AuthFormErrors = {};
  const emailMessage = emailError(email);
  if (emailMessage) errors.email = emailMessage;
  const passwordMessage = mode === 'signup' ? newPasswordError(password) : password ? undefined : PASSWORD_REQUIRED;
  if (passwordMessage) errors.password = passwordMessage;
  return errors;
}

export function hasErrors(errors: AuthFormErrors): boolean {
  return Object.keys(errors).length > 0;
}
