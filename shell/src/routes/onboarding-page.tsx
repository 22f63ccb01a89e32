// /onboarding: the six-step wizard (the first step also asks the name to be called by). Finishing creates the first ONE Thing goal when there is none and
// the starter habits the user accepted, stores the answers on the profile and goes to /?onboarded=true.
// The answers so far are kept in this browser until then, so a reload resumes where the user was.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useQueryClient } from '@tanstack/react-query';
import { getFriendlyMessage, useAuth, type OnboardingAnswers } from '@onething/shared-data';
import { Target } from 'lucide-react';
import { Card, CardContent, media } from '@onething/shared-ui';
import { toast } from '@onething/shared-ui/toaster';
import { prefilledName } from '../features/onboarding/chosen-name';
import { completeOnboarding } from '../features/onboarding/complete-onboarding';
import { queuedOnboardingServices } from '../features/onboarding/queued-onboarding-services';
import { clearProgress, EMPTY_PROGRESS, loadProgress, saveProgress } from '../features/onboarding/onboarding-progress';
import { OnboardingWizard } from '../features/onboarding/onboarding-wizard';
import type { StarterHabit } from '../features/onboarding/starter-habits';

const Page = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  min-height: 100vh;
  padding: ${({ theme }) => `${theme.space[12]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.colors.background};

  ${media.mobile} {
    padding: ${({ theme }) => `${theme.space[6]} ${theme.space[3]}`};
  }
`;

const Column = styled.div`
  width: 100%;
  max-width: 44rem;
`;

const Intro = styled.header`
  margin-bottom: ${({ theme }) => theme.space[6]};
  text-align: center;

  h1 {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }

  h1 svg {
    color: ${({ theme }) => theme.colors.primary};
  }

  p {
    margin-top: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.mutedForeground};
  }
`;

export default function OnboardingPage() {
  const { user, profile, updateProfile } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Read once: later changes are the wizard's own state, saved as they happen.
  const [initialProgress] = useState(() => (user ? loadProgress(user.id) : EMPTY_PROGRESS));

  const onComplete = async (answers: OnboardingAnswers, starterHabits: StarterHabit[], name: string) => {
    if (!user) return;
    try {
      await completeOnboarding(
        user.id,
        answers,
        queuedOnboardingServices(queryClient, user.id, updateProfile),
        starterHabits,
        name,
      );
      clearProgress(user.id);
      void navigate('/?onboarded=true', { replace: true });
    } catch (error) {
      toast({ title: 'Error', description: getFriendlyMessage(error), variant: 'destructive' });
    }
  };

  return (
    <Page>
      <Column>
        <Intro>
          <h1>
            <Target aria-hidden="true" size={28} /> Welcome to ONE Thing OS
          </h1>
          <p>Six quick questions, and your first ONE Thing is ready.</p>
        </Intro>
        <Card>
          <CardContent>
            <OnboardingWizard
              onComplete={onComplete}
              initialName={prefilledName(profile, user?.email)}
              initialProgress={initialProgress}
              onProgress={(progress) => {
                if (user) saveProgress(user.id, progress);
              }}
            />
          </CardContent>
        </Card>
      </Column>
    </Page>
  );
}
