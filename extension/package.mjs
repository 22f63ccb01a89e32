// `npm run package -w @onething/extension`: the extension as the stores take it, in release/ (ignored by git):
//   onething-companion-<version>-chrome.zip   for the Chrome Web Store (the manifest at the zip's root)
//   onething-companion-<version>-firefox.zip  for addons.mozilla.org, its build checked by `web-ext lint`
// Each from a fresh build of its own (release/chrome, release/firefox), so packaging can run beside tests
// that load dist/. Fails on a linter error, or when a zip's manifest is not the package's version or names a
// file the zip does not hold.
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync, zipSync } from 'fflate';
import { cmd as webExt } from 'web-ext';
import { buildExtension } from './build.mjs';

const RELEASE = 'release';
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));

/** Every file under `dir`, by its path inside it (forward slashes, as in a zip). */
function filesOf(dir, prefix = '') {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesOf(full, `${prefix}${name}/`) : [[`${prefix}${name}`, full]];
  });
}

/** The manifest's own files: the worker, scripts, pages and icons it names. */
function filesNamed(manifest) {
  return [
    ...(manifest.background.scripts ?? [manifest.background.service_worker]),
    ...manifest.content_scripts.flatMap((script) => script.js),
    manifest.action.default_popup,
    ...Object.values(manifest.icons),
    ...Object.values(manifest.action.default_icon),
    ...manifest.web_accessible_resources.flatMap((entry) => entry.resources),
  ];
}

/** Checks the zip as a store would open it; throws what is wrong. */
function checkZip(bytes) {
  const files = unzipSync(bytes);
  const raw = files['manifest.json'];
  if (!raw) throw new Error('no manifest.json at the root of the zip');
  const manifest = JSON.parse(strFromU8(raw));
  if (manifest.version !== pkg.version) throw new Error(`manifest version ${manifest.version}, package ${pkg.version}`);
  const missing = filesNamed(manifest).filter((file) => !files[file]);
  if (missing.length > 0) throw new Error(`the manifest names files the zip lacks: ${missing.join(', ')}`);
  return manifest;
}

async function lintFirefox(sourceDir) {
  const result = await webExt.lint(
    { sourceDir, output: 'text', metadata: false, pretty: false, warningsAsErrors: false, selfHosted: false },
    { shouldExitProgram: false },
  );
  const { errors = [] } = result ?? {};
  if (errors.length > 0) {
    throw new Error(`web-ext lint: ${errors.map((e) => `${e.code}: ${e.message} (${e.file ?? ''})`).join('; ')}`);
  }
}

rmSync(RELEASE, { recursive: true, force: true });
mkdirSync(RELEASE, { recursive: true });
for (const browser of ['chrome', 'firefox']) {
  const dir = path.join(RELEASE, browser);
  await buildExtension({ browser, outdir: dir });
  if (browser === 'firefox') await lintFirefox(dir);
  const zip = zipSync(Object.fromEntries(filesOf(dir).map(([name, full]) => [name, readFileSync(full)])));
  const manifest = checkZip(zip);
  const file = path.join(RELEASE, `onething-companion-${pkg.version}-${browser}.zip`);
  writeFileSync(file, zip);
  console.log(`${file}: ${manifest.name} ${manifest.version}, ${(zip.length / 1024).toFixed(1)} KB`);
}
