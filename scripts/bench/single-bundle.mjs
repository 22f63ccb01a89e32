// `npm run bench:single-bundle`: what Module Federation costs in JavaScript. Builds the same source twice,
// as deployed (shell + remotes, `nx build`, cached) and as one single-page bundle without federation
// (scripts/bench/single-bundle.rspack.config.mjs → dist-single/), serves both against one local backend,
// and has a signed-in user visit /, /one-thing and /habits in Chromium:
//   - three first visits, each in a fresh browser context (nothing cached), summed;
//   - one session: a full load of /, then client-side navigation to /one-thing and /habits.
// It sums the JavaScript of every script response (decoded bytes, and those bytes gzipped by zlib so the
// numbers do not depend on what the server compresses) and prints MF / single. Bytes, not timings: the
// result does not depend on machine load.
//
//   npm run bench:single-bundle               build both (nx cache for the federated one), then measure
//   npm run bench:single-bundle -- --no-build measure the builds already in */dist and dist-single/
//   npm run bench:single-bundle -- --at 3f795b2 measure another commit (built in a temp copy, see at-commit.mjs)
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { REMOTES } from '../app-servers.mjs';
import { findChromium } from '../chromium.mjs';
import { workspaceRoot } from '../mf/shared-deps.mjs';
import { startStaticServer } from '../static-server.mjs';
import { SINGLE_BUNDLE_DIST } from './single-bundle.rspack.config.mjs';
import { bytesPerPackage, describeContents } from './chunk-contents.mjs';
import { closeOnSignal, startStack } from './stack.mjs';
import { runAtCommit } from './at-commit.mjs';
import {
  addTotals,
  kb,
  largestScripts,
  markdownTable,
  parseBenchArgs,
  ratio,
  sumScripts,
  withoutAt,
} from './summary.mjs';
import { firstVisit, sessionVisit } from './visits.mjs';

const ROUTES = ['/', '/one-thing', '/habits'];
const SHELL_PORT = 4900; // remotes on 4901-4906
const SINGLE_PORT = 4920;
const BACKEND_PORT = 54421;
export const TARGET_RATIO = 1.15;

const options = parseBenchArgs(process.argv.slice(2), { runs: 1 });
if (options.at) {
  // the commit's copy is built by prepareCommit; only the single bundle is still to build there
  runAtCommit(options.at, 'single-bundle.mjs', [...withoutAt(process.argv.slice(2)), '--no-build'], {
    beforeRun: (copy) =>
      options.build && run('npx', ['rspack', 'build', '-c', 'scripts/bench/single-bundle.rspack.config.mjs'], copy),
  });
}

function run(command, args, cwd = workspaceRoot) {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, NX_TUI: 'false' } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed with ${result.status}`);
}

if (options.build) {
  run('npx', [
    'nx',
    'run-many',
    '-t',
    'build',
    `--projects=@onething/shell,${REMOTES.map((r) => `@onething/${r}`).join(',')}`,
    '--output-style=static',
    '--parallel=1',
  ]);
  run('npx', [
    'rspack',
    'build',
    '-c',
    path.relative(workspaceRoot, path.join(import.meta.dirname, 'single-bundle.rspack.config.mjs')),
  ]);
}
for (const dir of [path.join(workspaceRoot, 'shell', 'dist'), SINGLE_BUNDLE_DIST]) {
  if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`${dir} has no build: run without --no-build`);
}

const stack = await startStack({ shellPort: SHELL_PORT, backendPort: BACKEND_PORT, label: 'single-bundle' });
const single = await startStaticServer({
  root: SINGLE_BUNDLE_DIST,
  port: SINGLE_PORT,
  spa: true,
  files: { '/config.json': stack.servers.configFile },
});
const browser = await chromium.launch({
  executablePath: findChromium() ?? undefined,
  args: ['--no-sandbox', '--disable-gpu'],
});
const closeAll = async () => {
  await browser.close().catch(() => {});
  await single.close();
  await stack.close();
};
closeOnSignal(closeAll);

const fmt = (t) => `${kb(t.raw)} / ${kb(t.gzip)}`;

/** Which packages make up a downloaded chunk, from the build's source map next to it. */
function contentsOf(url, distByOrigin) {
  const { origin, pathname } = new URL(url);
  const dist = distByOrigin.get(origin);
  const file = dist && path.join(dist, pathname);
  if (!file || !existsSync(file) || !existsSync(`${file}.map`)) return '';
  try {
    return describeContents(
      bytesPerPackage(JSON.parse(readFileSync(`${file}.map`, 'utf8')), readFileSync(file, 'utf8')),
    );
  } catch {
    return '';
  }
}
try {
  const builds = [
    {
      name: 'Module Federation',
      url: stack.servers.shell.url,
      dists: new Map([
        [new URL(stack.servers.shell.url).origin, path.join(workspaceRoot, 'shell', 'dist')],
        ...Object.entries(stack.servers.remoteServers).map(([name, server]) => [
          new URL(server.url).origin,
          path.join(workspaceRoot, name, 'dist'),
        ]),
      ]),
    },
    { name: 'single bundle', url: single.url, dists: new Map([[new URL(single.url).origin, SINGLE_BUNDLE_DIST]]) },
  ];
  for (const build of builds) {
    build.fresh = [];
    for (const route of ROUTES)
      build.fresh.push({ route, total: sumScripts(await firstVisit(browser, build.url, route, stack.session)) });
    build.freshTotal = addTotals(build.fresh.map((f) => f.total));
    build.steps = await sessionVisit(browser, build.url, ROUTES, stack.session);
    build.sessionRecords = build.steps.flatMap((step) => step.records);
    build.sessionTotal = sumScripts(build.sessionRecords);
  }
  const [mf, one] = builds;

  console.log(
    '\nJavaScript of a signed-in visit to / , /one-thing and /habits (KB decoded / KB gzip by zlib; scripts counted)\n',
  );
  const rows = [];
  for (const [index, route] of ROUTES.entries()) {
    rows.push([
      `first visit ${route}`,
      fmt(mf.fresh[index].total),
      fmt(one.fresh[index].total),
      ratio(mf.fresh[index].total.gzip, one.fresh[index].total.gzip).toFixed(2),
    ]);
  }
  rows.push([
    'three first visits, summed',
    fmt(mf.freshTotal),
    fmt(one.freshTotal),
    ratio(mf.freshTotal.gzip, one.freshTotal.gzip).toFixed(2),
  ]);
  for (const [index, route] of ROUTES.entries()) {
    const a = sumScripts(mf.steps[index].records);
    const b = sumScripts(one.steps[index].records);
    rows.push([
      `session: ${route} (${mf.steps[index].how}/${one.steps[index].how})`,
      `${fmt(a)} (${a.count})`,
      `${fmt(b)} (${b.count})`,
      '',
    ]);
  }
  rows.push([
    'one session through the three',
    `${fmt(mf.sessionTotal)} (${mf.sessionTotal.count})`,
    `${fmt(one.sessionTotal)} (${one.sessionTotal.count})`,
    ratio(mf.sessionTotal.gzip, one.sessionTotal.gzip).toFixed(2),
  ]);
  console.log(markdownTable(['visit', 'Module Federation', 'single bundle', 'MF / single (gzip)'], rows));

  for (const build of builds) {
    console.log(`\nLargest scripts of the session, ${build.name} (KB decoded / gzip):`);
    const origin = new URL(build.url).origin;
    for (const record of largestScripts(build.sessionRecords, 8)) {
      const name = record.url.startsWith(origin) ? new URL(record.url).pathname : record.url;
      console.log(`  ${fmt(record).padStart(16)}  ${name}  ${contentsOf(record.url, build.dists)}`);
    }
  }

  const summary = [
    ['three first visits', mf.freshTotal, one.freshTotal],
    ['one session', mf.sessionTotal, one.sessionTotal],
  ];
  console.log('');
  for (const [label, a, b] of summary) {
    const gz = ratio(a.gzip, b.gzip);
    console.log(
      `${label}: MF ${kb(a.gzip)} KB gzip (${kb(a.raw)} KB), single ${kb(b.gzip)} KB gzip (${kb(b.raw)} KB), ratio ${gz.toFixed(3)} gzip / ${ratio(a.raw, b.raw).toFixed(3)} decoded — target ≤ ${TARGET_RATIO}: ${gz <= TARGET_RATIO ? 'met' : 'NOT met'}`,
    );
    // what the servers actually sent (brotli when they serve precompressed files), for reference
    console.log(
      `  on the wire as served: MF ${kb(a.wire)} KB, single ${kb(b.wire)} KB, ratio ${ratio(a.wire, b.wire).toFixed(3)}`,
    );
  }
} finally {
  await closeAll();
}
