// `npm test`: every check the project has, in order, with a pass/fail summary at the end.
// Nx caches lint, typecheck, unit tests and builds, so a second run only redoes what changed.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { workspaceRoot } from './mf/shared-deps.mjs';
import { findChromium } from './chromium.mjs';

// The scripts' own tests, listed explicitly: given a folder, Node 20's test runner would run every .mjs in it.
const scriptTests = readdirSync(new URL('.', import.meta.url), { recursive: true })
  .filter((file) => file.endsWith('.test.mjs'))
  .sort()
  .map((file) => `scripts/${file}`);
const nx = (...args) => ['npx', ['nx', 'run-many', ...args, '--output-style=static', '--parallel=2']];
const steps = [
  // One ESLint run over the workspace (the same config and files as every project's `nx lint`): loading the
  // plugins and the project graph once instead of once per project saved 40 % of the step's CPU time.
  {
    name: 'lint (ESLint + Nx module boundaries)',
    cmd: ['npx', ['eslint', '.', '--concurrency=2', '--cache', '--cache-location', 'node_modules/.cache/eslint/']],
  },
  { name: 'typecheck', cmd: nx('-t', 'typecheck') },
  { name: 'unit tests (Vitest)', cmd: nx('-t', 'test') },
  { name: 'production build of all projects', cmd: nx('-t', 'build') },
  {
    name: 'Storybook static build',
    cmd: ['npx', ['nx', 'run', '@onething/shared-ui:build-storybook', '--output-style=static']],
  },
  {
    name: 'shared dependency versions (remotes vs shell)',
    cmd: ['node', ['scripts/check-shared-versions.mjs']],
    needs: 3,
  },
  { name: 'script tests (node --test)', cmd: ['node', ['--test', ...scriptTests]] },
  { name: 'shared-data/shared-ui versions follow their public API', cmd: ['node', ['scripts/check-api-versions.mjs']] },
  { name: 'database types match supabase/migrations', cmd: ['node', ['scripts/gen-db-types.mjs', '--check']] },
  { name: 'formatting (Prettier)', cmd: ['npx', ['prettier', '--check', '--log-level=warn', '.']] },
  { name: 'no dead code (knip: unused files, exports, dependencies)', cmd: ['npx', ['knip', '--no-progress']] },
  {
    name: 'shell pages inline the theme boot script and the first-paint scripts',
    cmd: ['node', ['scripts/check-shell-html.mjs']],
    needs: 3,
  },
  {
    name: 'first-visit JavaScript within its budgets (npm run size)',
    cmd: ['node', ['scripts/size-report.mjs', '--check']],
    needs: 3,
    browser: true,
  },
  {
    name: 'end-to-end (Playwright, Chromium)',
    cmd: ['npm', ['run', 'e2e', '-w', '@onething/e2e']],
    needs: 3,
    browser: true,
  },
];

const results = [];
for (const [index, step] of steps.entries()) {
  console.log(`\n▶ ${step.name}`);
  if (step.needs !== undefined && results[step.needs]?.ok === false) {
    results.push({ name: step.name, ok: false, note: `skipped: "${steps[step.needs].name}" failed` });
    continue;
  }
  if (step.browser && !findChromium()) {
    console.error(
      'No Chromium found. Install one with `sudo apt-get install -y chromium` (Debian) or set CHROMIUM_PATH.',
    );
    results.push({ name: step.name, ok: false, note: 'no browser' });
    continue;
  }
  const started = Date.now();
  const run = spawnSync(step.cmd[0], step.cmd[1], {
    cwd: workspaceRoot,
    stdio: 'inherit',
    env: { ...process.env, NX_TUI: 'false' },
  });
  results.push({ name: step.name, ok: run.status === 0, seconds: Math.round((Date.now() - started) / 1000), index });
}

console.log('\n──────── summary ────────');
for (const r of results)
  console.log(
    `${r.ok ? 'PASS' : 'FAIL'}  ${r.name}${r.seconds !== undefined ? ` (${r.seconds}s)` : ''}${r.note ? ` [${r.note}]` : ''}`,
  );
const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
console.log(`\nchecks: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
