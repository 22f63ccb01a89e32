// What a built chunk is made of: its source map says which source produced each byte of the minified
// file, so the bytes add up per package (react-dom, @radix-ui/react-select, shared-ui ...). Pure: takes
// the parsed map and the chunk's text.

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** Decodes one source-map segment (base64 VLQ) into its numbers. */
export function decodeSegment(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`bad VLQ character ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/**
 * The package a source file belongs to: the last node_modules/<name> (or @scope/name) in its path,
 * else the workspace folder (shell, shared-ui, mf-habits ...), else the webpack runtime.
 */
export function packageOfSource(source) {
  const inModules = source.match(/.*node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inModules) return inModules[1];
  // webpack://<build's unique name>/<path relative to the build's project folder>
  const [, namespace = '', relative = source] = source.match(/^webpack:\/\/([^/]*)\/(.*)$/) ?? [];
  const workspace = relative.match(/(?:^|\/)(shell|shared-ui|shared-data|mf-[a-z-]+)\/src\//);
  if (workspace) return workspace[1];
  if (relative.startsWith('./src/')) return namespace.replace(/_/g, '-');
  // webpack/runtime/…, generated federation glue (URL-encoded code), anything else the bundler wrote
  return 'bundler runtime';
}

/**
 * Bytes of the generated file per package. A mapped segment owns the bytes up to the next segment on its
 * line; bytes before the first segment and unmapped segments count as "(unmapped)".
 * @param {{ sources: string[], mappings: string }} map
 * @param {string} code the generated chunk
 * @returns {Map<string, number>}
 */
export function bytesPerPackage(map, code) {
  const totals = new Map();
  const add = (name, bytes) => bytes > 0 && totals.set(name, (totals.get(name) ?? 0) + bytes);
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  let sourceIndex = 0;
  for (const [lineIndex, line] of lines.entries()) {
    const lineBytes = Buffer.byteLength(line) + (lineIndex < lines.length - 1 ? 1 : 0);
    const segments = (mappingLines[lineIndex] ?? '').split(',').filter(Boolean);
    let column = 0;
    /** @type {{ column: number, owner: string }[]} */
    const starts = [];
    for (const segment of segments) {
      const values = decodeSegment(segment);
      column += values[0];
      if (values.length >= 4) {
        sourceIndex += values[1];
        starts.push({ column, owner: packageOfSource(map.sources[sourceIndex] ?? '') });
      } else {
        starts.push({ column, owner: '(unmapped)' });
      }
    }
    // columns count UTF-16 code units; chunks are ASCII almost everywhere, so this is bytes to within noise
    add('(unmapped)', starts.length ? starts[0].column : lineBytes);
    for (const [index, start] of starts.entries()) {
      const end = index + 1 < starts.length ? starts[index + 1].column : lineBytes;
      add(start.owner, end - start.column);
    }
  }
  return totals;
}

/** "react-dom 62%, scheduler 3%, …": the largest packages of a chunk by share of its bytes. */
export function describeContents(totals, limit = 3) {
  const all = [...totals.values()].reduce((sum, bytes) => sum + bytes, 0);
  if (all === 0) return '';
  return [...totals.entries()]
    .filter(([name]) => name !== '(unmapped)')
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([name, bytes]) => `${name} ${Math.round((bytes / all) * 100)}%`)
    .join(', ');
}
