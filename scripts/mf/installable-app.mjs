// What makes the shell an installable app: the web app manifest, its icons drawn from one SVG source
// (shell/src/pwa/app-icon.svg), and the <head> tags that point at them. The names come from the app's
// source (the shell's APP_NAME, shared-ui's theme colours), so nothing here is a second copy of them. The
// shell's rspack config puts the head tags into every page's template; build-pwa.mjs writes the files.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { importSourceModule } from './source-module.mjs';
import { workspaceRoot } from './shared-deps.mjs';

const shellSource = path.join(workspaceRoot, 'shell/src');
export const ICON_SOURCE = path.join(shellSource, 'pwa/app-icon.svg');
/** The URLs the pages and the build share (the worker's and the manifest's). */
export const PWA_FILES = JSON.parse(readFileSync(path.join(shellSource, 'pwa/pwa-files.json'), 'utf8'));

/** The icons the manifest lists, each a file the build draws. */
export const ICONS = [
  { src: '/icons/icon-192.png', size: 192, purpose: 'any' },
  { src: '/icons/icon-512.png', size: 512, purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
];
export const SVG_ICON = '/icons/icon.svg';

/** The pages the installed app offers from its icon (paths the remotes own, checked by the tests). */
export const SHORTCUTS = [
  { name: 'Start deep work', url: '/deep-work' },
  { name: "Today's habits", url: '/habits' },
];

/** The app's name and colours, from their definitions in the source. */
export async function loadAppIdentity() {
  const [{ APP_NAME }, { themes }, { DEFAULT_THEME_MODE }] = await Promise.all([
    importSourceModule(path.join(shellSource, 'app/page-titles.ts')),
    importSourceModule(path.join(workspaceRoot, 'shared-ui/src/theme/themes.ts')),
    importSourceModule(path.join(workspaceRoot, 'shared-ui/src/theme/resolve-theme.ts')),
  ]);
  const background = (mode) => themes[mode].colors.background;
  return {
    name: APP_NAME,
    /** The app's own start-up theme: the installed window and its splash screen open in it. */
    startColor: background(DEFAULT_THEME_MODE),
    light: background('light'),
    dark: background('dark'),
  };
}

/** The web app manifest: opens at the dashboard (/) in its own window, for the whole origin. */
export function webAppManifest(identity) {
  return {
    id: '/',
    name: identity.name,
    short_name: identity.name.replace(/ OS$/, ''),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: identity.startColor,
    background_color: identity.startColor,
    icons: [
      ...ICONS.map(({ src, size, purpose }) => ({ src, sizes: `${size}x${size}`, type: 'image/png', purpose })),
      { src: SVG_ICON, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
    shortcuts: SHORTCUTS.map(({ name, url }) => ({
      name,
      url,
      icons: [{ src: ICONS[0].src, sizes: `${ICONS[0].size}x${ICONS[0].size}`, type: 'image/png' }],
    })),
  };
}

/** The tags every page's <head> carries: the manifest, the phone's home-screen icon, and the bar colour per scheme. */
export function appHeadTags(identity) {
  return [
    `<link rel="manifest" href="${PWA_FILES.webAppManifest}">`,
    `<link rel="apple-touch-icon" href="${ICONS[0].src}">`,
    `<meta name="theme-color" media="(prefers-color-scheme: light)" content="${identity.light}">`,
    `<meta name="theme-color" media="(prefers-color-scheme: dark)" content="${identity.dark}">`,
  ]
    .map((tag) => `    ${tag}`)
    .join('\n');
}

/**
 * The maskable variant of the source: the launcher may cut it to any shape inside the middle 80 % (the
 * safe zone), so the mark is drawn at 80 % in the middle, on a full bleed of its own background colour.
 */
export function maskableSvg(svg) {
  const viewBox = svg.match(/viewBox="0 0 (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)"/);
  const background = svg.match(/<rect\b[^>]*\bfill="([^"]+)"/);
  if (!viewBox || !background) throw new Error(`${ICON_SOURCE}: expected a "0 0 w h" viewBox and a background <rect>`);
  const [width, height] = [Number(viewBox[1]), Number(viewBox[2])];
  const inner = svg.replace(/^[\s\S]*?<svg\b[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    `<rect width="${width}" height="${height}" fill="${background[1]}"/>` +
    `<g transform="translate(${width * 0.1} ${height * 0.1}) scale(0.8)">${inner}</g></svg>`
  );
}

/** One PNG of `svg` at `size` × `size` pixels. */
export function renderPng(svg, size) {
  return new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
}

/** Every icon file: [URL path, bytes]. */
export function drawIcons(svg = readFileSync(ICON_SOURCE, 'utf8')) {
  return [
    ...ICONS.map(({ src, size, purpose }) => [src, renderPng(purpose === 'maskable' ? maskableSvg(svg) : svg, size)]),
    [SVG_ICON, Buffer.from(svg)],
  ];
}
