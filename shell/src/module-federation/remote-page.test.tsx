// A component test: the federation runtime is replaced by a fake, as the point is what RemotePage
// renders while a page's module is or is not loaded yet (the real loading is covered end to end).
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '@onething/shared-ui';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: runtime.loadRemote,
  registerPlugins: vi.fn(),
  registerRemotes: vi.fn(),
}));

const { RemotePage } = await import('./remote-page');
const { loadRemoteModule } = await import('./remote-registry');

const pageModule = (text: string) => ({ default: () => <h1>{text}</h1> });

describe('RemotePage', () => {
  beforeEach(() => runtime.loadRemote.mockReset());

  it('renders a page whose module is already loaded in its first commit, without the loading state', async () => {
    runtime.loadRemote.mockResolvedValue(pageModule('Preloaded page'));
    await loadRemoteModule('mf-habits', './habits');
    render(
      <ThemeProvider>
        <RemotePage remote="mf-habits" exposed="./habits" />
      </ThemeProvider>,
    );
    // synchronously after the first render: no skeleton in between
    expect(screen.getByRole('heading', { name: 'Preloaded page' })).toBeTruthy();
    expect(screen.queryByText('Loading page...')).toBeNull();
  });

  it('shows the loading state while a page that is not loaded yet loads', async () => {
    let resolve: (module: unknown) => void = () => undefined;
    runtime.loadRemote.mockReturnValue(new Promise((done) => (resolve = done)));
    render(
      <ThemeProvider>
        <RemotePage remote="mf-calendar" exposed="./calendar" />
      </ThemeProvider>,
    );
    expect(screen.getByText('Loading page...')).toBeTruthy();
    await act(async () => resolve(pageModule('Calendar page')));
    expect(await screen.findByRole('heading', { name: 'Calendar page' })).toBeTruthy();
  });

  it('shows the error screen when the module cannot load, and loads it again on Try Again', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    runtime.loadRemote.mockRejectedValueOnce(new Error('remote down'));
    render(
      <ThemeProvider>
        <RemotePage remote="mf-deepwork" exposed="./deep-work" />
      </ThemeProvider>,
    );
    const tryAgain = await screen.findByRole('button', { name: 'Try Again' });
    runtime.loadRemote.mockResolvedValueOnce(pageModule('Deep work page'));
    fireEvent.click(tryAgain);
    expect(await screen.findByRole('heading', { name: 'Deep work page' })).toBeTruthy();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
    consoleError.mockRestore();
  });
});
