import type { WebSocket } from 'ws';
import { verifyJwt } from '../http/jwt.ts';
import type { JwtClaims } from '../http/types.ts';
import type { ChangeType } from './change-feed.ts';
import { parseFilter } from './filters.ts';
import { decode, encode, type PhoenixMessage, type Serializer } from './protocol.ts';
import { bindingId, type Binding, type Subscriber } from './subscription.ts';

/** Channels one socket may join at once (hosted Realtime's default max_channels_per_client). */
export const MAX_CHANNELS_PER_SOCKET = 100;
/** postgres_changes bindings one channel may ask for. */
export const MAX_BINDINGS_PER_CHANNEL = 100;
/** Bytes a socket may have waiting to be sent: past it the client is too slow and is disconnected. */
export const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;
/** A socket that sends nothing (not even its heartbeat, every 25 s) for this long is closed, as Phoenix does. */
export const IDLE_TIMEOUT_MS = 60_000;
/** How often a joined channel's token is checked again at most, as hosted Realtime does (5 minutes). */
const CONFIRM_TOKEN_MS = 5 * 60_000;

/** What a socket needs of the server. */
export interface ConnectionContext {
  jwtSecret: string;
  /** The API key the socket was opened with (its token until a channel sends its own). */
  apiKey: string;
  serializer: Serializer;
  /** Checks a binding's table and filter; undefined when it can stream, else why not. */
  checkBinding(binding: Binding): Promise<string | undefined>;
  /** The channels of this socket joined, left or closed: the server's list of subscribers changed. */
  changed(): void;
  logError(error: unknown): void;
}

const CHANGE_EVENTS = new Set(['*', 'INSERT', 'UPDATE', 'DELETE']);

class Channel implements Subscriber {
  bindings: Binding[] = [];
  private expiry: NodeJS.Timeout | undefined;

  constructor(
    readonly topic: string,
    readonly joinRef: string | null,
    public claims: JwtClaims,
    public token: string,
    private readonly connection: Connection,
  ) {}

  send(event: string, payload: Record<string, unknown>): void {
    this.connection.push({ join_ref: this.joinRef, ref: null, topic: this.topic, event, payload });
  }

  /** Checks the token again when it expires (or in five minutes): an expired token closes the channel. */
  watchExpiry(): void {
    clearTimeout(this.expiry);
    const exp = typeof this.claims.exp === 'number' ? this.claims.exp * 1000 : Infinity;
    const wait = Math.max(0, Math.min(CONFIRM_TOKEN_MS, exp - Date.now()));
    this.expiry = setTimeout(() => void this.connection.confirmToken(this), wait);
    this.expiry.unref();
  }

  stop(): void {
    clearTimeout(this.expiry);
  }
}

function tokenError(reason: 'expired' | 'invalid' | 'role', claims?: JwtClaims): string {
  if (reason === 'expired') {
    const ago = typeof claims?.exp === 'number' ? Math.max(0, Math.floor(Date.now() / 1000) - claims.exp) : 0;
    return `InvalidJWTToken: Token has expired ${ago} seconds ago`;
  }
  return reason === 'role'
    ? 'InvalidJWTToken: Fields `role` and `exp` are required in JWT'
    : 'JwtSignatureError: Failed to validate JWT signature';
}

/** A token's claims read without trusting them: only for the message that says how long ago it expired. */
function peekExp(token: string): JwtClaims | undefined {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as JwtClaims;
  } catch {
    return undefined;
  }
}

/**
 * One client's WebSocket speaking the Phoenix channel protocol as @supabase/realtime-js does: heartbeat on
 * `phoenix`, and per `realtime:<name>` topic phx_join (with `config.postgres_changes` and `access_token`),
 * access_token (a refreshed token), phx_leave. Replies are phx_reply; the server pushes `system` messages
 * (subscribed, or why a binding or the channel stopped), `postgres_changes` and phx_close.
 */
export class Connection {
  readonly channels = new Map<string, Channel>();
  private idle: NodeJS.Timeout | undefined;
  private closed = false;
  /** Joins of new topics still being checked: they count against the channel limit already. */
  private joining = 0;

  constructor(
    private readonly socket: WebSocket,
    private readonly ctx: ConnectionContext,
  ) {
    this.touch();
    socket.on('message', (data, isBinary) => {
      this.touch();
      // Binary frames carry user broadcasts, which this server does not relay.
      if (isBinary) return;
      const message = decode(ctx.serializer, data.toString());
      if (message !== undefined) void this.receive(message).catch((error: unknown) => ctx.logError(error));
    });
    socket.on('close', () => this.dispose());
    socket.on('error', () => this.dispose());
  }

  subscribers(): Iterable<Subscriber> {
    return this.channels.values();
  }

  push(message: PhoenixMessage): void {
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return;
    // A client that does not read its messages must not make the server hold them without end; others
    // are never held up by it, as sending only queues.
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.socket.terminate();
      this.dispose();
      return;
    }
    this.socket.send(encode(this.ctx.serializer, message));
  }

  private reply(message: PhoenixMessage, status: 'ok' | 'error', response: Record<string, unknown>): void {
    this.push({
      join_ref: message.join_ref,
      ref: message.ref,
      topic: message.topic,
      event: 'phx_reply',
      payload: { status, response },
    });
  }

  private touch(): void {
    clearTimeout(this.idle);
    this.idle = setTimeout(() => this.socket.close(1000, 'idle'), IDLE_TIMEOUT_MS);
    this.idle.unref();
  }

  private async receive(message: PhoenixMessage): Promise<void> {
    if (message.topic === 'phoenix') {
      if (message.event === 'heartbeat') this.reply(message, 'ok', {});
      return;
    }
    switch (message.event) {
      case 'phx_join':
        return this.join(message);
      case 'phx_leave':
        return this.leave(message);
      case 'access_token':
        return this.refreshToken(message);
      default:
        // Broadcast and presence are not served; Realtime ignores what it does not expect.
        return;
    }
  }

  private async join(message: PhoenixMessage): Promise<void> {
    const { topic } = message;
    if (!topic.startsWith('realtime:') || topic === 'realtime:') {
      this.reply(message, 'error', { reason: 'TopicNameRequired: You must provide a topic name' });
      return;
    }
    const fresh = !this.channels.has(topic);
    if (fresh && this.channels.size + this.joining >= MAX_CHANNELS_PER_SOCKET) {
      this.reply(message, 'error', { reason: 'ChannelRateLimitReached: Too many channels' });
      return;
    }
    if (fresh) this.joining += 1;
    try {
      await this.checkJoin(message);
    } finally {
      if (fresh) this.joining -= 1;
    }
  }

  private async checkJoin(message: PhoenixMessage): Promise<void> {
    const { topic, payload } = message;
    const token = typeof payload.access_token === 'string' ? payload.access_token : this.ctx.apiKey;
    const check = await verifyJwt(token, this.ctx.jwtSecret);
    if (!check.ok) {
      this.reply(message, 'error', { reason: tokenError(check.reason, peekExp(token)) });
      return;
    }
    const config = (payload.config ?? {}) as { postgres_changes?: unknown };
    const requested = Array.isArray(config.postgres_changes) ? (config.postgres_changes as unknown[]) : [];
    if (requested.length > MAX_BINDINGS_PER_CHANNEL) {
      this.reply(message, 'error', { reason: 'Too many postgres_changes bindings' });
      return;
    }
    const bindings: Binding[] = [];
    const refusals: string[] = [];
    const echoed: Record<string, unknown>[] = [];
    for (const raw of requested) {
      const params = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
      const id = bindingId(params);
      echoed.push({ ...params, id });
      const event = typeof params.event === 'string' ? params.event.toUpperCase() : '';
      const schema = typeof params.schema === 'string' ? params.schema : '';
      const table = typeof params.table === 'string' ? params.table : undefined;
      const binding: Binding = {
        id,
        event: event as ChangeType | '*',
        schema,
        table,
        filter: undefined,
        active: false,
      };
      if (!CHANGE_EVENTS.has(event) || schema === '')
        refusals.push(`Invalid postgres_changes binding: ${JSON.stringify(params)}`);
      else if (typeof params.filter === 'string' && params.filter !== '') {
        const parsed = parseFilter(params.filter);
        if (parsed.ok) binding.filter = parsed.filter;
        else refusals.push(parsed.message);
        binding.active = parsed.ok;
      } else binding.active = true;
      if (binding.active) {
        const refused = await this.ctx.checkBinding(binding);
        if (refused !== undefined) {
          binding.active = false;
          refusals.push(refused);
        }
      }
      bindings.push(binding);
    }
    if (this.closed) return;
    // Joining a topic again replaces the channel, as Phoenix does.
    this.channels.get(topic)?.stop();
    const channel = new Channel(topic, message.join_ref, check.claims, token, this);
    channel.bindings = bindings;
    channel.watchExpiry();
    this.channels.set(topic, channel);
    this.ctx.changed();
    this.reply(message, 'ok', { postgres_changes: echoed });
    if (requested.length > 0) {
      const status = refusals.length === 0 ? 'ok' : 'error';
      const text = refusals.length === 0 ? 'Subscribed to PostgreSQL' : refusals.join('; ');
      channel.send('system', {
        extension: 'postgres_changes',
        status,
        message: text,
        channel: topic.slice('realtime:'.length),
      });
    }
  }

  private leave(message: PhoenixMessage): void {
    const channel = this.channels.get(message.topic);
    this.reply(message, 'ok', {});
    if (channel === undefined) return;
    this.close(channel);
  }

  /** Ends a channel: the client is told with phx_close. */
  private close(channel: Channel): void {
    channel.stop();
    if (this.channels.get(channel.topic) === channel) this.channels.delete(channel.topic);
    this.ctx.changed();
    channel.send('phx_close', {});
  }

  /** Shuts a channel down with a reason, as hosted Realtime does: a system error message, then phx_close. */
  private shutdown(channel: Channel, reason: string): void {
    channel.send('system', {
      extension: 'system',
      status: 'error',
      message: reason,
      channel: channel.topic.slice('realtime:'.length),
    });
    this.close(channel);
  }

  private async refreshToken(message: PhoenixMessage): Promise<void> {
    const channel = this.channels.get(message.topic);
    const token = message.payload.access_token;
    if (channel === undefined || typeof token !== 'string' || token === channel.token) return;
    const check = await verifyJwt(token, this.ctx.jwtSecret);
    if (this.channels.get(message.topic) !== channel) return;
    if (!check.ok) {
      this.shutdown(channel, tokenError(check.reason, peekExp(token)).replace(/^\w+: /, ''));
      return;
    }
    channel.token = token;
    channel.claims = check.claims;
    channel.watchExpiry();
  }

  async confirmToken(channel: Channel): Promise<void> {
    if (this.channels.get(channel.topic) !== channel) return;
    const check = await verifyJwt(channel.token, this.ctx.jwtSecret);
    if (this.channels.get(channel.topic) !== channel) return;
    if (check.ok) channel.watchExpiry();
    else this.shutdown(channel, tokenError(check.reason, channel.claims).replace(/^\w+: /, ''));
  }

  private dispose(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.idle);
    for (const channel of this.channels.values()) channel.stop();
    this.channels.clear();
    this.ctx.changed();
  }
}
