// The attacking clients of bench/attack.mjs, in their own thread so that their work (1 MB bodies, large
// answers) does not run on the server's event loop nor delay the reader's timings. Plain node:http, one
// socket per attacking connection, each sending its request again as soon as the last one ended.
//
// Message in: { kind, connections, seconds } (see ATTACKS); out: { statuses: { [status]: count }, sent }.
import http from 'node:http';
import { connect } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';

/** @type {{ url: string, anonKey: string, token: string, goalIds: string[], periodStart: string }} */
const { url, anonKey, token, goalIds, periodStart } = workerData;
const target = new URL(url);
const headers = {
  apikey: anonKey,
  authorization: `Bearer ${token}`,
  'content-type': 'application/json',
  accept: 'application/json',
};

/** Twelve thousand steps in one insert: a body just under the 1 MB limit. */
const manySteps = JSON.stringify(
  Array.from({ length: 12_000 }, (_, i) => ({ goal_id: goalIds[i % goalIds.length], title: 's', sort_order: i })),
);
/** About 15 KB of ids, as long as a request line may be. */
const manyIds = Array.from({ length: 400 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`).join(
  ',',
);

/** Each attack: the request one connection sends over and over; `abortAfterMs` drops it unanswered. */
const ATTACKS = {
  embeds: () => ({
    method: 'GET',
    path: '/rest/v1/one_thing_goals?select=id,one_thing_tasks(id,one_thing_goals(id,one_thing_tasks(id)))',
  }),
  facts: () => ({
    method: 'POST',
    path: '/rest/v1/rpc/reflection_facts',
    body: JSON.stringify({ p_kind: 'monthly', p_period_start: periodStart }),
  }),
  regex: (i) => ({
    method: 'GET',
    path: `/rest/v1/habits?select=id&name=${i % 2 ? 'not.' : ''}imatch.${encodeURIComponent('(a{1,255}){1,255}')}`,
  }),
  inserts: () => ({ method: 'POST', path: '/rest/v1/one_thing_tasks', body: manySteps }),
  'in-list': () => ({ method: 'GET', path: `/rest/v1/habits?select=id&id=in.(${manyIds})` }),
  dropped: () => ({
    method: 'GET',
    path: '/rest/v1/one_thing_goals?select=id,one_thing_tasks(id,one_thing_goals(id,one_thing_tasks(id)))',
    abortAfterMs: 2000,
  }),
};

function send(agent, { method, path, body, abortAfterMs }, deadline) {
  return new Promise((resolve) => {
    const req = http.request({
      host: target.hostname,
      port: target.port,
      method,
      path,
      agent,
      headers: body ? { ...headers, 'content-length': Buffer.byteLength(body) } : headers,
    });
    const timer =
      abortAfterMs === undefined ? undefined : setTimeout(() => req.destroy(new Error('dropped')), abortAfterMs);
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => {
        clearTimeout(timer);
        resolve(String(res.statusCode));
      });
    });
    req.on('error', (error) => {
      clearTimeout(timer);
      resolve(
        error.message === 'dropped' ? 'dropped' : performance.now() >= deadline ? 'unanswered at the end' : 'error',
      );
    });
    req.end(body);
  });
}

/**
 * A slow client: it opens a request and sends its headers one byte a second (never finishing), or when
 * the server lets it through, a body one byte a second; it starts again whenever the server hangs up.
 */
function slowSocket(deadline, statuses) {
  return new Promise((resolve) => {
    const open = () => {
      if (performance.now() >= deadline) return resolve();
      const socket = connect(Number(target.port), target.hostname);
      const text = `POST /rest/v1/one_thing_tasks HTTP/1.1\r\nHost: ${target.host}\r\napikey: ${anonKey}\r\ncontent-length: 100000\r\n\r\n`;
      let at = 0;
      const timer = setInterval(() => {
        if (performance.now() >= deadline) socket.destroy();
        else socket.write(at < text.length ? text[at] : '[');
        at += 1;
      }, 1000);
      socket.on('data', (chunk) => {
        const status = /^HTTP\/1\.1 (\d+)/.exec(chunk.toString('latin1'))?.[1];
        if (status) statuses[status] = (statuses[status] ?? 0) + 1;
      });
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(timer);
        if (performance.now() < deadline)
          statuses['closed by the server'] = (statuses['closed by the server'] ?? 0) + 1;
        open();
      });
    };
    open();
  });
}

parentPort.on('message', async ({ kind, connections, seconds }) => {
  const deadline = performance.now() + seconds * 1000;
  const statuses = {};
  let sent = 0;
  const agents = [];
  // At the end the attacker goes away: requests still unanswered are dropped with their connections.
  const end = setTimeout(() => agents.forEach((agent) => agent.destroy()), seconds * 1000);
  await Promise.all(
    Array.from({ length: connections }, async (_, c) => {
      if (kind === 'slow-sockets') return slowSocket(deadline, statuses);
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      agents.push(agent);
      for (let i = c; performance.now() < deadline; i += connections) {
        const status = await send(agent, ATTACKS[kind](i), deadline);
        sent += 1;
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
      agent.destroy();
    }),
  );
  clearTimeout(end);
  parentPort.postMessage({ statuses, sent });
});
