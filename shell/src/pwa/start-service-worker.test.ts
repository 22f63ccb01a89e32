import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const registerServiceWorker = vi.fn(() => Promise.resolve());
vi.mock('./register-service-worker', () => ({ registerServiceWorker }));

const unregister = vi.fn(() => Promise.resolve(true));
const getRegistrations = vi.fn(() => Promise.resolve([{ unregister }]));

beforeEach(() => {
  vi.useFakeTimers();
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistrations } });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.clearAllMocks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

async function start() {
  vi.resetModules();
  const { startServiceWorker } = await import('./start-service-worker');
  startServiceWorker();
}

describe('startServiceWorker', () => {
  it('in production, registers from its own module 5 s after the page has loaded and gone idle', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    await start();
    expect(document.readyState).toBe('complete');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(registerServiceWorker).not.toHaveBeenCalled();
    idle.forEach((run) => run());
    await vi.advanceTimersByTimeAsync(4_000);
    expect(registerServiceWorker).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(registerServiceWorker).toHaveBeenCalledTimes(1));
    expect(getRegistrations).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('in development, registers nothing and removes a worker a production build left', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    await start();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(registerServiceWorker).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(unregister).toHaveBeenCalledTimes(1));
  });
});
