import { ConfirmDialog } from '@onething/shared-ui/overlays';

export const DELETE_GOAL_TEXT = 'This action cannot be undone and will also delete all related tasks and time blocks.';
export const DELETE_COMPLETED_GOAL_TEXT = 'This action cannot be undone.';

export type PendingConfirmation =
  | { kind: 'goal'; id: string; title: string }
  | { kind: 'completed-goal'; id: string; title: string };

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
 * The planner's delete confirmations (a goal, a completed goal), one dialog driven by what is pending. Deleting
 * a step needs none: its toast offers Undo.
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
