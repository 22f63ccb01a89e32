import { useState, type ReactElement, type ReactNode } from 'react';
import { Button } from '../button/button';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './alert-dialog';

export interface ConfirmDialogProps {
  title: ReactNode;
  description?: ReactNode;
  /** Text of the confirm button. */
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button for irreversible actions such as deletes. */
  destructive?: boolean;
  /** Runs on confirm; the dialog closes afterwards. */
  onConfirm: () => void;
  onCancel?: () => void;
  /** Element that opens the dialog (uncontrolled use). */
  trigger?: ReactElement;
  /** Controlled open state. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

export function ConfirmDialog({
  title,
  description,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  destructive = false,
  onConfirm,
  onCancel,
  trigger,
  open: openProp,
  onOpenChange,
}: ConfirmDialogProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const open = openProp ?? uncontrolledOpen;

  const setOpen = (next: boolean) => {
    if (openProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        // Escape and the cancel button both close the dialog through here.
        if (!next) onCancel?.();
        setOpen(next);
      }}
    >
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent {...(description ? {} : { 'aria-describedby': undefined })}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          {description ? <AlertDialogDescription>{description}</AlertDialogDescription> : null}
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel asChild>
            <Button variant="outline">{cancelLabel}</Button>
          </AlertDialogCancel>
          <AlertDialogAction asChild>
            <Button
              variant={destructive ? 'destructive' : 'default'}
              onClick={(event) => {
                // Radix closes via onOpenChange(false) after this; stop that path from also reporting a cancel.
                event.preventDefault();
                onConfirm();
                if (openProp === undefined) setUncontrolledOpen(false);
                onOpenChange?.(false);
              }}
            >
              {confirmLabel}
            </Button>
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
