// After the build: renders /landing and /auth to HTML (src/public/prerender.tsx, bundled for Node in
// memory) into the pages the pre-sign-in bundle's build wrote, dist/landing/index.html and
// dist/auth/index.html, so a first visit paints the page before any script has run. Compressed copies
// (.br, .gz) are written again for the static server.
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import { writeWithCompressedCopies } from '../scripts/mf/compression.mjs';

const projectRoot = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(projectRoot, 'dist');
const PRERENDERED_PAGES = [
  ['/landing', 'landing/index.html'],
  ['/auth', 'auth/index.html'],
];

function loadPrerender() {
  const work = mkdtempSync(path.join(tmpdir(), 'onething-prerender-'));
  try {
    const outfile = path.join(work, 'prerender.cjs');
    buildSync({
      entryPoints: [path.join(projectRoot, 'src/public/prerender.tsx')],
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

const { prerender, PRERENDERED_EVENTS_SCRIPT } = loadPrerender();
for (const [route, file] of PRERENDERED_PAGES) {
  const target = path.join(dist, file);
  const page = fillTemplate(readFileSync(target, 'utf8'), prerender(route), PRERENDERED_EVENTS_SCRIPT);
  writeWithCompressedCopies(target, page);
  console.log(`prerendered ${route} → dist/${file} (${(Buffer.byteLength(page) / 1024).toFixed(1)} KB)`);
}
