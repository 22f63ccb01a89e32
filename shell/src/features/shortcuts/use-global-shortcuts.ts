import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { detectMac, matchShortcut } from './match-shortcut';

/**
 * Listens for the global shortcuts while the signed-in layout is mounted and owns the help dialog's
 * and the command palette's open state, so the top-bar button and Ctrl+/ drive the same dialog.
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

  const openHelp = useCallback(() => setHelpOpen(true), []);
  return { helpOpen, setHelpOpen, openHelp, paletteOpen, setPaletteOpen };
}
