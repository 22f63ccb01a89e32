// The frame around every signed-in page: skip link, sidebar, top bar and the main landmark where the
// remote pages render. A remote failing renders its error inside <main>; the frame stays.
import { lazy, Suspense, useCallback, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { themeModeAtom } from '@onething/shared-data';
import { MAIN_CONTENT_ID, SkipLink, useThemeState } from '@onething/shared-ui';
import type { PaletteEffect } from '../features/command-palette/palette-commands';
import { OnboardingGate } from '../features/onboarding/onboarding-gate';
import { ShortcutsDialog } from '../features/shortcuts/shortcuts-dialog';
import { useGlobalShortcuts } from '../features/shortcuts/use-global-shortcuts';
import { AppSidebar } from './app-sidebar';
import { Column, Frame, Main } from './layout-frame';
import { useSidebarState } from './sidebar-state';
import { TopBar } from './top-bar';

// cmdk and the palette are not in what a first visit loads: they load once the page is idle (so the first
// open has nothing to download and shows its results within 300 ms), or on first open if that comes sooner.
const loadCommandPalette = () => import('../features/command-palette/command-palette');
const CommandPalette = lazy(loadCommandPalette);
/** Without requestIdleCallback (Safari), a few seconds after the layout mounted. */
const PALETTE_PRELOAD_FALLBACK_MS = 3000;

function usePreloadCommandPalette() {
  useEffect(() => {
    const preload = () => void loadCommandPalette().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(preload, { timeout: PALETTE_PRELOAD_FALLBACK_MS });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(preload, PALETTE_PRELOAD_FALLBACK_MS);
    return () => window.clearTimeout(timer);
  }, []);
}

export function AppLayout() {
  return (
    <OnboardingGate>
      <SignedInFrame />
    </OnboardingGate>
  );
}

function SignedInFrame() {
  const sidebar = useSidebarState();
  const shortcuts = useGlobalShortcuts({ onToggleSidebar: sidebar.toggle });
  usePreloadCommandPalette();
  const { pathname } = useLocation();
  const { setMobileOpen } = sidebar;
  // Any navigation (link, shortcut, Back) closes the mobile slide-over, not only clicks on its links.
  useEffect(() => setMobileOpen(false), [pathname, setMobileOpen]);
  const navigate = useNavigate();
  const setThemeMode = useSetAtom(themeModeAtom);
  const isDark = useThemeState().resolvedTheme === 'dark';
  const { toggle: toggleSidebar } = sidebar;
  const { openHelp, paletteOpen } = shortcuts;
  const runPaletteEffect = useCallback(
    (effect: PaletteEffect) => {
      if (effect.type === 'navigate') void navigate(effect.to, { state: effect.state });
      else if (effect.type === 'toggle-theme') setThemeMode(isDark ? 'light' : 'dark');
      else if (effect.type === 'toggle-sidebar') toggleSidebar();
      else openHelp();
    },
    [navigate, setThemeMode, isDark, toggleSidebar, openHelp],
  );
  return (
    <>
      <SkipLink />
      <Frame>
        <AppSidebar
          collapsed={!sidebar.open}
          mobileOpen={sidebar.mobileOpen}
          onMobileOpenChange={sidebar.setMobileOpen}
        />
        <Column>
          <TopBar
            onToggleSidebar={sidebar.toggle}
            sidebarExpanded={sidebar.isMobile ? sidebar.mobileOpen : sidebar.open}
            onShowShortcuts={shortcuts.openHelp}
          />
          <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
            <Outlet />
          </Main>
        </Column>
      </Frame>
      <ShortcutsDialog open={shortcuts.helpOpen} onOpenChange={shortcuts.setHelpOpen} />
      {/* Mounted only while open: a reopen during a closing animation would leave the dialog half-dismissed.
          Unmounting still returns focus to where it was (the dialog's focus scope restores it). */}
      {paletteOpen ? (
        <Suspense fallback={null}>
          <CommandPalette open onOpenChange={shortcuts.setPaletteOpen} onRun={runPaletteEffect} />
        </Suspense>
      ) : null}
    </>
  );
}
