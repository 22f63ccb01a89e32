// Checks the inline scripts of the built shell pages (dist/index.html, dist/landing/index.html,
// dist/auth/index.html). shared-ui's themeBootScript must be there byte for byte, inline in <head> and
// ahead of every external script, so the first paint has the saved theme; every other inline script must
// be exactly what the first-paint build makes of its module (scripts/mf/inline-scripts.mjs),
// and no external script may block the first paint. `npm test` runs it after the production build;
// `node scripts/check-shell-html.mjs [dist folder]` checks another build.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { workspaceRoot } from './mf/shared-deps.mjs';
import { buildInlineScript, loadThemeBootScript } from './mf/inline-scripts.mjs';

const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** The string arrays an inline script was built with (its arguments), as the minified script carries them. */
const STRING_ARRAY = /\[(?:"[^"\\]*"(?:,"[^"\\]*")*)?\]/g;

/** Each built page and the inline scripts it carries besides the theme boot script. */
export const SHELL_PAGES = [
  { file: 'index.html', inlineScripts: ['startApp'] },
  { file: 'landing/index.html', inlineScripts: ['recordPrerenderedEvents', 'startPageScripts'] },
  { file: 'auth/index.html', inlineScripts: ['recordPrerenderedEvents', 'startPageScripts'] },
];

/** The name of the inline script whose build (with the arguments the body carries) is `body`, else null. */
function builtInlineScript(body, names) {
  const args = (body.match(STRING_ARRAY) ?? []).map((literal) => JSON.parse(literal));
  return names.find((name) => body === buildInlineScript(name, args) || body === buildInlineScript(name)) ?? null;
}

/** Problems with the built HTML (empty when it is right). */
export function checkShellHtml(html, themeBootScript, inlineScripts = []) {
  const problems = [];
  const headEnd = html.search(/<\/head\s*>/i);
  if (headEnd === -1) return ['the page has no </head>'];

  const scripts = [...html.matchAll(SCRIPT_TAG)].map((match) => ({
    attributes: match[1],
    body: match[2],
    index: match.index,
  }));
  const boot = scripts.filter((script) => script.body === themeBootScript);
  if (boot.length !== 1) {
    problems.push(`expected shared-ui's themeBootScript inline exactly once, found it ${boot.length} times`);
    return problems;
  }
  const [first] = boot;
  if (first.attributes.trim() !== '')
    problems.push(`the theme boot script tag has attributes (${first.attributes.trim()})`);
  if (first.index > headEnd) problems.push('the theme boot script is not in <head>');
  const earlier = scripts.filter((script) => script.index < first.index);
  if (earlier.length > 0) problems.push('another script runs before the theme boot script');
  // A second script reading the stored theme would be a second definition that nothing tests.
  const others = scripts.filter((script) => script !== first && script.body.includes('onething-theme'));
  if (others.length > 0) problems.push('another inline script reads the stored theme');
  const found = [];
  for (const script of scripts) {
    if (script === first || /\bsrc\s*=/i.test(script.attributes)) continue;
    const name = builtInlineScript(script.body, inlineScripts);
    if (name) found.push(name);
    else
      problems.push(
        `an inline script that the first-paint build did not make: <script${script.attributes}>${script.body.slice(0, 60)}…`,
      );
  }
  const missing = inlineScripts.filter((name) => !found.includes(name));
  if (missing.length > 0) problems.push(`missing inline scripts: ${missing.join(', ')}`);
  // External scripts without defer/async/type=module would block the first paint.
  for (const script of scripts) {
    if (/\bsrc\s*=/i.test(script.attributes) && !/\b(defer|async)\b|type\s*=\s*["']?module/i.test(script.attributes)) {
      problems.push(`render-blocking external script: <script${script.attributes}>`);
    }
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = path.resolve(process.argv[2] ?? path.join(workspaceRoot, 'shell/dist'));
  const themeBootScript = await loadThemeBootScript();
  let failed = false;
  for (const { file, inlineScripts } of SHELL_PAGES) {
    const page = path.join(dist, file);
    let html;
    try {
      html = readFileSync(page, 'utf8');
    } catch {
      console.error(`${page} is missing; build the shell first`);
      process.exit(1);
    }
    const problems = checkShellHtml(html, themeBootScript, inlineScripts);
    if (problems.length > 0) {
      failed = true;
      console.error(`${path.relative(workspaceRoot, page)}:\n  ${problems.join('\n  ')}`);
    }
  }
  if (failed) process.exit(1);
  console.log(
    `shell/dist: every page inlines shared-ui's theme boot script first in <head>, and only the first-paint build's other inline scripts`,
  );
}
