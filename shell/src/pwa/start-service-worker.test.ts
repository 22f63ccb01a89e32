import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const registerServiceWorker = vi.fn(() => Promise.resolve());
vi.mock('./register-service-worker', () => ({ registerServiceWorker }));

const firstVisit = vi.hoisted(() => ({ waiting: [] as (() => void)[] }));
vi.mock('@onething/shared-data', () => ({
  afterFirstVisit: (run: () => void) => {
    firstVisit.waiting.push(run);
    return () => undefined;
  },
}));
const firstVisitSettles = () => firstVisit.waiting.splice(0).forEach((run) => run());

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
  it('in production, registers from its own module 5 s after the first visit has settled', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    await start();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(registerServiceWorker).not.toHaveBeenCalled();
    firstVisitSettles();
    await vi.advanceTimersByTimeAsync(4_900);
    expect(registerServiceWorker).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    await vi.waitFor(() => expect(registerServiceWorker).toHaveBeenCalledTimes(1));
    expect(getRegistrations).not.toHaveBeenCalled();
  });

  it('in development, registers nothing and removes a worker a production build left', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    await start();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(registerServiceWorker).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(unregister).toHaveBeenCalledTimes(1));
  });
});
