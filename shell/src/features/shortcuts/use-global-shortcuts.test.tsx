import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@onething/test-kit';
import { useGlobalShortcuts } from './use-global-shortcuts';

function Harness({ onToggleSidebar }: { onToggleSidebar: () => void }) {
  const { helpOpen } = useGlobalShortcuts({ onToggleSidebar });
  return (
    <div>
      <p>help {helpOpen ? 'open' : 'closed'}</p>
      <input aria-label="Notes" />
    </div>
  );
}

describe('useGlobalShortcuts', () => {
  it('navigates, toggles help and the sidebar, and leaves typing alone', async () => {
    const onToggleSidebar = vi.fn();
    const { router } = renderRoute(<Harness onToggleSidebar={onToggleSidebar} />, { path: '/settings' });

    fireEvent.keyDown(window, { key: '/', ctrlKey: true });
    expect(screen.getByText('help open')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: '/', ctrlKey: true });
    expect(screen.getByText('help closed')).toBeInTheDocument();

    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    expect(onToggleSidebar).toHaveBeenCalledTimes(1);

    fireEvent.keyDown(screen.getByLabelText('Notes'), { key: 'b', ctrlKey: true });
    fireEvent.keyDown(screen.getByLabelText('Notes'), { key: '3', ctrlKey: true });
    expect(onToggleSidebar).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/settings');

    await act(async () => {
      fireEvent.keyDown(window, { key: '3', ctrlKey: true });
    });
    expect(router.state.location.pathname).toBe('/habits');
  });

  it('prevents the browser default only for its own shortcuts', () => {
    renderRoute(<Harness onToggleSidebar={() => undefined} />);
    const own = new KeyboardEvent('keydown', { key: 'b', ctrlKey: true, cancelable: true });
    const other = new KeyboardEvent('keydown', { key: 'c', ctrlKey: true, cancelable: true });
    window.dispatchEvent(own);
    window.dispatchEvent(other);
    expect(own.defaultPrevented).toBe(true);
    expect(other.defaultPrevented).toBe(false);
  });

  it('"g" then a letter navigates within a moment, before a page that gives the letter a meaning of its own', async () => {
    // The harness renders on /settings only: each check below stays there until the last one navigates.
    const { router } = renderRoute(<Harness onToggleSidebar={() => undefined} />, { path: '/settings' });
    // A page's own D key (the calendar's day view): it acts on a D nobody claimed before it.
    const pageActed: string[] = [];
    const pageD = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.key !== 'd') return;
      event.preventDefault();
      pageActed.push(router.state.location.pathname);
    };
    document.addEventListener('keydown', pageD);
    try {
      // Typing "g", "h" in a field stays typing.
      fireEvent.keyDown(screen.getByLabelText('Notes'), { key: 'g' });
      fireEvent.keyDown(screen.getByLabelText('Notes'), { key: 'h' });
      expect(router.state.location.pathname).toBe('/settings');

      // Too late: the letter alone does nothing (and the page has it).
      vi.useFakeTimers({ toFake: ['Date'] });
      fireEvent.keyDown(window, { key: 'g' });
      vi.advanceTimersByTime(1600);
      fireEvent.keyDown(document.body, { key: 'd' });
      vi.useRealTimers();
      expect(router.state.location.pathname).toBe('/settings');
      expect(pageActed).toEqual(['/settings']);

      // In time (a Shift pressed in between does not matter): the page's own D does not act as well.
      await act(async () => {
        fireEvent.keyDown(window, { key: 'g' });
        fireEvent.keyDown(window, { key: 'Shift' });
        fireEvent.keyDown(document.body, { key: 'd' });
      });
      expect(router.state.location.pathname).toBe('/');
      expect(pageActed).toEqual(['/settings']);
    } finally {
      vi.useRealTimers();
      document.removeEventListener('keydown', pageD);
    }
  });
});
