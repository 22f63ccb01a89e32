// /auth/callback: where sign-up confirmation links return. Exchanges the
// PKCE code for a session, then goes to / (the layout sends a new account on to /onboarding), or back
// to /auth with the reason when the link cannot be used.
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { getFriendlyMessage, getSupabase, useAuth } from '@onething/shared-data';
import { Spinner } from '@onething/shared-ui';
import { exchangeOnce, readCallbackParams } from '../features/auth/callback-params';
import { readReturnTo } from '../auth/return-to';

const Page = styled.main`
  display: grid;
  place-items: center;
  align-content: center;
  gap: ${({ theme }) => theme.space[4]};
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.foreground};
`;

async function exchangeCode(code: string): Promise<void> {
  const { error } = await getSupabase().auth.exchangeCodeForSession(code);
  if (error) throw error;
}

export default function AuthCallbackPage() {
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useState(() => readCallbackParams(location.search, location.hash));
  const [exchanged, setExchanged] = useState(false);

  useEffect(() => {
    if (params.kind === 'error') {
      void navigate('/auth', { replace: true, state: { tab: 'signin', error: params.message } });
      return;
    }
    if (params.kind !== 'code') return;
    let active = true;
    exchangeOnce(params.code, exchangeCode).then(
      () => active && setExchanged(true),
      (error: unknown) => {
        if (active)
          void navigate('/auth', { replace: true, state: { tab: 'signin', error: getFriendlyMessage(error) } });
      },
    );
    return () => {
      active = false;
    };
  }, [params, navigate]);

  // Waiting for the auth context to hold the user keeps the route guard from bouncing to /landing.
  useEffect(() => {
    if (loading) return;
    if (params.kind === 'code' && !exchanged) return;
    if (params.kind === 'error') return;
    if (user) void navigate(readReturnTo(), { replace: true });
    else if (params.kind === 'none') void navigate('/auth', { replace: true });
  }, [loading, user, exchanged, params, navigate]);

  return (
    <Page aria-busy="true">
      <Spinner size="lg" label="" role="presentation" aria-hidden="true" />
      <p role="status">Confirming your account...</p>
    </Page>
  );
}
