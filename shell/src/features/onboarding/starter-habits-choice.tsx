// The last step's optional starter habits: none is ticked at first, so finishing without a look adds nothing.
import styled from 'styled-components';
import { format12h } from '@onething/shared-data';
import { ChoiceGroup } from './choice-group';
import type { StarterHabit } from './starter-habits';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[6]};
`;

const Heading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

export function starterHabitSummary(habit: StarterHabit): string {
  return `Every day at ${format12h(habit.scheduled_time)}, ${habit.duration_minutes} min. Start small: ${habit.two_minute_version.charAt(0).toLowerCase()}${habit.two_minute_version.slice(1)}.`;
}

interface StarterHabitsChoiceProps {
  suggestions: StarterHabit[];
  accepted: string[];
  onChange: (accepted: string[]) => void;
}

export function StarterHabitsChoice({ suggestions, accepted, onChange }: StarterHabitsChoiceProps) {
  if (suggestions.length === 0) return null;
  return (
    <Section aria-labelledby="starter-habits-title">
      <div>
        <Heading id="starter-habits-title">Suggested starter habits</Heading>
        <Hint id="starter-habits-hint">
          Picked from your answers. Tick any you want on your habit list; you can change or delete them later.
        </Hint>
      </div>
      <ChoiceGroup
        name="starterHabits"
        labelledBy="starter-habits-title"
        describedBy="starter-habits-hint"
        multiple
        choices={suggestions.map((habit) => ({ value: habit.name, description: starterHabitSummary(habit) }))}
        isSelected={(name) => accepted.includes(name)}
        onSelect={(name) =>
          onChange(accepted.includes(name) ? accepted.filter((n) => n !== name) : [...accepted, name])
        }
      />
    </Section>
  );
}
