import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { GO_SEQUENCE_MS } from './go-keys';
import { detectMac, matchGoSequence, matchShortcut } from './match-shortcut';

/** Keys that are only held for another: pressing one between "g" and its letter does not break the sequence. */
const MODIFIER_KEYS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'CapsLock', 'AltGraph']);

/**
 * Listens for the global shortcuts and the "g" sequences while the signed-in layout is mounted and owns the
 * help dialog's and the command palette's open state, so the top-bar button and Ctrl+/ drive the same dialog.
 */
export function useGlobalShortcuts({ onToggleSidebar }: { onToggleSidebar: () => void }) {
  const navigate = useNavigate();
  const [helpOpen, setHelpOpen] = useState(false);
  const [paletteOpen, setPaletteOpen] = useState(false);
  // The sidebar toggle changes identity with the sidebar state; the listener should not be re-added for it.
  const toggleSidebarRef = useRef(onToggleSidebar);
  toggleSidebarRef.current = onToggleSidebar;

  useEffect(() => {
    const isMac = detectMac();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const action = matchShortcut(event, isMac);
      if (!action) return;
      // The browser's own Ctrl+B / Ctrl+1 would otherwise fire as well.
      event.preventDefault();
      if (action.type === 'navigate') {
        setHelpOpen(false);
        void navigate(action.to);
      } else if (action.type === 'toggle-help') {
        setPaletteOpen(false);
        setHelpOpen((open) => !open);
      } else if (action.type === 'toggle-palette') {
        setHelpOpen(false);
        setPaletteOpen((open) => !open);
      } else {
        toggleSidebarRef.current();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [navigate]);

  // "g" then a letter. Heard before the page's own listeners (capture), so a page that gives the same letter a
  // meaning of its own (the calendar's D and W views) does not also act on the second key of the sequence.
  const goPressedAt = useRef<number | null>(null);
  useEffect(() => {
    const onKeyDownCapture = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || MODIFIER_KEYS.has(event.key)) return;
      const now = Date.now();
      const pending = goPressedAt.current !== null && now - goPressedAt.current <= GO_SEQUENCE_MS;
      const action = matchGoSequence(event, pending);
      goPressedAt.current = action?.type === 'go-prefix' ? now : null;
      if (action?.type !== 'navigate') return;
      event.preventDefault();
      setHelpOpen(false);
      void navigate(action.to);
    };
    window.addEventListener('keydown', onKeyDownCapture, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDownCapture, { capture: true });
  }, [navigate]);

  const openHelp = useCallback(() => setHelpOpen(true), []);
  return { helpOpen, setHelpOpen, openHelp, paletteOpen, setPaletteOpen };
}
