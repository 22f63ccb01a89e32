// PGlite runs here, in a worker thread, so that a long query never blocks the HTTP server's event loop and a
// runaway one can be stopped: PGlite has no query cancellation (statement_timeout never fires in WASM), but
// `worker.terminate()` stops the thread within milliseconds, even inside a WASM loop. Plain JavaScript
// because a worker thread does not inherit the TypeScript loader of the main thread.
//
// Protocol (operations may arrive while one runs; they run in arrival order, one at a time):
//   in:  { id, op: 'query', sql, params, prelude?, finish?, restoreSession?, wire? } | { id, op: 'exec', sql, prelude?, restoreSession? }
//        | { id, op: 'close' }
//   out: { type: 'ready', heapBytes } | { type: 'failed', error } | { type: 'notify', channel, payload }
//        { id, ok: true, rows, affectedRows, fields, heapBytes, ranMs } | { id, ok: true, wire, heapBytes, ranMs }
//        | { id, ok: false, error, memoryLimitHit, heapBytes, ranMs }
// `wire: true` asks for the statement's answer as Postgres sent it (its protocol messages, transferred, not
// copied) instead of parsed rows: the main thread parses it (pglite-wire.ts), so this thread, through which
// every request passes one at a time, spends its time in Postgres.
// `prelude` runs before the statement (BEGIN ...); `finish: 'COMMIT'` ends that transaction after it (or rolls
// it back when anything failed); `restoreSession` makes the login user the session user again afterwards,
// whatever happened: PGlite keeps a transaction-local session_authorization after COMMIT.
// Notifications (NOTIFY to a channel this session LISTENs on, delivered when the notifying transaction
// commits) are posted as they arrive: PGlite's own parser reports those of exec() and query(), and the raw
// answers of pipelined statements are scanned for them.
import { mkdir } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { parse, PGlite, protocol } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';

/** @type {{ dataDir: string, searchPath: string, queryMemoryBytes: number, textTypeOids: number[], wasmModule: WebAssembly.Module, fsBundle: Blob }} */
const { dataDir, searchPath, queryMemoryBytes, textTypeOids, wasmModule, fsBundle } = workerData;

const identity = (value) => value;
const TEXT_PARSERS = Object.fromEntries(textTypeOids.map((oid) => [oid, identity]));
const ERROR_FIELDS = [
  'code',
  'message',
  'severity',
  'detail',
  'hint',
  'schema',
  'table',
  'column',
  'constraint',
  'dataType',
  'where',
  'position',
];

function serialiseError(error) {
  const out = {};
  for (const key of ERROR_FIELDS) {
    const value = error?.[key];
    if (typeof value === 'string' && value !== '') out[key] = value;
  }
  if (out.message === undefined) out.message = String(error);
  return out;
}

let memoryLimitHit = false;

/**
 * WASM memory never shrinks, and PGlite may grow it to 2 GB for one oversized query. Refusing to grow past
 * the limit makes Postgres fail that query with its own "out of memory" error (53200) and carry on.
 */
function capMemory(memory, limitBytes) {
  const grow = WebAssembly.Memory.prototype.grow;
  memory.grow = function cappedGrow(pages) {
    if (this.buffer.byteLength + pages * 65536 > limitBytes) {
      memoryLimitHit = true;
      throw new RangeError('supabase-local: PGlite memory limit reached');
    }
    return grow.call(this, pages);
  };
}

let pg;
let heap = () => 0;
let restoreSessionSql = '';
try {
  // PGlite does not create missing parent folders itself.
  await mkdir(dataDir, { recursive: true });
  // The module compiled once in the main thread (see pgliteArtifacts): its optimised code is shared.
  pg = await PGlite.create(dataDir, {
    extensions: { pgcrypto },
    parsers: TEXT_PARSERS,
    pgliteWasmModule: wasmModule,
    fsBundle,
  });
  await pg.exec(`set search_path = ${searchPath}`);
  const login = (await pg.query('select session_user::text as login')).rows[0].login;
  restoreSessionSql = `SET SESSION AUTHORIZATION "${login.replace(/"/g, '""')}"`;
  const memory = pg.Module?.wasmMemory;
  if (memory instanceof WebAssembly.Memory) {
    heap = () => memory.buffer.byteLength;
    if (queryMemoryBytes > 0) capMemory(memory, heap() + queryMemoryBytes);
  }
  pg.onNotification((channel, payload) => parentPort.postMessage({ type: 'notify', channel, payload }));
  parentPort.postMessage({ type: 'ready', heapBytes: heap() });
} catch (error) {
  parentPort.postMessage({ type: 'failed', error: serialiseError(error) });
  parentPort.close();
}

const RESULT_OK = (result) => ({
  rows: result.rows,
  affectedRows: result.affectedRows ?? 0,
  fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
});

/** Values the wire protocol carries as text as they are; anything else goes through PGlite's typed path. */
const isPlainValue = (value) =>
  value === null || value === undefined || typeof value === 'string' || typeof value === 'number';

function concat(parts) {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * Statements prepared once and executed by name afterwards (most recently used last): Postgres then skips
 * parsing, rewriting and, once it settles on a generic plan, planning. Postgres itself re-plans a prepared
 * statement when the schema, the role or the search path it was planned for changes, so row level
 * security and grants hold as for a fresh statement. Bounded, because a client can vary its filters.
 */
const prepared = new Map();
const MAX_PREPARED = 500;
let preparedCount = 0;

/** Forgets a prepared statement (closing one that does not exist is no error in the protocol). */
async function unprepare(name) {
  const { serialize } = protocol;
  await pg
    .execProtocolStream(concat([serialize.close({ type: 'S', name }), serialize.sync()]), {
      syncToFs: false,
      throwOnError: false,
    })
    .catch(() => undefined);
}

/**
 * The prelude (BEGIN, settings), the statement (extended protocol: parse unless prepared before, bind,
 * execute) and the end of the transaction as ONE message to Postgres: one pass through PGlite instead of
 * ten (each query() is six protocol exchanges, each exec() two). Postgres runs them in order; after an
 * error it skips the rest of the extended part up to its Sync and refuses statements until the transaction
 * ends, so a failed prelude means the statement never runs, and COMMIT on a failed transaction rolls it
 * back. The first error is thrown once everything has run, the session restore included.
 */
async function pipelined(message, ending) {
  const { serialize } = protocol;
  let name = prepared.get(message.sql);
  const fresh = name === undefined;
  if (fresh) {
    if (prepared.size >= MAX_PREPARED) {
      const [oldestSql, oldest] = prepared.entries().next().value;
      prepared.delete(oldestSql);
      await unprepare(oldest);
    }
    preparedCount += 1;
    name = `sl_${preparedCount}`;
  } else {
    prepared.delete(message.sql);
  }
  const parts = [];
  if (message.prelude) parts.push(serialize.query(message.prelude));
  if (fresh) parts.push(serialize.parse({ text: message.sql, name }));
  const values = (message.params ?? []).map((v) => (v === null || v === undefined ? null : String(v)));
  parts.push(
    serialize.bind({ statement: name, values }),
    serialize.describe({ type: 'P' }),
    serialize.execute({}),
    serialize.sync(),
  );
  if (message.finish) parts.push(serialize.query(ending(message.finish)));
  const output = [];
  // Synchronous underneath; the folder (or memory) file system writes through, so there is nothing to sync.
  await pg.execProtocolRawStream(concat(parts), {
    syncToFs: false,
    onRawData: (bytes) => void output.push(bytes.slice()),
  });
  const wire = output.length === 1 ? output[0] : concat(output);
  // Each part ends with ReadyForQuery: the statement's messages come after the prelude's.
  const { statement, failed } = scanParts(wire, message.prelude ? 1 : 0);
  if (failed) {
    // Whether it was prepared or not, start afresh next time: the error may be the statement's own.
    await unprepare(name);
    throw firstError(wire);
  }
  prepared.set(message.sql, name);
  // A view: `wire` is this call's own copy, so its buffer can be handed over whole.
  const own = wire.subarray(statement[0], statement[1]);
  if (message.wire) return { wire: own };
  const backendMessages = [];
  wireParser.parse(own, (m) => void backendMessages.push(m));
  return RESULT_OK(parse.parseResults(backendMessages, pg.parsers)[0]);
}

const READY_FOR_QUERY = 0x5a; // 'Z'
const ERROR_RESPONSE = 0x45; // 'E'
const NOTIFICATION_RESPONSE = 0x41; // 'A'
const utf8 = new TextDecoder();

/** A NotificationResponse's body (after its type and length): the sender's process id, the channel, the payload. */
function postNotification(wire, at, end) {
  const channelStart = at + 4;
  const channelEnd = wire.indexOf(0, channelStart);
  const payloadEnd = wire.indexOf(0, channelEnd + 1);
  if (channelEnd < 0 || payloadEnd < 0 || payloadEnd >= end) return;
  parentPort.postMessage({
    type: 'notify',
    channel: utf8.decode(wire.subarray(channelStart, channelEnd)),
    payload: utf8.decode(wire.subarray(channelEnd + 1, payloadEnd)),
  });
}
const wireParser = new protocol.Parser();

/**
 * Walks the backend messages (a type byte, then a length that counts itself) without decoding them: the
 * byte range of part `wanted` (parts end with ReadyForQuery) and whether Postgres reported an error.
 */
function scanParts(wire, wanted) {
  const view = new DataView(wire.buffer, wire.byteOffset, wire.byteLength);
  let part = 0;
  let start = wanted === 0 ? 0 : -1;
  let end = wire.length;
  let failed = false;
  for (let at = 0; at < wire.length;) {
    const type = wire[at];
    const next = at + 1 + view.getInt32(at + 1);
    if (type === ERROR_RESPONSE) failed = true;
    if (type === NOTIFICATION_RESPONSE) postNotification(wire, at + 5, next);
    if (type === READY_FOR_QUERY) {
      if (part === wanted) end = at;
      part += 1;
      if (part === wanted) start = next;
    }
    at = next;
  }
  return { statement: start < 0 ? [0, 0] : [start, end], failed };
}

/** Postgres's first reported error, as PGlite would have thrown it. */
function firstError(wire) {
  let error;
  new protocol.Parser().parse(wire, (m) => {
    if (error === undefined && m instanceof protocol.messages.DatabaseError) error = m;
  });
  return error;
}

async function run(message) {
  if (message.op === 'close') {
    if (!pg.closed) await pg.close();
    return { rows: [], affectedRows: 0, fields: [] };
  }
  let restored = false;
  // The session goes back to the login user in the same call as the statement that ends the transaction.
  const ending = (sql) => {
    if (!message.restoreSession) return sql;
    restored = true;
    return `${sql}; ${restoreSessionSql}`;
  };
  try {
    if (message.op === 'query' && (message.params ?? []).every(isPlainValue)) return await pipelined(message, ending);
    if (message.prelude) await pg.exec(message.prelude);
    if (message.op === 'exec') {
      await pg.exec(ending(message.sql));
      return { rows: [], affectedRows: 0, fields: [] };
    }
    const result = await pg.query(message.sql, message.params ?? []);
    if (message.finish) await pg.exec(ending(message.finish));
    return RESULT_OK(result);
  } catch (error) {
    restored = false;
    // A transaction this operation opened must not outlive it.
    if (message.finish) await pg.exec('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    if (message.restoreSession && !restored) await pg.exec(restoreSessionSql).catch(() => undefined);
  }
}

/** Operations arrive before the previous one is done; they run strictly one after the other. */
let queue = Promise.resolve();

if (pg) {
  parentPort.on('message', (message) => {
    queue = queue.then(() => handle(message));
  });
}

/** `ranMs`: how long the operation ran here, which the main thread, busy or not, cannot time as exactly. */
function handle(message) {
  memoryLimitHit = false;
  const started = performance.now();
  return run(message).then(
    (result) => {
      const ranMs = performance.now() - started;
      parentPort.postMessage(
        { id: message.id, ok: true, ...result, heapBytes: heap(), ranMs },
        result.wire ? [result.wire.buffer] : [],
      );
      if (message.op === 'close') parentPort.close();
    },
    (error) =>
      parentPort.postMessage({
        id: message.id,
        ok: false,
        error: serialiseError(error),
        memoryLimitHit,
        heapBytes: heap(),
        ranMs: performance.now() - started,
      }),
  );
}
