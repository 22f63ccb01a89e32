// /auth: the 'Sign In' and 'Sign Up' tabs, and the password reset form that "Forgot password?" opens in
// their place. A prefilled e-mail and the tab may arrive in navigation state from /landing;
// /auth/callback may leave an error there.
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { sessionExpiredMessage, useAuth } from '@onething/shared-data';
import { AlertCircle, Target } from 'lucide-react';
import { Alert, Card, CardContent, CardDescription, CardHeader } from '@onething/shared-ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@onething/shared-ui/controls';
import { AuthForm, type AuthMode } from '../features/auth/auth-form';
import { ForgotPasswordForm } from '../features/auth/forgot-password-form';
import { readAuthNavigationState } from '../features/landing/email-hand-over';
import { readReturnTo } from '../auth/return-to';

const Page = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.background};
`;

const Column = styled.div`
  width: 100%;
  max-width: 26rem;
`;

const Heading = styled.h1`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};

  svg {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const FullTabs = styled(Tabs)`
  ${TabsList} {
    display: grid;
    grid-template-columns: 1fr 1fr;
    align-self: stretch;
  }
`;

const Back = styled(Link)`
  display: block;
  margin-top: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
  text-align: center;
`;

export interface AuthPageProps {
  /** Starts loading the page a signed-in visitor goes to (the app passes its remote preloader). */
  preparePage?: (path: string) => void;
}

export default function AuthPage({ preparePage }: AuthPageProps) {
  const { signIn, signUp, requestPasswordReset, expiredSession } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [initial] = useState(() => readAuthNavigationState(location.state));
  const [tab, setTab] = useState<AuthMode>(initial.tab ?? 'signin');
  const [email, setEmail] = useState(initial.email ?? expiredSession?.email ?? '');
  const [resetting, setResetting] = useState(false);

  // Back to the page the guard sent the visitor away from, else the dashboard. New accounts reach
  // /onboarding from there (the layout's onboarding gate), whichever way they signed in.
  const onSignedIn = () => {
    const returnTo = readReturnTo();
    preparePage?.(returnTo);
    void navigate(returnTo, { replace: true });
  };
  const formProps = { email, onEmailChange: setEmail, onSignIn: signIn, onSignUp: signUp, onSignedIn };

  return (
    <Page>
      <Column>
        <Card>
          <CardHeader>
            <Heading>
              <Target aria-hidden="true" size={24} /> ONE Thing OS
            </Heading>
            <CardDescription>Sign in to focus on your ONE Thing, or create an account.</CardDescription>
          </CardHeader>
          <CardContent>
            {expiredSession ? (
              <Alert
                data-testid="session-expired"
                icon={<AlertCircle aria-hidden="true" />}
                style={{ marginBottom: '1rem' }}
              >
                {sessionExpiredMessage(expiredSession)}
              </Alert>
            ) : null}
            {initial.error ? (
              <Alert variant="destructive" icon={<AlertCircle aria-hidden="true" />} style={{ marginBottom: '1rem' }}>
                {initial.error}
              </Alert>
            ) : null}
            {resetting ? (
              <ForgotPasswordForm
                email={email}
                onEmailChange={setEmail}
                onRequestReset={requestPasswordReset}
                onBack={() => {
                  setTab('signin');
                  setResetting(false);
                }}
              />
            ) : (
              <FullTabs value={tab} onValueChange={(value) => setTab(value === 'signup' ? 'signup' : 'signin')}>
                <TabsList aria-label="Sign in or sign up">
                  <TabsTrigger value="signin">Sign In</TabsTrigger>
                  <TabsTrigger value="signup">Sign Up</TabsTrigger>
                </TabsList>
                <TabsContent value="signin">
                  <AuthForm mode="signin" {...formProps} onForgotPassword={() => setResetting(true)} />
                </TabsContent>
                <TabsContent value="signup">
                  <AuthForm mode="signup" {...formProps} />
                </TabsContent>
              </FullTabs>
            )}
          </CardContent>
        </Card>
        <Back to="/landing">Back to the home page</Back>
      </Column>
    </Page>
  );
}
