import pg from 'pg';

/** Waits between attempts to reconnect a lost listening connection (ms), growing up to the last. */
const RECONNECT_DELAYS_MS = [100, 500, 1000, 2000, 5000];

/**
 * LISTEN on a Postgres server: one connection of its own (a pooled one could be handed to a request),
 * opened on the first listen and reconnected with a growing delay when it is lost; each new connection
 * listens on every channel again.
 */
export class PostgresListener {
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private attempts = 0;
  private closed = false;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(private readonly connectionString: string) {}

  async listen(channel: string, listener: (payload: string) => void): Promise<() => void> {
    let set = this.listeners.get(channel);
    if (set === undefined) {
      set = new Set();
      this.listeners.set(channel, set);
      const client = await this.connected();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    }
    set.add(listener);
    const listening = set;
    return () => void listening.delete(listener);
  }

  private connected(): Promise<pg.Client> {
    if (this.client !== null) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => (this.connecting = null));
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    if (this.closed) throw new Error('the database is closed');
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (message) => {
      for (const listener of this.listeners.get(message.channel) ?? []) listener(message.payload ?? '');
    });
    const lost = (): void => {
      if (this.client !== client) return;
      this.client = null;
      client.end().catch(() => undefined);
      this.scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', lost);
    await client.connect();
    for (const channel of this.listeners.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    this.client = client;
    this.attempts = 0;
    return client;
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retryTimer !== undefined) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(this.attempts, RECONNECT_DELAYS_MS.length - 1)];
    this.attempts += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.connected().catch(() => this.scheduleReconnect());
    }, delay);
    this.retryTimer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}
