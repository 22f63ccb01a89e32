import { Button } from '@onething/shared-ui';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@onething/shared-ui/overlays';

export interface CongratulationsDialogProps {
  /** The completed goal's title; null closes the dialog. */
  goalTitle: string | null;
  onClose: () => void;
  onNewGoal: () => void;
}

/** Every step of the ONE Thing is done. */
export function CongratulationsDialog({ goalTitle, onClose, onNewGoal }: CongratulationsDialogProps) {
  return (
    <Dialog open={goalTitle !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Congratulations! 🎉</DialogTitle>
          <DialogDescription>{goalTitle ? `Goal "${goalTitle}" completed! All tasks finished.` : ''}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button onClick={onNewGoal}>Set New ONE Thing</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
