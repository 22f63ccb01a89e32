// The API report of a library (<library>/api-report.md): its version and every export of every package.json
// "exports" entry, one block per export, sorted, so that the diff of a pull request shows what changed in
// the API. The version check reads it back (parseReport): it is the record the next change is compared with.
import path from 'node:path';

export const REPORT_FILE = 'api-report.md';

export const reportPath = (libraryDir) => path.join(libraryDir, REPORT_FILE);

/** `Goal` for the main entry, `./calendar#CalendarEvent` for another one: how exports refer to each other. */
const exportId = (entry, name) => (entry === '.' ? name : `${entry}#${name}`);

const importPath = (packageName, entry) => (entry === '.' ? packageName : `${packageName}${entry.slice(1)}`);

const FENCE = '```';

/**
 * @param {{ name: string, version: string, surface: Record<string, Record<string, string>> }} library
 *   surface: entry → export name → declaration text (api-surface.mjs)
 */
export function formatReport({ name, version, surface }) {
  const lines = [
    `# ${name} ${version}: public API`,
    '',
    '<!-- Written by `node scripts/check-api-versions.mjs --write` from the code; edits by hand are overwritten. -->',
    '',
    'The version follows this API: a removed export, a removed property or a changed type needs a major',
    'version, an added export or optional property a minor one (scripts/api-versions/classify.mjs). These are',
    'the exports of every package.json "exports" entry as the TypeScript compiler sees them:',
    '',
    '- `Name` is an export of this package, `./entry#Name` an export of its `./entry` entry point;',
    '- `react:React.ReactNode` is a type of another package, named and not expanded;',
    '- `Options { … }` is a type of this package that is not exported, shown by its shape;',
    '- `arg0` is a parameter without a name of its own (a destructured one).',
  ];
  for (const entry of Object.keys(surface).sort(byEntry)) {
    lines.push('', `## \`${importPath(name, entry)}\``);
    const exports = Object.entries(surface[entry]);
    if (exports.length === 0) lines.push('', 'No exports.');
    for (const [exportName, text] of exports.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      lines.push('', `### \`${exportName}\``, '', `${FENCE}ts`, text, FENCE);
    }
  }
  return `${lines.join('\n')}\n`;
}

const byEntry = (a, b) => (a === '.' ? -1 : b === '.' ? 1 : a < b ? -1 : a > b ? 1 : 0);

/** @returns {{ name: string, version: string, exports: Map<string, string> }} export id → declaration text */
export function parseReport(text) {
  const lines = text.split('\n');
  const title = /^# (\S+) (\S+): public API$/.exec(lines[0] ?? '');
  if (!title) throw new Error(`not an API report: the first line should be "# <package> <version>: public API"`);
  const [, name, version] = title;
  const exports = new Map();
  let entry = null;
  let exportName = null;
  for (let i = 1; i < lines.length; i += 1) {
    const line = lines[i];
    const entryHeading = /^## `(.+)`$/.exec(line);
    if (entryHeading) {
      const spec = entryHeading[1];
      entry = spec === name ? '.' : spec.startsWith(`${name}/`) ? `.${spec.slice(name.length)}` : null;
      if (!entry) throw new Error(`line ${i + 1}: ${spec} is not an entry of ${name}`);
      continue;
    }
    const exportHeading = /^### `(.+)`$/.exec(line);
    if (exportHeading) {
      exportName = exportHeading[1];
      continue;
    }
    if (line === `${FENCE}ts`) {
      if (!entry || !exportName) throw new Error(`line ${i + 1}: a declaration without its entry and export headings`);
      const end = lines.indexOf(FENCE, i + 1);
      if (end === -1) throw new Error(`line ${i + 1}: the block of ${exportName} does not end`);
      exports.set(exportId(entry, exportName), lines.slice(i + 1, end).join('\n'));
      i = end;
      exportName = null;
    }
  }
  return { name, version, exports };
}

/** The surface as export id → declaration text, the form parseReport gives. */
export function exportTexts(surface) {
  return new Map(
    Object.entries(surface).flatMap(([entry, exports]) =>
      Object.entries(exports).map(([name, text]) => [exportId(entry, name), text]),
    ),
  );
}
