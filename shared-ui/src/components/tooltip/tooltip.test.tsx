import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { overlayParts } from '../overlay-module/overlay-module';
import { TOOLTIP_DELAY_MS, Tooltip, TooltipProvider } from './tooltip';

const point = (element: HTMLElement) => fireEvent.pointerMove(element, { pointerType: 'mouse' });
const leave = (element: HTMLElement) => fireEvent.pointerLeave(element, { pointerType: 'mouse' });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Tooltip', () => {
  // radix loaded first: these tests are about radix's tooltips, not the stand-ins before it loads
  beforeAll(async () => {
    await overlayParts.load();
  });
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens after the delay, and the next one pointed at soon after opens at once, as with one radix provider', () => {
    renderWithTheme(
      <TooltipProvider>
        <Tooltip content="Edit the habit">
          <button type="button">Edit</button>
        </Tooltip>
        <Tooltip content="Delete the habit">
          <button type="button">Delete</button>
        </Tooltip>
      </TooltipProvider>,
    );
    const edit = screen.getByRole('button', { name: 'Edit' });
    const remove = screen.getByRole('button', { name: 'Delete' });

    point(edit);
    wait(TOOLTIP_DELAY_MS - 50);
    expect(screen.queryByRole('tooltip')).toBeNull();
    wait(50);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Edit the habit');

    leave(edit);
    point(remove);
    wait(1);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Delete the habit');

    // once none has been open for a while, the delay applies again
    leave(remove);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    wait(1000);
    point(edit);
    wait(1);
    expect(screen.queryByRole('tooltip')).toBeNull();
    wait(TOOLTIP_DELAY_MS);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Edit the habit');
  });
});
