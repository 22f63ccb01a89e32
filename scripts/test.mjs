// `npm test`: every check the project has, with a pass/fail summary at the end.
// Nx caches typecheck, unit tests and builds, and ESLint and Prettier keep caches of their own, so a second
// run only redoes what changed.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { workspaceRoot } from './mf/shared-deps.mjs';
import { findChromium } from './chromium.mjs';

// The scripts' own tests, listed explicitly: given a folder, Node 20's test runner would run every .mjs in it.
const scriptTests = readdirSync(new URL('.', import.meta.url), { recursive: true })
  .filter((file) => file.endsWith('.test.mjs'))
  .sort()
  .map((file) => `scripts/${file}`);
const nx = (...args) => ['npx', ['nx', 'run-many', ...args, '--output-style=static', '--parallel=2']];
const BUILD = 'production build of all projects';

/**
 * The checks, in order. Each keeps both cores busy except those marked `together`: single-threaded checks
 * that run one after another alongside the end-to-end suite (the step marked `alongside`), their output
 * printed whole when each ends. The suite's two workers leave a quarter of the CPU time unused while they
 * wait (on the backend, on a reload, on a timer); the checks took 100 s two at a time before it, and fit in
 * that quarter.
 * `needs`: the name of a step that must have passed; `browser`: needs Chromium.
 */
const steps = [
  // One ESLint run over the workspace (the same config and files as every project's `nx lint`): loading the
  // plugins and the project graph once instead of once per project saved 40 % of the step's CPU time. Nx's
  // module-boundary rule reads the project graph Nx caches, and skips itself (with a warning) where none is
  // cached yet, as in a fresh clone: `nx show projects` writes it first.
  {
    name: 'lint (ESLint + Nx module boundaries)',
    cmd: [
      'sh',
      [
        '-c',
        'npx nx show projects > /dev/null && npx eslint . --concurrency=2 --cache --cache-location node_modules/.cache/eslint/',
      ],
    ],
  },
  { name: 'typecheck', cmd: nx('-t', 'typecheck') },
  { name: 'unit tests (Vitest)', cmd: nx('-t', 'test') },
  { name: BUILD, cmd: nx('-t', 'build') },
  {
    name: 'first-visit JavaScript within its budgets (npm run size)',
    cmd: ['node', ['scripts/size-report.mjs', '--check']],
    needs: BUILD,
    browser: true,
    together: true,
  },
  {
    name: 'formatting (Prettier)',
    cmd: ['npx', ['prettier', '--check', '--log-level=warn', '--cache', '.']],
    together: true,
  },
  { name: 'script tests (node --test)', cmd: ['node', ['--test', ...scriptTests]], together: true },
  {
    name: 'Storybook static build',
    cmd: ['npx', ['nx', 'run', '@onething/shared-ui:build-storybook', '--output-style=static']],
    together: true,
  },
  {
    name: 'shared-data/shared-ui versions follow their public API',
    cmd: ['node', ['scripts/check-api-versions.mjs']],
    together: true,
  },
  {
    name: 'database types match supabase/migrations',
    cmd: ['node', ['scripts/gen-db-types.mjs', '--check']],
    together: true,
  },
  {
    name: 'no dead code (knip: unused files, exports, dependencies)',
    cmd: ['npx', ['knip', '--no-progress']],
    together: true,
  },
  {
    name: 'extension store packages (Chrome zip, Firefox build passes web-ext lint)',
    cmd: ['npm', ['run', 'package', '-w', '@onething/extension']],
    together: true,
  },
  {
    name: 'shell pages inline the theme boot script and the first-paint scripts',
    cmd: ['node', ['scripts/check-shell-html.mjs']],
    needs: BUILD,
    together: true,
  },
  {
    name: 'shared dependency versions (remotes vs shell)',
    cmd: ['node', ['scripts/check-shared-versions.mjs']],
    needs: BUILD,
    together: true,
  },
  {
    name: 'end-to-end (Playwright, Chromium)',
    cmd: ['npm', ['run', 'e2e', '-w', '@onething/e2e', '--', '--project=chromium']],
    needs: BUILD,
    browser: true,
    alongside: true,
  },
  // The tests that assert a time a person would feel (tagged @timed), once nothing else runs: the checks
  // beside the suite made the palette's 300 ms read 340.
  {
    name: 'end-to-end timed tests, alone on the machine',
    cmd: ['npm', ['run', 'e2e', '-w', '@onething/e2e', '--', '--project=timed']],
    needs: BUILD,
    browser: true,
  },
];

const results = new Map();

/** Why the step cannot run, or null. */
function blocker(step) {
  if (step.needs && results.get(step.needs)?.ok === false) return `skipped: "${step.needs}" failed`;
  if (step.browser && !findChromium()) {
    console.error(
      'No Chromium found. Install one with `sudo apt-get install -y chromium` (Debian) or set CHROMIUM_PATH.',
    );
    return 'no browser';
  }
  return null;
}

/** Runs a step; its output goes straight to the terminal, or is kept and printed whole when it ends. */
function run(step, { buffered }) {
  const note = blocker(step);
  if (note) {
    results.set(step.name, { ok: false, note });
    return Promise.resolve();
  }
  if (!buffered) console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.cmd[0], step.cmd[1], {
      cwd: workspaceRoot,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: {
        ...process.env,
        NX_TUI: 'false',
        // The suites sign up and sign in thousands of throw-away users: at bcrypt's lowest cost, not hosted
        // Auth's 10 (~0.1 s of CPU each), the unit tests and the end-to-end suite use a sixth less CPU.
        SUPABASE_LOCAL_BCRYPT_COST: process.env.SUPABASE_LOCAL_BCRYPT_COST ?? '4',
        ...(buffered ? { FORCE_COLOR: '1' } : {}),
      },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      if (buffered) {
        console.log(`\n▶ ${step.name} (${seconds}s, alongside others)`);
        process.stdout.write(Buffer.concat(output));
      }
      results.set(step.name, { ok: code === 0, seconds });
      resolve();
    });
  });
}

/** Runs the steps one after another, output buffered. */
async function runOneByOne(group) {
  for (const step of group) await run(step, { buffered: true });
}

const together = steps.filter((step) => step.together);
for (const step of steps.filter((s) => !s.together)) {
  if (step.alongside) await Promise.all([run(step, { buffered: false }), runOneByOne(together)]);
  else await run(step, { buffered: false });
}

console.log('\n──────── summary ────────');
for (const step of steps) {
  const r = results.get(step.name);
  console.log(
    `${r.ok ? 'PASS' : 'FAIL'}  ${step.name}${r.seconds !== undefined ? ` (${r.seconds}s)` : ''}${r.note ? ` [${r.note}]` : ''}`,
  );
}
const passed = [...results.values()].filter((r) => r.ok).length;
const failed = results.size - passed;
console.log(`\nchecks: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
