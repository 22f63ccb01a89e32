// The first-paint build, run after rspack (shell's `npm run build`): renders /landing and /auth to HTML
// (shell/src/first-paint/prerendered-pages/prerender.tsx, bundled for Node in memory) into the pages the pre-sign-in bundle's
// build wrote, dist/landing/index.html and dist/auth/index.html, so a first visit paints the page before
// any script has run. The app's dist/index.html gets the start-up frame (first-paint/boot-frame): the signed-in
// layout with the dashboard's greeting, shown by an inline script to a returning user while the app's
// JavaScript downloads. The inline scripts come from inline-scripts.mjs. Compressed copies (.br, .gz) are
// written again for the static server. What each of these buys: shell/src/first-paint/README.md.
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { writeWithCompressedCopies } from './compression.mjs';
import { buildInlineScript } from './inline-scripts.mjs';
import { workspaceRoot } from './shared-deps.mjs';

const projectRoot = path.join(workspaceRoot, 'shell');
const dist = path.join(projectRoot, 'dist');
const PRERENDERED_PAGES = [
  ['/landing', 'landing/index.html'],
  ['/auth', 'auth/index.html'],
];

function loadForNode(entry) {
  const work = mkdtempSync(path.join(tmpdir(), 'onething-prerender-'));
  try {
    const outfile = path.join(work, 'prerender.cjs');
    buildSync({
      entryPoints: [path.join(projectRoot, entry)],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      jsx: 'automatic',
      // the libraries' ES module builds, as the browser bundle uses (their CommonJS interop differs)
      mainFields: ['module', 'main'],
      outfile,
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'error',
    });
    return createRequire(import.meta.url)(outfile);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The template's deferred script tags: the pages' inline scripts start them instead. */
const DEFERRED_SCRIPT = /<script defer src="([^"]+)"><\/script>/g;

function deferredScripts(template, what) {
  const sources = [...template.matchAll(DEFERRED_SCRIPT)].map((match) => match[1]);
  if (sources.length === 0) throw new Error(`the ${what} template has no deferred script to start`);
  return sources;
}

function fillTemplate(template, { html, styles, title }) {
  const marked = styles.replace(/<style(?=[\s>])/g, '<style data-prerendered');
  const startScripts = `<script>${buildInlineScript('startPageScripts', [deferredScripts(template, 'page')])}</script>`;
  const filled = template
    .replace(DEFERRED_SCRIPT, '')
    .replace('</body>', `${startScripts}</body>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace('</head>', `${marked}<script>${buildInlineScript('recordPrerenderedEvents')}</script></head>`)
    .replace('<div id="root"></div>', `<div id="root"><div data-prerendered-page>${html}</div></div>`);
  if (!filled.includes('data-prerendered-page') || !filled.includes('data-prerendered')) {
    throw new Error('the page template has no <div id="root"></div> or no </head>');
  }
  return filled;
}

/** The frame and its styles in; the app's scripts preloaded from <head> and started by the inline script. */
function fillAppTemplate(template, { html, styles }) {
  const sources = deferredScripts(template, 'app');
  // At the priority Chromium gives a deferred script: the page's own requests (/config.json) go first.
  const preloads = sources
    .map((source) => `<link rel="preload" href="${source}" as="script" fetchpriority="low">`)
    .join('');
  const filled = template
    .replace(DEFERRED_SCRIPT, '')
    .replace('</head>', `${preloads}${styles}</head>`)
    .replace(
      '<div id="root"></div>',
      `${html}<script>${buildInlineScript('startApp', [sources])}</script><div id="root"></div>`,
    );
  if (!filled.includes(html) || !filled.includes(styles))
    throw new Error('the app template has no <div id="root"></div> or no </head>');
  return filled;
}

function writePage(file, page, what) {
  writeWithCompressedCopies(path.join(dist, file), page);
  console.log(`prerendered ${what} → dist/${file} (${(Buffer.byteLength(page) / 1024).toFixed(1)} KB)`);
}

const { prerender } = loadForNode('src/first-paint/prerendered-pages/prerender.tsx');
for (const [route, file] of PRERENDERED_PAGES) {
  writePage(file, fillTemplate(readFileSync(path.join(dist, file), 'utf8'), prerender(route)), route);
}
const { prerenderBootFrame } = loadForNode('src/first-paint/boot-frame/prerender-boot-frame.tsx');
writePage(
  'index.html',
  fillAppTemplate(readFileSync(path.join(dist, 'index.html'), 'utf8'), prerenderBootFrame()),
  'the start-up frame',
);
