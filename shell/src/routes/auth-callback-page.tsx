// /auth/callback: where sign-up confirmation and password reset links return. Exchanges the PKCE code
// for a session, then goes to / (the layout sends a new account on to /onboarding), or, after a reset
// link, asks for the new password first; back to /auth with the reason when the link cannot be used.
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { getFriendlyMessage, getSupabase, useAuth } from '@onething/shared-data';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Spinner } from '@onething/shared-ui';
import { toast } from '@onething/shared-ui/toaster';
import { exchangeOnce, readCallbackParams, type CallbackKind } from '../features/auth/callback-params';
import { NewPasswordForm } from '../features/auth/new-password-form';
import { readReturnTo } from '../auth/return-to';

const Page = styled.main`
  display: grid;
  place-items: center;
  align-content: center;
  gap: ${({ theme }) => theme.space[4]};
  min-height: 100vh;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.foreground};
`;

const Column = styled.div`
  width: 100%;
  max-width: 26rem;
`;

/** Exchanges the code; supabase-js announces a password reset link's code with the PASSWORD_RECOVERY event. */
async function exchangeCode(code: string): Promise<CallbackKind> {
  const auth = getSupabase().auth;
  let recovery = false;
  const { data } = auth.onAuthStateChange((event) => {
    if (event === 'PASSWORD_RECOVERY') recovery = true;
  });
  try {
    const { error } = await auth.exchangeCodeForSession(code);
    if (error) throw error;
  } finally {
    data.subscription.unsubscribe();
  }
  return recovery ? 'password-recovery' : 'sign-in';
}

export default function AuthCallbackPage() {
  const { user, loading, updatePassword } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useState(() => readCallbackParams(location.search, location.hash));
  const [exchanged, setExchanged] = useState<CallbackKind | null>(null);

  useEffect(() => {
    if (params.kind === 'error') {
      void navigate('/auth', { replace: true, state: { tab: 'signin', error: params.message } });
      return;
    }
    if (params.kind !== 'code') return;
    let active = true;
    exchangeOnce(params.code, exchangeCode).then(
      (kind) => active && setExchanged(kind),
      (error: unknown) => {
        if (active)
          void navigate('/auth', { replace: true, state: { tab: 'signin', error: getFriendlyMessage(error) } });
      },
    );
    return () => {
      active = false;
    };
  }, [params, navigate]);

  const choosingPassword = exchanged === 'password-recovery' && user !== null;

  // Waiting for the auth context to hold the user keeps the route guard from bouncing to /landing.
  useEffect(() => {
    if (loading) return;
    if (params.kind === 'code' && exchanged === null) return;
    if (params.kind === 'error' || exchanged === 'password-recovery') return;
    if (user) void navigate(readReturnTo(), { replace: true });
    else if (params.kind === 'none') void navigate('/auth', { replace: true });
  }, [loading, user, exchanged, params, navigate]);

  if (choosingPassword) {
    return (
      <Page>
        <Column>
          <Card>
            <CardHeader>
              <CardTitle as="h1">Choose a new password</CardTitle>
              <CardDescription>
                You are signed in as {user.email}. Your new password replaces the old one.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <NewPasswordForm
                label="Choose a new password"
                submitLabel="Save New Password"
                idPrefix="reset"
                onSubmit={updatePassword}
                onSaved={() => {
                  toast({ title: 'Password Updated', description: 'Use your new password next time you sign in.' });
                  void navigate(readReturnTo(), { replace: true });
                }}
              />
            </CardContent>
          </Card>
        </Column>
      </Page>
    );
  }

  return (
    <Page aria-busy="true">
      <Spinner size="lg" label="" role="presentation" aria-hidden="true" />
      <p role="status">Confirming your account...</p>
    </Page>
  );
}
