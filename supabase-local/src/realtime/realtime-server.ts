import { readFile } from 'node:fs/promises';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { LocalDatabase } from '../db/local-database.ts';
import { RealtimeCatalog } from './catalog.ts';
import { followChanges } from './change-feed.ts';
import { Connection } from './connection.ts';
import { deliverChange } from './deliver.ts';
import { serializerOf } from './protocol.ts';
import type { Binding, Subscriber } from './subscription.ts';

/** Where hosted Supabase serves Realtime's WebSocket (supabase-js connects to `${url}/realtime/v1/websocket`). */
export const REALTIME_PATH = '/realtime/v1/websocket';
/** Largest message a client may send (a join with its bindings is a few KB). */
const MAX_CLIENT_MESSAGE_BYTES = 256 * 1024;

const CAPTURE_SQL_URL = new URL('./capture.sql', import.meta.url);

/** Installs the change capture (capture.sql): the trigger on every table of the publication supabase_realtime. */
export async function installChangeCapture(db: LocalDatabase): Promise<void> {
  await db.exec(await readFile(CAPTURE_SQL_URL, 'utf8'));
}

export interface RealtimeOptions {
  db: LocalDatabase;
  jwtSecret: string;
  /** The API keys a socket may be opened with. */
  apiKeys: readonly string[];
  logError(error: unknown): void;
}

export interface RealtimeService {
  /** Takes an HTTP upgrade request; false when it is not Realtime's path (someone else's to answer). */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  close(): Promise<void>;
}

function refuse(socket: Duplex, status: number, message: string): void {
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${status === 401 ? 'Unauthorized' : status === 400 ? 'Bad Request' : 'Error'}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * Supabase Realtime's postgres_changes for the local backend: clients join channels over a WebSocket
 * (connection.ts), the capture trigger reports each committed change (change-feed.ts), and each change
 * goes to the subscribers that may see it (deliver.ts).
 */
export async function startRealtime(options: RealtimeOptions): Promise<RealtimeService> {
  const { db, jwtSecret, logError } = options;
  const catalog = new RealtimeCatalog(db);
  await catalog.refresh(true);
  const restDb = await db.restDatabase();
  const login: Record<string, string> = db.kind === 'pglite' ? { session_authorization: 'authenticator' } : {};
  const connections = new Set<Connection>();
  let subscribers: Subscriber[] = [];
  let stale = true;
  const currentSubscribers = (): Subscriber[] => {
    if (stale) {
      subscribers = [...connections].flatMap((connection) => [...connection.subscribers()]);
      stale = false;
    }
    return subscribers;
  };

  const stopFollowing = await followChanges(
    db,
    (change) => deliverChange({ db, restDb, login, catalog, subscribers: currentSubscribers }, change),
    logError,
  );

  /** A binding streams when its table is in the publication (any table of a schema that has one for `*`). */
  const checkBinding = async (binding: Binding): Promise<string | undefined> => {
    await catalog.refresh();
    const tables = catalog
      .all()
      .filter(
        (t) =>
          (binding.schema === '*' || t.schema === binding.schema) &&
          (binding.table === undefined || binding.table === '*' || t.table === binding.table),
      );
    if (binding.table !== undefined && binding.table !== '*' && binding.schema !== '*' && tables.length === 0) {
      return `Unable to subscribe to changes with given parameters: table ${binding.schema}.${binding.table} is not in the publication supabase_realtime`;
    }
    if (binding.filter !== undefined) {
      const { column } = binding.filter;
      if (!tables.every((t) => t.columns.some((c) => c.name === column))) {
        return `invalid column for filter ${column}`;
      }
      // The value must be one of the column's type, as Realtime checks when it subscribes.
      const values = Array.isArray(binding.filter.value) ? binding.filter.value : [binding.filter.value];
      for (const table of tables) {
        const type = table.columns.find((c) => c.name === column)?.sqlType;
        try {
          await db.query(`select v::${type} from jsonb_array_elements_text($1::jsonb) v`, [JSON.stringify(values)]);
        } catch {
          return `invalid value for filter ${binding.filter.column}: ${JSON.stringify(binding.filter.value)}`;
        }
      }
    }
    return undefined;
  };

  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_CLIENT_MESSAGE_BYTES });
  return {
    handleUpgrade(req, socket, head) {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname !== REALTIME_PATH) return false;
      const apiKey = url.searchParams.get('apikey') ?? (req.headers.apikey as string | undefined) ?? '';
      if (!options.apiKeys.includes(apiKey)) {
        refuse(socket, 401, apiKey === '' ? 'No API key found in request' : 'Invalid API key');
        return true;
      }
      const serializer = serializerOf(url.searchParams.get('vsn'));
      if (serializer === undefined) {
        refuse(socket, 400, 'Unsupported serializer version');
        return true;
      }
      wss.handleUpgrade(req, socket, head, (ws) => {
        const connection = new Connection(ws, {
          jwtSecret,
          apiKey,
          serializer,
          checkBinding,
          changed: () => (stale = true),
          logError,
        });
        connections.add(connection);
        stale = true;
        ws.on('close', () => {
          connections.delete(connection);
          stale = true;
        });
      });
      return true;
    },
    async close() {
      stopFollowing();
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

/** Routes the HTTP server's upgrade requests to Realtime; any other upgrade is refused. */
export function attachRealtime(server: Server, realtime: RealtimeService): void {
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => undefined);
    if (!realtime.handleUpgrade(req, socket, head)) refuse(socket, 400, 'Unexpected upgrade request');
  });
}
