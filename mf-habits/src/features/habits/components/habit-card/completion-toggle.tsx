import { CompletionToggle as RoundToggle } from '@onething/shared-ui';

export interface CompletionToggleProps {
  habitName: string;
  completed: boolean;
  /** Only a habit scheduled today can be toggled here. */
  scheduledToday: boolean;
  onToggle: () => void;
}

/** The card's round button for today's completion. */
export function CompletionToggle({ habitName, completed, scheduledToday, onToggle }: CompletionToggleProps) {
  return (
    <RoundToggle
      label={`Mark ${habitName} done today`}
      completed={completed}
      disabled={!scheduledToday}
      onToggle={onToggle}
    />
  );
}
