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
});
