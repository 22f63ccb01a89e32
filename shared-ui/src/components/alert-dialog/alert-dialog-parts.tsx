import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { dialogDescriptionStyles, dialogTitleStyles, modalPanelStyles, type DialogSize } from '../dialog/dialog-styles';
import { overlayStyles } from '../shared/styles';

// radix's alert dialog, part of the overlays' lazily loaded module (see overlay-module/overlay-module.tsx).

export const AlertDialog = AlertDialogPrimitive.Root;
export const AlertDialogTrigger = AlertDialogPrimitive.Trigger;
/** Unstyled; wrap a Button with `asChild`. */
export const AlertDialogAction = AlertDialogPrimitive.Action;
/** Unstyled; wrap a Button with `asChild`. Receives focus when the dialog opens. */
export const AlertDialogCancel = AlertDialogPrimitive.Cancel;

const Overlay = styled(AlertDialogPrimitive.Overlay)`
  ${overlayStyles}
`;

const StyledContent = styled(AlertDialogPrimitive.Content)<{ $size: DialogSize }>`
  ${modalPanelStyles}
`;

export interface AlertDialogContentProps extends ComponentPropsWithRef<typeof AlertDialogPrimitive.Content> {
  size?: DialogSize;
}

/** Like DialogContent, but an outside click does not dismiss it: the user has to choose (Escape cancels). */
export function AlertDialogContent({ size = 'sm', ...props }: AlertDialogContentProps) {
  return (
    <AlertDialogPrimitive.Portal>
      <Overlay />
      <StyledContent $size={size} {...props} />
    </AlertDialogPrimitive.Portal>
  );
}

export const AlertDialogTitle = styled(AlertDialogPrimitive.Title)`
  ${dialogTitleStyles}
`;

export const AlertDialogDescription = styled(AlertDialogPrimitive.Description)`
  ${dialogDescriptionStyles}
`;
