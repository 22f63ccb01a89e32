import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, ChevronLeft, ChevronRight, Field, Progress, Textarea } from '@onething/shared-ui';
import { ChoiceGroup } from './choice-group';
import {
  EMPTY_DRAFT,
  isStepComplete,
  progressPercent,
  stepDefinition,
  toAnswers,
  toggleGoal,
  TOTAL_STEPS,
  type OnboardingDraft,
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

export interface OnboardingWizardProps {
  onComplete: (answers: OnboardingAnswers) => Promise<void>;
  initialDraft?: OnboardingDraft;
}

export function OnboardingWizard({ onComplete, initialDraft = EMPTY_DRAFT }: OnboardingWizardProps) {
  const [step, setStep] = useState(1);
  const [draft, setDraft] = useState<OnboardingDraft>(initialDraft);
  const [saving, setSaving] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const definition = stepDefinition(step);
  const answered = isStepComplete(step, draft);
  const isLast = step === TOTAL_STEPS;

  // Moving focus to the new question tells screen-reader users the step changed.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    titleRef.current?.focus();
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
      await onComplete(toAnswers(draft));
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
