// The first press on a dialog's trigger may start while radix is still loading. If radix arrives between
// the press and its click, the stand-in is replaced in the middle of the click, and the browser then
// sends that click to neither element: the press itself must ask to open.
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Button } from '../button/button';
import { ConfirmDialog } from '../alert-dialog/confirm-dialog';
import { overlayParts } from './overlay-module';

describe('LazyOpenTrigger', () => {
  it('opens the dialog a press asked for when radix arrives before the press has become a click', async () => {
    renderWithTheme(
      <ConfirmDialog
        title="Leave the group?"
        confirmLabel="Leave Group"
        onConfirm={() => undefined}
        trigger={<Button>Leave Group</Button>}
      />,
    );
    expect(overlayParts.loaded()).toBeUndefined();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Leave Group' }), { button: 0, pointerType: 'mouse' });
    await act(() => overlayParts.load());
    expect(await screen.findByRole('alertdialog', { name: 'Leave the group?' })).toBeInTheDocument();
  });
});
