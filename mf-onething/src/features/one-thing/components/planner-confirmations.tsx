import { ConfirmDialog } from '@onething/shared-ui/overlays';

export const DELETE_GOAL_TEXT = 'This action cannot be undone and will also delete all related tasks and time blocks.';
export const DELETE_COMPLETED_GOAL_TEXT = 'This action cannot be undone.';
export const DELETE_STEP_TEXT = 'This will also delete all related time blocks.';

export type PendingConfirmation =
  { kind: 'goal'; id: string; title: string } | { kind: 'completed-goal'; id: string; title: string };

const COPY = {
  goal: { title: 'Delete Goal?', description: DELETE_GOAL_TEXT },
  'completed-goal': { title: 'Delete Completed Goal?', description: DELETE_COMPLETED_GOAL_TEXT },
} as const;

export interface PlannerConfirmationsProps {
  pending: PendingConfirmation | null;
  onClose: () => void;
  onConfirm: (pending: PendingConfirmation) => void;
}

/**
 * The planner's goal delete confirmations (a goal, a completed goal), one dialog driven by what is pending. A
 * step's confirmation opens from its own delete button (StepItem), so closing it returns focus there.
 */
export function PlannerConfirmations({ pending, onClose, onConfirm }: PlannerConfirmationsProps) {
  const copy = pending ? COPY[pending.kind] : COPY.goal;
  return (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={copy.title}
      description={copy.description}
      confirmLabel="Delete"
      destructive
      onConfirm={() => {
        if (pending) onConfirm(pending);
      }}
    />
  );
}
