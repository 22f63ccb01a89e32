// Pure helpers of the benchmarks: summing script responses, medians, ratios and tables.
// No browser, no I/O, so scripts/bench/summary.test.mjs runs in npm test.

/**
 * One script the browser downloaded: its decoded size, that size gzipped by zlib (what a gzip server would
 * send, whatever the server actually sent) and the bytes on the wire (0 when unknown).
 * @typedef {{ url: string, raw: number, gzip: number, wire: number }} ScriptRecord
 */

/**
 * Totals of a list of script responses. A URL counts once: within one browser session a chunk is
 * downloaded once and then comes from the cache (a response event may still fire for it).
 * @param {ScriptRecord[]} records
 */
export function sumScripts(records) {
  const seen = new Set();
  const total = { count: 0, raw: 0, gzip: 0, wire: 0 };
  for (const record of records) {
    if (seen.has(record.url)) continue;
    seen.add(record.url);
    total.count += 1;
    total.raw += record.raw;
    total.gzip += record.gzip;
    total.wire += record.wire;
  }
  return total;
}

/** Adds totals of separate visits (fresh browser contexts: nothing is shared between them). */
export function addTotals(totals) {
  return totals.reduce(
    (sum, t) => ({
      count: sum.count + t.count,
      raw: sum.raw + t.raw,
      gzip: sum.gzip + t.gzip,
      wire: sum.wire + t.wire,
    }),
    {
      count: 0,
      raw: 0,
      gzip: 0,
      wire: 0,
    },
  );
}

/** The largest scripts first, each URL once; `origin` is cut from same-origin names for readability. */
export function largestScripts(records, limit = 10) {
  const byUrl = new Map();
  for (const record of records) if (!byUrl.has(record.url)) byUrl.set(record.url, record);
  return [...byUrl.values()].sort((a, b) => b.gzip - a.gzip || a.url.localeCompare(b.url)).slice(0, limit);
}

/** Median of numbers (mean of the two middle ones for an even count); undefined for none. */
export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export const ratio = (numerator, denominator) => (denominator > 0 ? numerator / denominator : Number.NaN);

export const kb = (bytes) => (bytes / 1024).toFixed(1);

/** A GitHub-flavoured markdown table; numbers are right-aligned. */
export function markdownTable(headers, rows) {
  const cells = [headers, ...rows].map((row) => row.map((cell) => String(cell ?? '')));
  const widths = headers.map((_, column) => Math.max(3, ...cells.map((row) => row[column].length)));
  const numeric = headers.map(
    (_, column) =>
      rows.length > 0 &&
      rows.every(
        (row) => typeof row[column] === 'number' || /^[\d.,]+\s*(%|ms|s|KB|KiB|x)?$/.test(String(row[column])),
      ),
  );
  const line = (row) =>
    `| ${row.map((cell, column) => (numeric[column] ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join(' | ')} |`;
  const rule = `| ${widths.map((width, column) => (numeric[column] ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width))).join(' | ')} |`;
  return [line(cells[0]), rule, ...cells.slice(1).map(line)].join('\n');
}

/**
 * Command-line options shared by the benchmarks: `--runs N`, `--no-build`, `--json DIR`, `--at COMMIT`,
 * and route filters (any other argument; a route is kept when it contains one of them).
 * @param {string[]} argv
 */
export function parseBenchArgs(argv, defaults = { runs: 3 }) {
  const options = { runs: defaults.runs, build: true, json: undefined, at: undefined, filters: [] };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--runs' || arg.startsWith('--runs=')) {
      const value = arg.includes('=') ? arg.slice('--runs='.length) : argv[(i += 1)];
      const runs = Number(value);
      if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs needs a positive whole number, got ${value}`);
      options.runs = runs;
    } else if (arg === '--no-build') {
      options.build = false;
    } else if (arg === '--json' || arg.startsWith('--json=')) {
      options.json = arg.includes('=') ? arg.slice('--json='.length) : argv[(i += 1)];
      if (!options.json) throw new Error('--json needs a folder');
    } else if (arg === '--at' || arg.startsWith('--at=')) {
      options.at = arg.includes('=') ? arg.slice('--at='.length) : argv[(i += 1)];
      if (!options.at) throw new Error('--at needs a commit');
    } else if (arg.startsWith('--')) {
      throw new Error(`unknown option ${arg}`);
    } else {
      options.filters.push(arg);
    }
  }
  return options;
}

/** The arguments without `--at <commit>` (passed on to the run inside that commit's copy). */
export function withoutAt(argv) {
  const rest = [];
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--at') i += 1;
    else if (!argv[i].startsWith('--at=')) rest.push(argv[i]);
  }
  return rest;
}

export function filterRoutes(routes, filters) {
  if (filters.length === 0) return routes;
  const kept = routes.filter((route) =>
    filters.some((filter) => route.name === filter || route.path === filter || route.name.includes(filter)),
  );
  if (kept.length === 0)
    throw new Error(`no route matches ${filters.join(', ')}; routes: ${routes.map((r) => r.name).join(', ')}`);
  return kept;
}

/**
 * The numbers we report from one Lighthouse result (LHR). Times in ms, bytes as transferred.
 * @param {any} lhr
 */
export function lighthouseMetrics(lhr) {
  const audit = (id) => lhr.audits?.[id]?.numericValue;
  const requests = lhr.audits?.['network-requests']?.details?.items ?? [];
  const scriptBytes = requests
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const score = lhr.categories?.performance?.score;
  return {
    score: typeof score === 'number' ? Math.round(score * 100) : undefined,
    lcp: audit('largest-contentful-paint'),
    fcp: audit('first-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    speedIndex: audit('speed-index'),
    totalBytes: audit('total-byte-weight'),
    scriptBytes,
  };
}

/** The text of the element Lighthouse took as the largest contentful paint, if it names one. */
export function lcpElement(lhr) {
  const items = lhr.audits?.['lcp-breakdown-insight']?.details?.items ?? [];
  return items.find((item) => item?.type === 'node')?.nodeLabel;
}

// What the app logs when a page could not render: a remote's error boundary, the shell's start-up error.
const RENDER_FAILURES = /Remote \S+ failed|Invalid \/config\.json|Could not load \/config\.json|Minified React error/;

/** Why the run measured an error screen instead of the page (from the console errors), or undefined. */
export function failedRender(lhr) {
  const items = lhr.audits?.['errors-in-console']?.details?.items ?? [];
  return items
    .map((item) => String(item.description ?? ''))
    .find((text) => RENDER_FAILURES.test(text))
    ?.slice(0, 300);
}

/** The median of each metric over several runs of one URL. */
export function medianMetrics(runs) {
  const keys = ['score', 'lcp', 'fcp', 'tbt', 'cls', 'speedIndex', 'totalBytes', 'scriptBytes'];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))]));
}

const seconds = (ms) => (ms === undefined ? '–' : `${(ms / 1000).toFixed(2)} s`);
const millis = (ms) => (ms === undefined ? '–' : `${Math.round(ms)} ms`);

/** One markdown row per route: medians of `runs` Lighthouse runs. */
export function lighthouseTable(results) {
  const headers = [
    'route',
    'runs',
    'score',
    'LCP',
    'FCP',
    'TBT',
    'CLS',
    'Speed Index',
    'transferred',
    'JS transferred',
  ];
  const rows = results.map(({ name, runs, metrics: m }) => [
    name,
    runs,
    m.score ?? '–',
    seconds(m.lcp),
    seconds(m.fcp),
    millis(m.tbt),
    m.cls === undefined ? '–' : m.cls.toFixed(3),
    seconds(m.speedIndex),
    m.totalBytes === undefined ? '–' : `${kb(m.totalBytes)} KB`,
    m.scriptBytes === undefined ? '–' : `${kb(m.scriptBytes)} KB`,
  ]);
  return markdownTable(headers, rows);
}
