// After the build: renders /landing and /auth to HTML (src/public/prerender.tsx, bundled for Node in
// memory) into the pages the pre-sign-in bundle's build wrote, dist/landing/index.html and
// dist/auth/index.html, so a first visit paints the page before any script has run. The app's
// dist/index.html gets the start-up frame (src/boot-frame): the signed-in layout with the dashboard's
// greeting, shown by an inline script to a returning user while the app's JavaScript downloads.
// Compressed copies (.br, .gz) are written again for the static server.
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import { writeWithCompressedCopies } from '../scripts/mf/compression.mjs';
import { workspaceRoot } from '../scripts/mf/shared-deps.mjs';

const projectRoot = path.dirname(fileURLToPath(import.meta.url));
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

/**
 * The page is complete without its script, so the script is fetched once the page has been painted (after
 * the load event and a frame) instead of competing with the first paint on a slow connection.
 */
function startScriptsAfterFirstPaint(page) {
  const sources = [...page.matchAll(/<script defer src="([^"]+)"><\/script>/g)].map((match) => match[1]);
  if (sources.length === 0) throw new Error('the page has no deferred script to start');
  const loader = `<script>addEventListener('load',function(){requestAnimationFrame(function(){setTimeout(function(){${JSON.stringify(sources)}.forEach(function(src){var s=document.createElement('script');s.src=src;document.body.appendChild(s)})})})})</script>`;
  return page.replace(/<script defer src="[^"]+"><\/script>/g, '').replace('</body>', `${loader}</body>`);
}

function fillTemplate(template, { html, styles, title }, eventsScript) {
  const marked = styles.replace(/<style(?=[\s>])/g, '<style data-prerendered');
  const filled = startScriptsAfterFirstPaint(template)
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace('</head>', `${marked}<script>${eventsScript}</script></head>`)
    .replace('<div id="root"></div>', `<div id="root"><div data-prerendered-page>${html}</div></div>`);
  if (!filled.includes('data-prerendered-page') || !filled.includes('data-prerendered')) {
    throw new Error('the page template has no <div id="root"></div> or no </head>');
  }
  return filled;
}

/** The app's deferred script tags: the start-up script runs them instead (src/boot-frame/boot-frame-script.ts). */
const DEFERRED_SCRIPT = /<script defer src="([^"]+)"><\/script>/g;

/**
 * The start-up frame's inline script, bundled from src/boot-frame/boot-frame-script.ts with the app's
 * script addresses. The two library functions it uses come from their dependency-free modules: through
 * the packages' entries the bundle would take in the whole data layer.
 */
function startUpScript(sources) {
  const { outputFiles } = buildSync({
    stdin: {
      contents: `import { startApp } from './boot-frame-script'; startApp(${JSON.stringify(sources)});`,
      resolveDir: path.join(projectRoot, 'src/boot-frame'),
      loader: 'ts',
    },
    alias: {
      '@onething/shared-data': path.join(workspaceRoot, 'shared-data/src/domain/greeting.ts'),
      '@onething/shared-ui': path.join(workspaceRoot, 'shared-ui/src/components/avatar/avatar-initial.ts'),
    },
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    write: false,
    logLevel: 'error',
  });
  return outputFiles[0].text.trim();
}

/** The frame and its styles in; the app's scripts preloaded from <head> and started by the inline script. */
function fillAppTemplate(template, { html, styles }) {
  const sources = [...template.matchAll(DEFERRED_SCRIPT)].map((match) => match[1]);
  if (sources.length === 0) throw new Error('the app template has no deferred script to start');
  // At the priority Chromium gives a deferred script: the page's own requests (/config.json) go first.
  const preloads = sources.map((source) => `<link rel="preload" href="${source}" as="script" fetchpriority="low">`).join('');
  const filled = template
    .replace(DEFERRED_SCRIPT, '')
    .replace('</head>', `${preloads}${styles}</head>`)
    .replace('<div id="root"></div>', `${html}<script>${startUpScript(sources)}</script><div id="root"></div>`);
  if (!filled.includes(html) || !filled.includes(styles)) throw new Error('the app template has no <div id="root"></div> or no </head>');
  return filled;
}

function writePage(file, page, what) {
  writeWithCompressedCopies(path.join(dist, file), page);
  console.log(`prerendered ${what} → dist/${file} (${(Buffer.byteLength(page) / 1024).toFixed(1)} KB)`);
}

const { prerender, PRERENDERED_EVENTS_SCRIPT } = loadForNode('src/public/prerender.tsx');
for (const [route, file] of PRERENDERED_PAGES) {
  writePage(file, fillTemplate(readFileSync(path.join(dist, file), 'utf8'), prerender(route), PRERENDERED_EVENTS_SCRIPT), route);
}
const { prerenderBootFrame } = loadForNode('src/boot-frame/prerender-boot-frame.tsx');
writePage('index.html', fillAppTemplate(readFileSync(path.join(dist, 'index.html'), 'utf8'), prerenderBootFrame()), 'the start-up frame');
