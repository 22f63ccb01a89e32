import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FriendlyError } from '@onething/shared-data';
import { fakeAuth, renderRoute } from '@onething/test-kit';
import AuthPage from '../../routes/auth-page';
import LandingPage from '../../routes/landing-page';
import { CONFIRMATION_MESSAGE } from './auth-form';
import { RESET_LINK_SENT_MESSAGE } from './forgot-password-form';

describe('/landing → /auth', () => {
  // The first render loads the design system and both pages, slow on the shared test machine.
  it('carries the typed e-mail to the Sign Up tab', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    renderRoute(<LandingPage />, { path: '/landing', routes: [{ path: '/auth', element: <AuthPage /> }] });
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: /get started/i }));
    expect(await screen.findByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: /email/i })).toHaveValue('ada@example.com');
  });

  it('shows the founding-member offer and an FAQ', () => {
    renderRoute(<LandingPage />, { path: '/landing' });
    expect(screen.getByRole('heading', { level: 1, name: 'ONE Thing OS' })).toBeInTheDocument();
    expect(screen.getByText(/100/, { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('12 months')).toBeInTheDocument();
    expect(screen.getByText('50% off')).toBeInTheDocument();
    expect(screen.getByText('What is the ONE Thing?').closest('details')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  });
});

describe('/auth', () => {
  const renderAuth = (auth = fakeAuth(), state?: unknown) =>
    renderRoute(<AuthPage />, { path: '/auth', initialEntry: { pathname: '/auth', state }, auth });

  it('after a session expired by itself, says why and fills in the e-mail to sign in again', () => {
    renderAuth(fakeAuth({ expiredSession: { userId: 'u1', email: 'ada@example.com', unsavedChanges: 2 } }));
    expect(screen.getByTestId('session-expired')).toHaveTextContent(
      'Your session has expired. Sign in again to save your changes.',
    );
    expect(screen.getByLabelText(/^email/i)).toHaveValue('ada@example.com');
  });

  it('labels required e-mail and password fields on both tabs; username is optional', async () => {
    const user = userEvent.setup();
    renderAuth();
    expect(screen.getByLabelText(/^email/i)).toBeRequired();
    expect(screen.getByLabelText(/^password/i)).toBeRequired();
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    expect(screen.getByLabelText(/^username/i)).not.toBeRequired();
    expect(screen.getByLabelText(/^password/i)).toHaveAttribute('autocomplete', 'new-password');
  });

  it('prefills the e-mail from navigation state on the Sign In tab by default', () => {
    renderAuth(fakeAuth(), { email: 'grace@example.com' });
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText(/^email/i)).toHaveValue('grace@example.com');
  });

  it('does not call the backend with empty fields', async () => {
    const user = userEvent.setup();
    const auth = fakeAuth();
    renderAuth(auth);
    const form = screen.getByRole('form', { name: 'Sign in' });
    // Bypass the browser's own required check to reach the form's.
    form.setAttribute('novalidate', '');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(auth.signIn).not.toHaveBeenCalled();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('shows the mapped server error in a destructive alert', async () => {
    const user = userEvent.setup();
    const auth = fakeAuth({
      signIn: vi.fn(async () => {
        throw new FriendlyError('Invalid email or password. Please try again.');
      }),
    });
    renderAuth(auth);
    await user.type(screen.getByLabelText(/^email/i), 'ada@example.com');
    await user.type(screen.getByLabelText(/^password/i), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(auth.signIn).toHaveBeenCalledWith('ada@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password. Please try again.');
  });

  it('signs in and goes to /', async () => {
    const user = userEvent.setup();
    const { router } = renderAuth();
    await user.type(screen.getByLabelText(/^email/i), 'ada@example.com');
    await user.type(screen.getByLabelText(/^password/i), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('asks to check the e-mail when the sign-up needs confirmation', async () => {
    const user = userEvent.setup();
    const auth = fakeAuth({ signUp: vi.fn(async () => ({ needsConfirmation: true })) });
    const { router } = renderAuth(auth);
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    await user.type(screen.getByLabelText(/^email/i), 'new@example.com');
    await user.type(screen.getByLabelText(/^password/i), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(auth.signUp).toHaveBeenCalledWith('new@example.com', 'secret1', undefined);
    expect(await screen.findByRole('status')).toHaveTextContent(CONFIRMATION_MESSAGE);
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('passes the optional username on sign-up', async () => {
    const user = userEvent.setup();
    const auth = fakeAuth();
    renderAuth(auth);
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    await user.type(screen.getByLabelText(/^email/i), 'new@example.com');
    await user.type(screen.getByLabelText(/^username/i), ' ada ');
    await user.type(screen.getByLabelText(/^password/i), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(auth.signUp).toHaveBeenCalledWith('new@example.com', 'secret1', 'ada');
  });
});

describe('/auth: forgot password, show password, the rule at the field', () => {
  const renderAuth = (auth = fakeAuth()) => renderRoute(<AuthPage />, { path: '/auth', auth });

  it('"Forgot password?" asks for the address and mails the link', async () => {
    const user = userEvent.setup();
    const auth = fakeAuth();
    renderAuth(auth);
    await user.type(screen.getByLabelText(/^email/i), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const form = screen.getByRole('form', { name: 'Reset your password' });
    expect(within(form).getByLabelText(/^email/i)).toHaveValue('ada@example.com');
    expect(within(form).getByLabelText(/^email/i)).toHaveFocus();
    await user.click(within(form).getByRole('button', { name: 'Send Reset Link' }));
    expect(auth.requestPasswordReset).toHaveBeenCalledWith('ada@example.com');
    expect(await within(form).findByRole('status')).toHaveTextContent(RESET_LINK_SENT_MESSAGE);

    await user.click(within(form).getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the backend refusal of a reset request (rate limit)', async () => {
    const user = userEvent.setup();
    const auth = fakeAuth({
      requestPasswordReset: vi.fn(async () => {
        throw new FriendlyError('Too many requests. Please wait a moment and try again.');
      }),
    });
    renderAuth(auth);
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.type(screen.getByLabelText(/^email/i), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Too many requests. Please wait a moment and try again.')).toBeInTheDocument();
    expect(screen.queryByText(RESET_LINK_SENT_MESSAGE)).toBeNull();
  });

  it('toggles the password between hidden and shown', async () => {
    const user = userEvent.setup();
    renderAuth();
    const password = screen.getByLabelText(/^password/i);
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password).toHaveAttribute('type', 'password');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'password');
  });

  it('tells the 6-character rule at the sign-up password field and sends nothing', async () => {
    const user = userEvent.setup();
    const auth = fakeAuth();
    renderAuth(auth);
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    await user.type(screen.getByLabelText(/^email/i), 'new@example.com');
    const password = screen.getByLabelText(/^password/i);
    expect(password).toHaveAccessibleDescription('At least 6 characters.');
    await user.type(password, '12345');
    // Moving to the field's own show/hide button does not count as leaving it.
    await user.tab();
    expect(password).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(/Password must be at least 6 characters long\./);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(auth.signUp).not.toHaveBeenCalled();
    await user.type(password, '6');
    expect(password).not.toHaveAttribute('aria-invalid');
  });
});
