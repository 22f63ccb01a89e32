// The start-up frame as React renders it at build time: the signed-in layout (sidebar, top bar) around
// the dashboard's greeting, with slots for the text only the browser knows. Built from the app's own
// layout components, so the app's first page lines up with it when it takes over.
import type { User } from '@supabase/supabase-js';
import { MemoryRouter } from 'react-router-dom';
import { AuthContext, type AuthContextValue } from '@onething/shared-data';
import { GreetingHeader } from '@onething/shared-ui';
import { REMOTE_ROUTES } from '../../app/remote-routes';
import { AppSidebar } from '../../layout/app-sidebar';
import { Column, Frame, Main } from '../../layout/layout-frame';
import { TopBar } from '../../layout/top-bar';
import { AVATAR_INITIAL_SLOT, GREETING_SLOT } from './boot-frame-dom';

const DASHBOARD_PATH = '/';
const dashboardRoute = REMOTE_ROUTES.find((route) => route.path === DASHBOARD_PATH);
if (!dashboardRoute) throw new Error(`no remote route for ${DASHBOARD_PATH}: the start-up frame shows the dashboard`);
const DASHBOARD_TITLE = dashboardRoute.title;

const ignore = () => undefined;
const unavailable = () => Promise.reject(new Error('The start-up frame does nothing.'));

/** The top bar's avatar shows the slot (its first letter is the name's initial). */
const frameAuth: AuthContextValue = {
  user: { id: 'boot-frame', email: '' } as User,
  session: null,
  profile: { full_name: AVATAR_INITIAL_SLOT } as AuthContextValue['profile'],
  loading: false,
  expiredSession: null,
  signIn: unavailable,
  signUp: unavailable,
  requestPasswordReset: unavailable,
  updatePassword: unavailable,
  signOut: () => Promise.resolve(),
  updateProfile: unavailable,
  refreshProfile: () => Promise.resolve(),
};

export function BootFrame({ sidebarOpen }: { sidebarOpen: boolean }) {
  return (
    <AuthContext.Provider value={frameAuth}>
      <MemoryRouter initialEntries={[DASHBOARD_PATH]}>
        <Frame>
          <AppSidebar collapsed={!sidebarOpen} mobileOpen={false} onMobileOpenChange={ignore} />
          <Column>
            <TopBar onToggleSidebar={ignore} sidebarExpanded={sidebarOpen} onShowShortcuts={ignore} />
            <Main>
              <GreetingHeader pageName={DASHBOARD_TITLE} greeting={GREETING_SLOT} subtitle={null} />
            </Main>
          </Column>
        </Frame>
      </MemoryRouter>
    </AuthContext.Provider>
  );
}
