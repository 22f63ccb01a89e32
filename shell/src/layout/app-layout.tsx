// The frame around every signed-in page: skip link, sidebar, top bar and the main landmark where the
// remote pages render. A remote failing renders its error inside <main>; the frame stays.
import { useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { afterFirstVisit, themeModeAtom, useLiveSync } from '@onething/shared-data';
import { MAIN_CONTENT_ID, SkipLink, useThemeState } from '@onething/shared-ui';
import { preloadOverlayParts } from '@onething/shared-ui/overlays';
import type * as CommandPaletteModule from '../features/command-palette/command-palette';
import type { PaletteEffect } from '../features/command-palette/palette-commands';
import { OnboardingGate } from '../features/onboarding/onboarding-gate';
import { ShortcutsDialog } from '../features/shortcuts/shortcuts-dialog';
import { useGlobalShortcuts } from '../features/shortcuts/use-global-shortcuts';
import { AppSidebar } from './app-sidebar';
import { FocusAreaBottomNav } from './focus-area-bottom-nav';
import { Column, Frame, Main } from './layout-frame';
import { useSidebarState } from './sidebar-state';
import { OfflinePageNotice } from './offline-page-notice';
import { TopBar } from './top-bar';

// cmdk, the palette and the dialog's radix parts are not in what a first visit loads: they load as soon as the
// page is idle (within a second of the layout's first paint), or when Ctrl or Cmd goes down, so the first
// Ctrl+K has nothing left to download and shows its results within 300 ms.
// Loaded by hand, not through React.lazy: React holds content back until 300 ms after a Suspense fallback
// appeared, which would put 300 ms on the first open even with the module already there.
let paletteModule: typeof CommandPaletteModule | undefined;
let palettePending: Promise<typeof CommandPaletteModule> | undefined;
const loadCommandPalette = () =>
  (palettePending ??= import('../features/command-palette/command-palette').then(
    (loaded) => (paletteModule = loaded),
    (error: unknown) => {
      // A failed chunk (offline) is asked for again by the next open.
      palettePending = undefined;
      throw error;
    },
  ));

/** The palette while it is open: at once when its module is there, else as soon as it arrives. */
function OpenCommandPalette(props: { onOpenChange: (open: boolean) => void; onRun: (effect: PaletteEffect) => void }) {
  const [module, setModule] = useState(() => paletteModule);
  useEffect(() => {
    if (!module) void loadCommandPalette().then(setModule, () => undefined);
  }, [module]);
  if (!module) return null;
  const CommandPalette = module.default;
  return <CommandPalette open {...props} />;
}

function usePreloadCommandPalette() {
  useEffect(() => {
    let requested = false;
    const preload = () => {
      if (requested) return;
      requested = true;
      // The palette's code and the dialog's parts (radix, shared by every overlay).
      void loadCommandPalette().catch(() => undefined);
      preloadOverlayParts();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Control' || event.key === 'Meta') preload();
    };
    window.addEventListener('keydown', onKeyDown);
    const cancel = afterFirstVisit(preload);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      cancel();
    };
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
  // Changes made on the user's other devices refresh the open pages (Realtime, polling while it is down).
  useLiveSync();
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
            <OfflinePageNotice />
            <Outlet />
          </Main>
          <FocusAreaBottomNav />
        </Column>
      </Frame>
      <ShortcutsDialog open={shortcuts.helpOpen} onOpenChange={shortcuts.setHelpOpen} />
      {/* Mounted only while open: a reopen during a closing animation would leave the dialog half-dismissed.
          Unmounting still returns focus to where it was (the dialog's focus scope restores it). */}
      {paletteOpen ? <OpenCommandPalette onOpenChange={shortcuts.setPaletteOpen} onRun={runPaletteEffect} /> : null}
    </>
  );
}
