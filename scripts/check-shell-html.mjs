// Checks the built shell/dist/index.html: shared-ui's themeBootScript must be there byte for byte, inline
// in <head> and ahead of every external script, so the first paint has the saved theme. `npm test` runs
// it after the production build; `node scripts/check-shell-html.mjs [file]` checks another build.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { workspaceRoot } from './mf/shared-deps.mjs';
import { loadThemeBootScript } from './mf/theme-boot-script.mjs';

const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** Problems with the built HTML (empty when it is right). */
export function checkShellHtml(html, themeBootScript) {
  const problems = [];
  const headEnd = html.search(/<\/head\s*>/i);
  if (headEnd === -1) return ['index.html has no </head>'];

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
  if (first.attributes.trim() !== '') problems.push(`the theme boot script tag has attributes (${first.attributes.trim()})`);
  if (first.index > headEnd) problems.push('the theme boot script is not in <head>');
  const earlier = scripts.filter((script) => script.index < first.index);
  if (earlier.length > 0) problems.push('another script runs before the theme boot script');
  // A second script reading the stored theme would be a second definition that nothing tests.
  const others = scripts.filter((script) => script !== first && script.body.includes('onething-theme'));
  if (others.length > 0) problems.push('another inline script reads the stored theme');
  // External scripts without defer/async/type=module would block the first paint.
  for (const script of scripts) {
    if (/\bsrc\s*=/i.test(script.attributes) && !/\b(defer|async)\b|type\s*=\s*["']?module/i.test(script.attributes)) {
      problems.push(`render-blocking external script: <script${script.attributes}>`);
    }
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = path.resolve(process.argv[2] ?? path.join(workspaceRoot, 'shell/dist/index.html'));
  let html;
  try {
    html = readFileSync(file, 'utf8');
  } catch {
    console.error(`${file} is missing; build the shell first`);
    process.exit(1);
  }
  const problems = checkShellHtml(html, await loadThemeBootScript());
  if (problems.length > 0) {
    console.error(`${path.relative(workspaceRoot, file)}:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`${path.relative(workspaceRoot, file)} inlines shared-ui's theme boot script in <head>, before any other script`);
}
