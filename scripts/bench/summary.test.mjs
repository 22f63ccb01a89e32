// The benchmarks' arithmetic and tables, without a browser.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  addTotals,
  failedRender,
  filterRoutes,
  lcpElement,
  largestScripts,
  lighthouseMetrics,
  lighthouseTable,
  markdownTable,
  median,
  medianMetrics,
  parseBenchArgs,
  ratio,
  sumScripts,
  withoutAt,
} from './summary.mjs';
import { runtimeStubSource } from './runtime-stub.mjs';

const script = (url, raw, gzip, wire = 0) => ({ url, raw, gzip, wire });

test('a script downloaded twice in one session counts once', () => {
  const total = sumScripts([
    script('http://a/main.js', 1000, 300, 310),
    script('http://a/x.js', 500, 200),
    script('http://a/main.js', 1000, 300, 0),
  ]);
  assert.deepEqual(total, { count: 2, raw: 1500, gzip: 500, wire: 310 });
});

test('separate first visits add up, shared chunks included each time', () => {
  const visit = sumScripts([script('http://a/main.js', 1000, 300)]);
  assert.deepEqual(addTotals([visit, visit, sumScripts([])]), { count: 2, raw: 2000, gzip: 600, wire: 0 });
});

test('largest scripts by gzip size, each URL once', () => {
  const records = [script('a', 10, 5), script('b', 30, 20), script('c', 20, 10), script('b', 30, 20)];
  assert.deepEqual(
    largestScripts(records, 2).map((r) => r.url),
    ['b', 'c'],
  );
});

test('median of odd and even counts, ignoring missing values', () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.equal(median([5, undefined, Number.NaN]), 5);
  assert.equal(median([]), undefined);
});

test('ratio of totals; no denominator gives NaN instead of Infinity', () => {
  assert.equal(ratio(115, 100), 1.15);
  assert.ok(Number.isNaN(ratio(1, 0)));
});

test('markdown table: aligned columns, numbers right-aligned', () => {
  const table = markdownTable(
    ['route', 'KB'],
    [
      ['/', '12.5 KB'],
      ['/habits', '3.0 KB'],
    ],
  );
  assert.equal(
    table,
    ['| route   |      KB |', '| ------- | ------: |', '| /       | 12.5 KB |', '| /habits |  3.0 KB |'].join('\n'),
  );
});

test('options: runs, no build, json folder and route filters', () => {
  assert.deepEqual(parseBenchArgs([]), { runs: 3, build: true, json: undefined, at: undefined, filters: [] });
  assert.deepEqual(parseBenchArgs(['--runs', '5', 'dashboard', '--no-build', '--json=/tmp/x', '--at', 'abc123']), {
    runs: 5,
    build: false,
    json: '/tmp/x',
    at: 'abc123',
    filters: ['dashboard'],
  });
  assert.deepEqual(withoutAt(['--runs', '5', '--at', 'abc123', 'dashboard', '--at=def']), ['--runs', '5', 'dashboard']);
  assert.equal(parseBenchArgs(['--runs=1']).runs, 1);
  assert.throws(() => parseBenchArgs(['--runs', '0']), /positive whole number/);
  assert.throws(() => parseBenchArgs(['--fast']), /unknown option/);
});

test('route filter by name or path; a filter that matches nothing is an error', () => {
  const routes = [
    { name: 'landing', path: '/landing' },
    { name: 'auth', path: '/auth' },
    { name: 'dashboard', path: '/' },
  ];
  assert.deepEqual(filterRoutes(routes, []), routes);
  assert.deepEqual(
    filterRoutes(routes, ['/']).map((r) => r.name),
    ['dashboard'],
  );
  assert.deepEqual(
    filterRoutes(routes, ['land', 'auth']).map((r) => r.name),
    ['landing', 'auth'],
  );
  assert.throws(() => filterRoutes(routes, ['habits']), /no route matches habits/);
});

const lhr = (score, lcp, scripts) => ({
  categories: { performance: { score } },
  audits: {
    'largest-contentful-paint': { numericValue: lcp },
    'first-contentful-paint': { numericValue: 600 },
    'total-blocking-time': { numericValue: 120.4 },
    'cumulative-layout-shift': { numericValue: 0.01 },
    'speed-index': { numericValue: 900 },
    'total-byte-weight': { numericValue: 200_000 },
    'network-requests': {
      details: {
        items: [
          ...scripts.map((transferSize) => ({ resourceType: 'Script', transferSize })),
          { resourceType: 'Document', transferSize: 999 },
        ],
      },
    },
  },
});

test('Lighthouse metrics: score in points, JavaScript bytes are the Script requests only', () => {
  const metrics = lighthouseMetrics(lhr(0.934, 1400, [1000, 2000]));
  assert.deepEqual(metrics, {
    score: 93,
    lcp: 1400,
    fcp: 600,
    tbt: 120.4,
    cls: 0.01,
    speedIndex: 900,
    totalBytes: 200_000,
    scriptBytes: 3000,
  });
});

test('median of each metric over runs, then one table row per route', () => {
  const runs = [
    lighthouseMetrics(lhr(0.9, 1500, [3000])),
    lighthouseMetrics(lhr(0.5, 9000, [1000])),
    lighthouseMetrics(lhr(0.8, 1200, [2000])),
  ];
  const metrics = medianMetrics(runs);
  assert.equal(metrics.score, 80);
  assert.equal(metrics.lcp, 1500);
  assert.equal(metrics.scriptBytes, 2000);
  const table = lighthouseTable([{ name: 'landing (/landing)', runs: 3, metrics }]).split('\n');
  assert.equal(table.length, 3);
  assert.match(table[0], /^\| route +\| runs \| score \| +LCP \|/);
  assert.match(
    table[2],
    /\| landing \(\/landing\) \| +3 \| +80 \| 1\.50 s \| 0\.60 s \| 120 ms \| 0\.010 \| +0\.90 s \| +195\.3 KB \| +2\.0 KB \|$/,
  );
});

test('the single-bundle runtime stand-in maps container/exposed to a lazy import of the exposed file', async () => {
  const source = runtimeStubSource([
    {
      remote: 'mf-habits',
      container: 'mf_habits',
      exposed: './habits',
      file: '/repo/mf-habits/src/routes/habits-route.tsx',
    },
  ]);
  assert.match(
    source,
    /"mf_habits\/habits": \(\) => import\(\/\* webpackChunkName: "mf-habits-habits" \*\/ "\/repo\/mf-habits\/src\/routes\/habits-route\.tsx"\)/,
  );
  // the module itself runs: registering does nothing, an unknown module is a rejected load
  const stub = await import(
    `data:text/javascript,${encodeURIComponent(source.replace(/\(\) => import\([^)]*\)/, '() => Promise.resolve({ default: "habits page" })'))}`
  );
  assert.equal(stub.registerRemotes([{ name: 'mf_habits', entry: 'x' }]), undefined);
  assert.deepEqual(await stub.loadRemote('mf_habits/habits'), { default: 'habits page' });
  assert.deepEqual(await stub.loadRemote('mf_habits/./habits'), { default: 'habits page' });
  await assert.rejects(stub.loadRemote('mf_habits/nope'), /no exposed module mf_habits\/nope/);
  assert.equal(await stub.preloadRemote([{ nameOrAlias: 'mf_habits' }]), undefined);
  assert.equal(stub.createInstance().loadRemote, stub.loadRemote);
});

test('the LCP element is named from the report; a console error of a failed remote marks the run as an error screen', () => {
  const report = {
    audits: {
      'lcp-breakdown-insight': {
        details: {
          items: [
            { type: 'table', items: [] },
            { type: 'node', nodeLabel: 'Good evening, Ada' },
          ],
        },
      },
      'errors-in-console': { details: { items: [{ description: 'Failed to load resource: 404' }] } },
    },
  };
  assert.equal(lcpElement(report), 'Good evening, Ada');
  assert.equal(failedRender(report), undefined);
  report.audits['errors-in-console'].details.items.push({ description: 'Remote mf-dashboard failed Error: boom' });
  assert.match(failedRender(report), /^Remote mf-dashboard failed/);
  assert.equal(lcpElement({ audits: {} }), undefined);
  assert.equal(failedRender({ audits: {} }), undefined);
});

test('chunk contents: source-map segments decode, bytes add up per package', async () => {
  const { decodeSegment, packageOfSource, bytesPerPackage, describeContents } = await import('./chunk-contents.mjs');
  assert.deepEqual(decodeSegment('AAAA'), [0, 0, 0, 0]);
  assert.deepEqual(decodeSegment('gBACD'), [16, 0, 1, -1]);
  assert.equal(
    packageOfSource('webpack://shell/../../node_modules/@radix-ui/react-select/dist/index.mjs'),
    '@radix-ui/react-select',
  );
  assert.equal(packageOfSource('webpack://shell/../node_modules/a/node_modules/react-dom/cjs/x.js'), 'react-dom');
  assert.equal(packageOfSource('webpack://shell/./src/app/router.tsx'), 'shell');
  assert.equal(packageOfSource('webpack://mf_habits/../shared-ui/src/index.ts'), 'shared-ui');
  assert.equal(packageOfSource('webpack://shell/webpack/runtime/load_script'), 'bundler runtime');
  // "aaaa" from source 0 (react), "bbb" from source 1 (shell), then 2 unmapped bytes on a second line
  const map = {
    sources: ['webpack://x/../node_modules/react/index.js', 'webpack://shell/./src/a.ts'],
    mappings: 'AAAA,ICAA',
  };
  const totals = bytesPerPackage(map, 'aaaabbb\nzz');
  assert.deepEqual(Object.fromEntries(totals), { react: 4, shell: 4, '(unmapped)': 2 });
  assert.equal(describeContents(totals, 1), 'react 40%');
});

test('a workspace file is named after its folder, not after the build that bundled it', async () => {
  const { packageOfSource } = await import('./chunk-contents.mjs');
  assert.equal(packageOfSource('webpack://shell/../mf-habits/src/routes/habits-route.tsx'), 'mf-habits');
  assert.equal(packageOfSource('webpack://shell/../shared-data/src/index.ts'), 'shared-data');
  assert.equal(packageOfSource('webpack://mf_habits/./src/routes/habits-route.tsx'), 'mf-habits');
});
