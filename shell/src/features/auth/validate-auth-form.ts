// The form's own check before calling the backend. The inputs also carry native `required` and
// type="email"; this covers submits that skip the browser's validation (scripts, tests, old browsers).
// The password length rule is the backend's (at least 6 characters), so it is not checked here.

export interface AuthFormValues {
  email: string;
  password: string;
}

export type AuthFormErrors = Partial<Record<keyof AuthFormValues, string>>;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+$/;

export function validateAuthForm({ email, password }: AuthFormValues): AuthFormErrors {
  const errors: AuthFormErrors = {};
  const trimmed = email.trim();
  if (!trimmed) errors.email = 'Email is required';
  else if (!EMAIL_SHAPE.test(trimmed)) errors.email = 'Enter a valid email address';
  if (!password) errors.password = 'Password is required';
  return errors;
}

export function hasErrors(errors: AuthFormErrors): boolean {
  return Object.keys(errors).length > 0;
}
