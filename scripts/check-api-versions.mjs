// The versions of @onething/shared-data and @onething/shared-ui follow their public API, so the
// Module Federation version check can tell a compatible remote from an incompatible one.
//
//   node scripts/check-api-versions.mjs          fails when a library's API differs from its record
//   node scripts/check-api-versions.mjs --write  bumps each changed library's version and records its API
//
// The record (scripts/api-fingerprints/<library>.json) holds one hash per export of every package.json
// "exports" entry (scripts/api-surface.mjs). Against the record, a removed or changed export needs a major
// bump and an added export a minor one; a version bumped by hand beyond that is kept.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { apiSurfaces } from './api-versions/api-surface.mjs';
import { workspaceRoot } from './mf/shared-deps.mjs';

export const LIBRARIES = ['shared-data', 'shared-ui'];
export const RECORD_DIR = path.join(workspaceRoot, 'scripts', 'api-fingerprints');
/** The first recorded API starts at 1.0.0: below 1.0.0 a caret range treats every minor bump as breaking. */
const FIRST_VERSION = '1.0.0';

const exportId = (entry, name) => (entry === '.' ? name : `${entry}#${name}`);

/** Exports removed, changed and added between two surfaces ({ entry: { name: hash } }). */
export function compareApi(recorded, current) {
  const flatten = (surface) =>
    new Map(Object.entries(surface).flatMap(([entry, names]) => Object.entries(names).map(([name, hash]) => [exportId(entry, name), hash])));
  const before = flatten(recorded);
  const after = flatten(current);
  const removed = [...before.keys()].filter((id) => !after.has(id));
  const changed = [...before.keys()].filter((id) => after.has(id) && after.get(id) !== before.get(id));
  const added = [...after.keys()].filter((id) => !before.has(id));
  return { removed, changed, added };
}

/** 'major' when something was removed or changed, 'minor' when something was only added, else null. */
export function requiredBump({ removed, changed, added }) {
  if (removed.length > 0 || changed.length > 0) return 'major';
  return added.length > 0 ? 'minor' : null;
}

/** The version to record: at least the semver bump the API change needs, or a higher one set by hand. */
export function nextVersion(recordedVersion, packageVersion, bump) {
  const needed = bump ? semver.inc(recordedVersion, bump) : recordedVersion;
  return semver.gt(packageVersion, needed) ? packageVersion : needed;
}

function describeDiff(diff) {
  const list = (label, ids) => (ids.length > 0 ? [`${label}: ${ids.slice(0, 12).join(', ')}${ids.length > 12 ? ` and ${ids.length - 12} more` : ''}`] : []);
  return [...list('removed', diff.removed), ...list('changed', diff.changed), ...list('added', diff.added)].join('; ');
}

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Problems that make the check fail (empty when version and record agree with the code). */
export function checkLibrary({ name, packageVersion, record, current }) {
  if (!record) return [`${name}: no recorded API; run \`node scripts/check-api-versions.mjs --write\``];
  const diff = compareApi(record.exports, current);
  const bump = requiredBump(diff);
  if (bump) {
    const target = nextVersion(record.version, packageVersion, bump);
    return [
      `${name}: public API changed since ${record.version} (${describeDiff(diff)}); that needs a ${bump} version ` +
        `(${target}). Run \`node scripts/check-api-versions.mjs --write\` to bump and record it.`,
    ];
  }
  if (packageVersion !== record.version) {
    return [`${name}: package.json says ${packageVersion} but the recorded API is ${record.version}; run \`node scripts/check-api-versions.mjs --write\``];
  }
  return [];
}

function setPackageVersion(packageFile, version) {
  const text = readFileSync(packageFile, 'utf8');
  // Only the version line changes, so the file keeps its formatting and other fields.
  const updated = text.replace(/("version"\s*:\s*")[^"]*(")/, `$1${version}$2`);
  if (updated === text && readJson(packageFile).version !== version) throw new Error(`${packageFile} has no "version" field`);
  writeFileSync(packageFile, updated);
}

/** Checks (or with write: bumps and records) every library; returns { problems, lines }. */
export function run({ root = workspaceRoot, libraries = LIBRARIES, recordDir = RECORD_DIR, write = false } = {}) {
  const dirs = libraries.map((folder) => path.join(root, folder));
  const surfaces = apiSurfaces(dirs);
  const problems = [];
  const lines = [];
  for (const [index, folder] of libraries.entries()) {
    const packageFile = path.join(dirs[index], 'package.json');
    const pkg = readJson(packageFile);
    const recordFile = path.join(recordDir, `${folder}.json`);
    const record = existsSync(recordFile) ? readJson(recordFile) : null;
    const current = surfaces.get(dirs[index]);
    if (!write) {
      problems.push(...checkLibrary({ name: pkg.name, packageVersion: pkg.version, record, current }));
      continue;
    }
    const diff = record ? compareApi(record.exports, current) : null;
    const version = record
      ? nextVersion(record.version, pkg.version, requiredBump(diff))
      : semver.gt(pkg.version, FIRST_VERSION) ? pkg.version : FIRST_VERSION;
    if (version !== pkg.version) setPackageVersion(packageFile, version);
    const next = {
      '//': `Written by \`node scripts/check-api-versions.mjs --write\`: the public API of ${pkg.name}@${version}, one hash per export.`,
      name: pkg.name,
      version,
      exports: current,
    };
    mkdirSync(recordDir, { recursive: true });
    writeFileSync(recordFile, `${JSON.stringify(next, null, 2)}\n`);
    lines.push(
      `${pkg.name}: ${record ? record.version : 'new'} → ${version}${diff && requiredBump(diff) ? ` (${describeDiff(diff)})` : ''}`,
    );
  }
  return { problems, lines };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  const { problems, lines } = run({ write: process.argv.includes('--write') });
  for (const line of lines) console.log(line);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  if (lines.length === 0) console.log(`public APIs match their versions: ${LIBRARIES.join(', ')} (${Date.now() - started} ms)`);
}
