// `npm run bench:attack -w @onething/supabase-local [-- <supabase-local dir>]`: can one user stall everyone?
// For each kind of attack, ATTACKERS connections (default 20) of one signed-in user send that request
// over and over for ATTACK_SECONDS (default 12) while a second user loads the dashboard (its six reads at
// once, again and again, through supabase-js as the app does). It prints the second user's latency per
// request during the attack (p50 / p95 / max) and how long after the attack ended the second user still
// waited (a backlog of abandoned work shows there), then what the attackers were answered.
//
// Attacks: embeds (a select nesting three embeds over 50,000 steps), facts (reflection_facts over 3,000
// habits), regex (a regular expression too complex to compile, matched and not matched), inserts (12,000
// steps in one request), in-list (400 ids in one filter), slow-sockets (requests that send a byte a second
// and never finish) and dropped (the embeds request, abandoned by its client after 2 s).
//
// Each attack runs in a child process on a fresh server and database, killed afterwards, so that work left
// behind by one attack cannot slow the next. PGlite by default; DATABASE_URL measures a Postgres server (a
// dedicated database: it is reset). The optional argument is another checkout's supabase-local folder (e.g.
// `git archive <commit> supabase-local supabase | tar -x -C .scratch/base`), to measure its code with this
// bench. ATTACKS=embeds,regex runs some; ATTACKERS and ATTACK_SECONDS change the load.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const KINDS = ['embeds', 'facts', 'regex', 'inserts', 'in-list', 'slow-sockets', 'dropped'];
const here = path.dirname(fileURLToPath(import.meta.url));
const tree = path.resolve(process.argv[2] ?? path.join(here, '..'));
const kinds = process.env.ATTACKS?.split(',') ?? KINDS;
const seconds = Number(process.env.ATTACK_SECONDS ?? 12);
const attackers = Number(process.env.ATTACKERS ?? 20);

const ms = (v) => (v === null || v === undefined || Number.isNaN(v) ? '?' : v < 10 ? v.toFixed(1) : v.toFixed(0));

/** Runs one attack in a child process and reads its JSON line; the child is killed at the end either way. */
function runChild(kind) {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [path.join(here, 'attack-run.mjs'), tree, kind, String(seconds), String(attackers)],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
        env: process.env,
      },
    );
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    const limit = setTimeout(() => child.kill('SIGKILL'), (seconds + 180) * 1000);
    child.on('exit', () => {
      clearTimeout(limit);
      const line = out.split('\n').find((l) => l.startsWith('{'));
      resolve(line ? JSON.parse(line) : { kind, error: out.trim().slice(-500) || 'no result' });
    });
  });
}

const where = process.env.DATABASE_URL ? 'Postgres' : 'PGlite';
console.log(
  `supabase-local attack bench: ${where}, code from ${path.relative(process.cwd(), tree) || '.'}; ${attackers} attacking connections of one user for ${seconds} s per attack`,
);
console.log(
  `machine: ${os.cpus().length} cores, load average at start ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log('second user: the dashboard read set (six requests at once), again and again; latency per request in ms\n');
console.log(
  '| attack | quiet p95 | under attack p50 | p95 | max | requests | waited after the attack | attackers were answered |',
);
console.log('|---|--:|--:|--:|--:|--:|--:|---|');
for (const kind of kinds) {
  const r = await runChild(kind);
  if (r.error) {
    console.log(`| ${kind} | failed: ${r.error.replace(/\n/g, ' ')} |`);
    continue;
  }
  const answered = Object.entries(r.statuses)
    .map(([status, n]) => `${status} ×${n}`)
    .join(', ');
  const after = r.after.drained ? ms(r.after.waitedMs) : `> ${ms(r.after.waitedMs)} (still waiting)`;
  // A request still unanswered when the attack ended counts with what it had waited by then: at least that.
  const atLeast = r.attack.stillWaiting > 0 ? '≥ ' : '';
  console.log(
    `| ${kind} | ${ms(r.quiet.p95)} | ${ms(r.attack.p50)} | ${atLeast}${ms(r.attack.p95)} | ${atLeast}${ms(r.attack.max)} | ${r.attack.requests} | ${after} | ${answered} |`,
  );
}
console.log(
  `\nload average at end ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
