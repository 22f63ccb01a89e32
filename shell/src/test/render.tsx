// Renders shell UI the way the app does (theme, router, auth context) with a fake auth value.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '@onething/shared-data';
import { ThemeProvider } from '@onething/shared-ui';

export function fakeAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    user: null,
    session: null,
    profile: null,
    loading: false,
    signIn: vi.fn(async () => undefined),
    signUp: vi.fn(async () => ({ needsConfirmation: false })),
    signOut: vi.fn(async () => undefined),
    updateProfile: vi.fn(),
    refreshProfile: vi.fn(async () => undefined),
    ...overrides,
  };
}

export interface RenderRouteOptions {
  path?: string;
  initialEntry?: string | { pathname: string; state?: unknown };
  auth?: AuthContextValue;
  /** Extra routes, e.g. a probe page that shows where a navigation went. */
  routes?: RouteObject[];
}

/** Renders `ui` at `path` in a memory router; every other path renders its pathname and state. */
export function renderRoute(ui: ReactElement, options: RenderRouteOptions = {}) {
  const path = options.path ?? '/';
  const auth = options.auth ?? fakeAuth();
  const router = createMemoryRouter(
    [{ path, element: ui }, ...(options.routes ?? []), { path: '*', element: <LocationProbe /> }],
    { initialEntries: [options.initialEntry ?? path] },
  );
  const result = render(
    <ThemeProvider mode="light" applyToDocument={false}>
      <AuthContext.Provider value={auth}>
        <RouterProvider router={router} />
      </AuthContext.Provider>
    </ThemeProvider>,
  );
  return { ...result, router, auth };
}

function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location">
      {location.pathname}
      {location.search}
      {location.state ? ` ${JSON.stringify(location.state)}` : ''}
    </output>
  );
}
