import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button, Field, Input, Progress, Textarea } from '@onething/shared-ui';
import { CHOSEN_NAME_HINT, CHOSEN_NAME_LABEL, CHOSEN_NAME_MAX_LENGTH, isChosenName } from './chosen-name';
import { ChoiceGroup } from './choice-group';
import { EMPTY_PROGRESS, type OnboardingProgress } from './onboarding-progress';
import { StarterHabitsChoice } from './starter-habits-choice';
import { suggestStarterHabits, type StarterHabit } from './starter-habits';
import {
  isStepComplete,
  progressPercent,
  stepDefinition,
  toAnswers,
  toggleGoal,
  TOTAL_STEPS,
} from './onboarding-steps';
import type { OnboardingAnswers } from '@onething/shared-data';

const Header = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

const StepCount = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const StepTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  outline: none;
`;

const StepDescription = styled.p`
  margin-bottom: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const Actions = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[6]};
`;

/** The step that also asks for the name to be called by. */
const NAME_STEP = 1;

const NameQuestion = styled.div`
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

export interface OnboardingWizardProps {
  /** Called with the answers, the starter habits the user accepted and the name they chose (trimmed). */
  onComplete: (answers: OnboardingAnswers, starterHabits: StarterHabit[], name: string) => Promise<void>;
  /** The name field's first value (from sign-up, never from the e-mail address). */
  initialName?: string;
  /** Where a reloaded wizard resumes (see onboarding-progress.ts). */
  initialProgress?: OnboardingProgress;
  /** Every change of step, answer or accepted habit, so the page can keep it across a reload. */
  onProgress?: (progress: OnboardingProgress) => void;
}

export function OnboardingWizard({
  onComplete,
  initialName = '',
  initialProgress = EMPTY_PROGRESS,
  onProgress,
}: OnboardingWizardProps) {
  const [progress, setProgress] = useState<OnboardingProgress>(initialProgress);
  const { step, draft, acceptedHabits } = progress;
  const name = progress.name ?? initialName;
  const [saving, setSaving] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const definition = stepDefinition(step);
  const answered = isStepComplete(step, draft) && (step !== NAME_STEP || isChosenName(name));
  const isLast = step === TOTAL_STEPS;
  const suggestions = useMemo(
    () => suggestStarterHabits({ goals: draft.goals, biggestChallenge: draft.biggestChallenge }),
    [draft.goals, draft.biggestChallenge],
  );

  const update = (patch: Partial<OnboardingProgress>) => {
    const next = { ...progress, ...patch };
    setProgress(next);
    onProgress?.(next);
  };
  const setDraft = (next: OnboardingProgress['draft']) => update({ draft: next });
  const setStep = (next: number) => update({ step: next });

  // A new step starts at the top of the page (a long step may have been scrolled), and moving focus to
  // its question tells screen-reader users the step changed. 'instant': the page's smooth scrolling
  // would leave the new question sliding in from below the fold.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    titleRef.current?.focus({ preventScroll: true });
  }, [step]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!answered || saving) return;
    if (!isLast) {
      setStep(step + 1);
      return;
    }
    setSaving(true);
    try {
      await onComplete(
        toAnswers(draft),
        suggestions.filter((habit) => acceptedHabits.includes(habit.name)),
        name.trim(),
      );
    } finally {
      setSaving(false);
    }
  };

  const titleId = `onboarding-step-${step}-title`;
  const descriptionId = `onboarding-step-${step}-description`;

  return (
    <form onSubmit={submit} aria-labelledby={titleId}>
      <Header>
        <StepCount>
          Step {step} of {TOTAL_STEPS}
        </StepCount>
        <Progress value={progressPercent(step)} label="Onboarding progress" size="sm" />
      </Header>
      {step === NAME_STEP ? (
        <NameQuestion>
          <Field label={CHOSEN_NAME_LABEL} id="onboarding-name" required description={CHOSEN_NAME_HINT}>
            <Input
              name="name"
              autoComplete="nickname"
              required
              maxLength={CHOSEN_NAME_MAX_LENGTH}
              value={name}
              onChange={(event) => update({ name: event.target.value })}
            />
          </Field>
        </NameQuestion>
      ) : null}
      <StepTitle id={titleId} ref={titleRef} tabIndex={-1}>
        {definition.title}
      </StepTitle>
      <StepDescription id={descriptionId}>{definition.description}</StepDescription>

      {definition.kind === 'text' ? (
        <Field label="Your ONE Thing goal" required>
          <Textarea
            name="oneThingGoal"
            rows={4}
            required
            maxLength={200}
            placeholder="e.g. Launch the first version of my product"
            value={draft.oneThingGoal}
            onChange={(event) => setDraft({ ...draft, oneThingGoal: event.target.value })}
          />
        </Field>
      ) : definition.kind === 'multiple' ? (
        <ChoiceGroup
          name={definition.field}
          labelledBy={titleId}
          describedBy={descriptionId}
          choices={definition.choices}
          multiple
          isSelected={(value) => draft.goals.includes(value)}
          onSelect={(value) => setDraft({ ...draft, goals: toggleGoal(draft.goals, value) })}
        />
      ) : (
        <ChoiceGroup
          name={definition.field}
          labelledBy={titleId}
          describedBy={descriptionId}
          choices={definition.choices}
          multiple={false}
          isSelected={(value) => draft[definition.field] === value}
          onSelect={(value) => setDraft({ ...draft, [definition.field]: value })}
        />
      )}

      {isLast ? (
        <StarterHabitsChoice
          suggestions={suggestions}
          accepted={acceptedHabits}
          onChange={(accepted) => update({ acceptedHabits: accepted })}
        />
      ) : null}

      <Actions>
        <Button variant="outline" disabled={step === 1 || saving} onClick={() => setStep(step - 1)}>
          <ChevronLeft aria-hidden="true" /> Back
        </Button>
        <Button type="submit" disabled={!answered} loading={saving}>
          {isLast ? (
            'Complete Setup'
          ) : (
            <>
              Next <ChevronRight aria-hidden="true" />
            </>
          )}
        </Button>
      </Actions>
    </form>
  );
}
