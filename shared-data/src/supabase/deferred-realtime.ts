// Stands in for @supabase/realtime-js in the browser builds (a resolve alias in scripts/mf/rspack-base.mjs).
// supabase-js creates its realtime client with every client, but only the community feed streams changes,
// so the real client (about 14 KB gzip with its socket library) is fetched when a page calls
// `loadRealtime()`; until then the tokens supabase-js hands it are kept and passed on once it exists.
// Tests and Node use the real package directly.
import type * as RealtimeModule from '@supabase/realtime-js';
import type {
  RealtimeChannel,
  RealtimeChannelOptions,
  RealtimeClient as RealClient,
  RealtimeClientOptions,
} from '@supabase/realtime-js';

const loadRealtimeModule = () => import('@supabase/realtime-js/dist/module/index.js') as Promise<typeof RealtimeModule>;

export class RealtimeClient {
  private real: RealClient | null = null;
  private loading: Promise<RealClient> | null = null;
  private token: { value: string | null | undefined } | null = null;

  constructor(
    private readonly endPoint: string,
    private readonly options?: RealtimeClientOptions,
  ) {}

  /** Fetches and creates the real client once; later calls get the same one. */
  load(): Promise<RealClient> {
    this.loading ??= loadRealtimeModule().then(async ({ RealtimeClient: Real }) => {
      const real = new Real(this.endPoint, this.options);
      if (this.token) await real.setAuth(this.token.value);
      this.real = real;
      return real;
    });
    return this.loading;
  }

  setAuth(token?: string | null): Promise<void> {
    this.token = { value: token };
    return this.real ? this.real.setAuth(token) : Promise.resolve();
  }

  channel(topic: string, params?: RealtimeChannelOptions): RealtimeChannel {
    if (!this.real) throw new Error('Realtime is loaded on demand: await loadRealtime() before opening a channel.');
    return this.real.channel(topic, params);
  }

  getChannels(): RealtimeChannel[] {
    return this.real?.getChannels() ?? [];
  }

  removeChannel(channel: RealtimeChannel) {
    return this.real ? this.real.removeChannel(channel) : Promise.resolve('ok' as const);
  }

  removeAllChannels() {
    return this.real ? this.real.removeAllChannels() : Promise.resolve([]);
  }

  disconnect(code?: number, reason?: string) {
    this.real?.disconnect(code, reason);
  }
}
