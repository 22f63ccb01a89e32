import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '@onething/shared-ui';
import type { OnboardingProgress } from './onboarding-progress';
import { EMPTY_DRAFT } from './onboarding-steps';
import { OnboardingWizard } from './onboarding-wizard';

function renderWizard(initialProgress?: OnboardingProgress, initialName = 'Grace') {
  const onComplete = vi.fn(async () => undefined);
  const onProgress = vi.fn();
  render(
    <ThemeProvider mode="light" applyToDocument={false}>
      <OnboardingWizard
        onComplete={onComplete}
        initialName={initialName}
        initialProgress={initialProgress}
        onProgress={onProgress}
      />
    </ThemeProvider>,
  );
  return { onComplete, onProgress, user: userEvent.setup() };
}

const next = () => screen.getByRole('button', { name: /next/i });

describe('OnboardingWizard', () => {
  // user-event walks six steps; on the shared CI machine this takes longer than the 5 s default.
  it('advances only when each step is answered, then completes with all answers', { timeout: 30_000 }, async () => {
    const { onComplete, user } = renderWizard();

    expect(screen.getByText('Step 1 of 6')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /back/i })).toBeDisabled();
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Manager/Executive' }));
    await user.click(next());

    expect(screen.getByText('Step 2 of 6')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What do you want to achieve?' })).toHaveFocus();
    expect(screen.getByRole('button', { name: /back/i })).toBeEnabled();
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Build better habits' }));
    await user.click(screen.getByRole('checkbox', { name: 'Grow my business' }));
    await user.click(next());

    await user.click(screen.getByRole('radio', { name: 'Procrastination' }));
    await user.click(next());
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      '1 hour',
      '2 hours',
      '3-4 hours',
      '5+ hours',
      'Not sure yet',
    ]);
    await user.click(screen.getByRole('radio', { name: '3-4 hours' }));
    await user.click(next());
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    await user.click(screen.getByRole('radio', { name: /Beginner/ }));
    await user.click(next());

    expect(screen.getByText('Step 6 of 6')).toBeInTheDocument();
    const finish = screen.getByRole('button', { name: 'Complete Setup' });
    expect(finish).toBeDisabled();
    await user.type(screen.getByLabelText(/your one thing goal/i), '   ');
    expect(finish).toBeDisabled();
    await user.type(screen.getByLabelText(/your one thing goal/i), 'Launch my course');
    // Suggested from the challenge, then the goals; none is ticked until the user accepts it.
    const suggestions = within(screen.getByRole('group', { name: 'Suggested starter habits' }));
    expect(suggestions.getAllByRole('checkbox').map((c) => c.getAttribute('value'))).toEqual([
      'Start my ONE Thing before anything else',
      'Check one key business number',
      "Review today's habits",
    ]);
    expect(suggestions.getAllByRole('checkbox').filter((c) => (c as HTMLInputElement).checked)).toEqual([]);
    await user.click(suggestions.getByRole('checkbox', { name: /Review today's habits/ }));
    await user.click(finish);

    expect(onComplete).toHaveBeenCalledWith(
      {
        role: 'Manager/Executive',
        goals: ['Grow my business', 'Build better habits'],
        biggestChallenge: 'Procrastination',
        dailyHours: '3-4 hours',
        experience: 'Beginner',
        oneThingGoal: 'Launch my course',
      },
      [expect.objectContaining({ name: "Review today's habits", scheduled_time: '21:30' })],
      'Grace',
    );
  });

  it('asks for the name to be called by on the first step, prefilled and editable, and requires one', async () => {
    const { onComplete, onProgress, user } = renderWizard(undefined, '');
    const name = screen.getByRole('textbox', { name: /what should we call you/i });
    expect(name).toHaveValue('');
    expect(name).toBeRequired();
    await user.click(screen.getByRole('radio', { name: 'Student' }));
    expect(next()).toBeDisabled();
    await user.type(name, '   ');
    expect(next()).toBeDisabled();
    await user.type(name, 'Ada');
    expect(next()).toBeEnabled();
    expect(onProgress).toHaveBeenLastCalledWith(expect.objectContaining({ name: '   Ada' }));
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('keeps an edited name over the one from sign-up', async () => {
    const { user } = renderWizard({ step: 1, draft: EMPTY_DRAFT, acceptedHabits: [], name: 'Captain' }, 'Grace');
    expect(screen.getByRole('textbox', { name: /what should we call you/i })).toHaveValue('Captain');
    await user.clear(screen.getByRole('textbox', { name: /what should we call you/i }));
    await user.click(screen.getByRole('radio', { name: 'Student' }));
    expect(next()).toBeDisabled();
  });

  it('keeps answers when going back', async () => {
    const { user } = renderWizard();
    await user.click(screen.getByRole('radio', { name: 'Student' }));
    await user.click(next());
    await user.click(screen.getByRole('button', { name: /back/i }));
    expect(screen.getByText('Step 1 of 6')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Student' })).toBeChecked();
    expect(next()).toBeEnabled();
  });

  it('resumes from saved progress and reports every change, scrolling to the top on a new step', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { onProgress, user } = renderWizard({
      step: 2,
      draft: {
        role: 'Student',
        goals: ['Learn a new skill'],
        biggestChallenge: '',
        dailyHours: '',
        experience: '',
        oneThingGoal: '',
      },
      acceptedHabits: [],
    });
    expect(screen.getByText('Step 2 of 6')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Learn a new skill' })).toBeChecked();
    expect(scrollTo).not.toHaveBeenCalled();

    await user.click(next());
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
    expect(screen.getByRole('heading', { name: "What's your biggest challenge?" })).toHaveFocus();
    await user.click(screen.getByRole('radio', { name: 'Feeling overwhelmed' }));
    expect(onProgress).toHaveBeenLastCalledWith({
      step: 3,
      draft: expect.objectContaining({ role: 'Student', biggestChallenge: 'Feeling overwhelmed' }),
      acceptedHabits: [],
    });
    scrollTo.mockRestore();
  });
});
