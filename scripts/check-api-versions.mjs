// The versions of @onething/shared-data and @onething/shared-ui follow their public API, so the Module
// Federation version check can tell a compatible remote from an incompatible one, and a remote is rebuilt
// only when it has to be.
//
//   node scripts/check-api-versions.mjs          fails when a library's API differs from its report, or its
//                                                version is not the one the change needs, saying what changed
//   node scripts/check-api-versions.mjs --write  bumps each changed library's version and rewrites its report
//
// The report (<library>/api-report.md) holds the version and one readable declaration per export of every
// package.json "exports" entry (scripts/api-versions/). Against it, a removed export or property or a changed
// type needs a major bump, an added export or optional property a minor one (classify.mjs says exactly
// which changes are which); a version bumped by hand beyond that is kept.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { apiSurfaces } from './api-versions/api-surface.mjs';
import { classifyApi, LEVEL_NAMES, MAJOR, MINOR } from './api-versions/classify.mjs';
import { exportTexts, formatReport, parseReport, REPORT_FILE, reportPath } from './api-versions/report-file.mjs';
import { workspaceRoot } from './mf/shared-deps.mjs';

const LIBRARIES = ['shared-data', 'shared-ui'];
/** The first recorded API starts at 1.0.0: below 1.0.0 a caret range treats every minor bump as breaking. */
const FIRST_VERSION = '1.0.0';
const SHOWN_CHANGES = 40;

/** The semver bump a classification needs ('major', 'minor' or null). */
export function requiredBump(level) {
  return level === MAJOR ? 'major' : level === MINOR ? 'minor' : null;
}

/** The version to record: at least the semver bump the API change needs, or a higher one set by hand. */
export function nextVersion(recordedVersion, packageVersion, bump) {
  const needed = bump ? semver.inc(recordedVersion, bump) : recordedVersion;
  return semver.gt(packageVersion, needed) ? packageVersion : needed;
}

/** One line per change, major ones first, e.g. `minor  Goal › note: optional property added`. */
function describeChanges(changes, limit = SHOWN_CHANGES) {
  const sorted = [...changes].sort((a, b) => b.level - a.level || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const lines = sorted.slice(0, limit).map((c) => `  ${LEVEL_NAMES[c.level].padEnd(5)}  ${c.path}: ${c.what}`);
  if (sorted.length > limit)
    lines.push(`  … and ${sorted.length - limit} more (the diff of the report after --write shows them all)`);
  return lines;
}

/**
 * What the library's report and version should be now.
 * @returns {{ version: string, report: string, bump: string | null, classification: object | null, recorded: object | null }}
 */
function evaluateLibrary({ name, packageVersion, reportText, surface }) {
  const recorded = reportText === null ? null : parseReport(reportText);
  if (recorded && recorded.name !== name) throw new Error(`the API report of ${name} names ${recorded.name}`);
  const classification = recorded ? classifyApi(recorded.exports, exportTexts(surface)) : null;
  const bump = classification ? requiredBump(classification.level) : null;
  const version = recorded
    ? nextVersion(recorded.version, packageVersion, bump)
    : semver.gt(packageVersion, FIRST_VERSION)
      ? packageVersion
      : FIRST_VERSION;
  return { version, report: formatReport({ name, version, surface }), bump, classification, recorded };
}

/** Problems that make the check fail (empty when version and report agree with the code). */
function checkLibrary({ name, folder, packageVersion, reportText, surface }) {
  const { version, report, bump, classification, recorded } = evaluateLibrary({
    name,
    packageVersion,
    reportText,
    surface,
  });
  // The fix is the same for every problem: --write knows the version and the text.
  const fix = `Run \`node scripts/check-api-versions.mjs --write\` to ${bump ? 'bump the version and ' : ''}${reportText === null ? 'write' : 'rewrite'} ${folder}/${REPORT_FILE}.`;
  if (!recorded) return [`${name}: ${folder}/${REPORT_FILE} is missing. ${fix}`];
  if (bump) {
    return [
      [
        `${name}: the public API changed since ${recorded.version}; that needs a ${bump} version (${version}):`,
        ...describeChanges(classification.changes),
        fix,
      ].join('\n'),
    ];
  }
  if (packageVersion !== recorded.version) {
    return [`${name}: package.json says ${packageVersion} but ${folder}/${REPORT_FILE} is ${recorded.version}. ${fix}`];
  }
  if (reportText !== report) {
    const which = classification.changes.length > 0 ? describeChanges(classification.changes) : [];
    const reworded =
      classification.reworded.length > 0
        ? [`  reworded without an API change: ${classification.reworded.slice(0, 12).join(', ')}`]
        : [];
    return [
      [
        `${name}: ${folder}/${REPORT_FILE} does not match the code (no version change needed):`,
        ...which,
        ...reworded,
        fix,
      ].join('\n'),
    ];
  }
  return [];
}

function setPackageVersion(packageFile, version) {
  const text = readFileSync(packageFile, 'utf8');
  // Only the version line changes, so the file keeps its formatting and other fields.
  const updated = text.replace(/("version"\s*:\s*")[^"]*(")/, `$1${version}$2`);
  if (updated === text && JSON.parse(text).version !== version)
    throw new Error(`${packageFile} has no "version" field`);
  writeFileSync(packageFile, updated);
}

/** Checks (or with write: bumps and rewrites) every library; returns { problems, lines }. */
export function run({ root = workspaceRoot, libraries = LIBRARIES, write = false } = {}) {
  const dirs = libraries.map((folder) => path.join(root, folder));
  const surfaces = apiSurfaces(dirs);
  const problems = [];
  const lines = [];
  for (const [index, folder] of libraries.entries()) {
    const packageFile = path.join(dirs[index], 'package.json');
    const pkg = JSON.parse(readFileSync(packageFile, 'utf8'));
    const file = reportPath(dirs[index]);
    const reportText = existsSync(file) ? readFileSync(file, 'utf8') : null;
    const library = {
      name: pkg.name,
      folder,
      packageVersion: pkg.version,
      reportText,
      surface: surfaces.get(dirs[index]),
    };
    if (!write) {
      problems.push(...checkLibrary(library));
      continue;
    }
    const { version, report, bump, classification, recorded } = evaluateLibrary(library);
    if (version !== pkg.version) setPackageVersion(packageFile, version);
    if (report === reportText && version === pkg.version) continue;
    writeFileSync(file, report);
    const from = recorded ? recorded.version : 'no report';
    lines.push(`${pkg.name}: ${from} → ${version}${bump ? ` (${bump})` : ''}, ${folder}/${REPORT_FILE} written`);
    if (classification) lines.push(...describeChanges(classification.changes));
  }
  return { problems, lines };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  const { problems, lines } = run({ write: process.argv.includes('--write') });
  for (const line of lines) console.log(line);
  if (problems.length > 0) {
    console.error(problems.join('\n\n'));
    process.exit(1);
  }
  if (lines.length === 0)
    console.log(`public APIs match their versions and reports: ${LIBRARIES.join(', ')} (${Date.now() - started} ms)`);
}
