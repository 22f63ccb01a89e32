// One flat config for the workspace. The Nx module-boundary rule enforces the dependency rule:
// remotes may import shared-*, never another remote; shared-* never import apps. Inside a package:
// no import circles, no import of the package through its own name, and the files that a package loads
// lazily are never imported statically by the files that load first (the tables below).
// Every project lints its whole folder (`eslint .`: sources, tests, build and test configs); the root project
// (package.json "nx") lints what belongs to no package: scripts/, supabase/*.mjs and this file. `npm test`
// lints all of it in one run from the root (the ignores below mirror .gitignore).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { workspaceFolders } from './scripts/mf/remote-registry.mjs';

const workspaceRoot = import.meta.dirname;
const readPackage = (folder) => JSON.parse(readFileSync(path.join(workspaceRoot, folder, 'package.json'), 'utf8'));
const workspaces = workspaceFolders(workspaceRoot);
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/*.stories.tsx', '**/src/test/**', '**/src/testing/**'];

/**
 * The entries of a package (package.json "exports" besides ".") that only the pages needing them load:
 * each with the files that belong to it alone. The package's other files (its core, which every first
 * visit downloads) may not import these, or the core would carry them. Every entry must be listed, so
 * a new one is placed here on purpose (null: an entry that is not lazily loaded).
 */
const LAZY_ENTRIES = {
  'shared-ui': {
    './overlays': [
      'src/overlays.ts',
      'src/components/{overlay-module,dialog,alert-dialog,select,dropdown-menu,popover,tooltip,sidebar}/**',
    ],
    './date-picker': ['src/date-picker.ts', 'src/components/date-picker/**'],
    './controls': ['src/controls.ts', 'src/components/{switch,checkbox,tabs}/**'],
    './toaster': ['src/toaster.ts', 'src/components/toaster/**'],
    './sortable': ['src/sortable.ts', 'src/components/sortable-list/**'],
  },
  'shared-data': {
    // The extension's small entries; the core re-exports them too.
    './extension-protocol': null,
    './shield-schedule': null,
  },
};

// The shared libraries' entries are Module Federation singletons (scripts/mf/shared-deps.mjs), each loaded
// when first imported.
const sharedLibraries = workspaces.filter((folder) => readPackage(folder).nx?.tags?.includes('type:shared'));
for (const folder of sharedLibraries) {
  const entries = Object.keys(readPackage(folder).exports ?? {}).filter(
    (entry) => entry !== '.' && !/test/.test(entry),
  );
  const missing = entries.filter((entry) => !(entry in (LAZY_ENTRIES[folder] ?? {})));
  if (missing.length > 0)
    throw new Error(`eslint.config.mjs: declare ${folder}'s entries ${missing.join(', ')} in LAZY_ENTRIES`);
}

/**
 * Modules a package loads with import() (a chunk of their own, fetched on first need): a static import
 * would put them back into the code that loads first. `import type` stays allowed (it is erased).
 */
const SHELL_LAZY_MODULES = [
  {
    regex: '^\\.{1,2}/(.*/)?bootstrap$',
    message: 'The app starts through import(): Module Federation shares its dependencies only across that boundary.',
  },
  {
    regex: '(^|/)password-auth$',
    message: 'Password sign-in loads when a form is first used (public-auth-provider.tsx).',
  },
  {
    regex: '(^|/)pwa/register-service-worker$',
    message: 'The service worker registers once the page has loaded and gone idle (pwa/start-service-worker.ts).',
  },
  {
    regex: '(^|/)command-palette/command-palette$',
    message: 'The command palette loads when first opened (app-layout.tsx).',
  },
];
const LAZY_MODULES = [
  {
    files: ['shared-ui/**'],
    ignores: ['shared-ui/src/**/*-parts.{ts,tsx}'],
    patterns: [
      {
        regex: '(^|/)[^/]+-parts$',
        message:
          "The overlays' radix code (the *-parts files) loads on first need: reach it through overlayParts (overlay-module.tsx).",
      },
    ],
    paths: [
      { name: 'sonner', message: 'sonner loads with the first toast: reach it through sonnerModule (lazy-sonner.ts).' },
    ],
  },
  {
    files: ['shared-data/**'],
    patterns: [
      {
        regex: '^@supabase/realtime-js',
        message: 'Realtime loads when a channel is first used (supabase/deferred-realtime.ts).',
      },
    ],
  },
  {
    files: ['mf-calendar/**'],
    paths: [
      {
        name: 'ical-generator',
        message: 'ical-generator loads when a calendar is exported (features/calendar/domain/ics.ts).',
      },
    ],
  },
  {
    // The app's pages load with their route (router.tsx); the prerendered public pages (public/) hold theirs.
    files: ['shell/**'],
    ignores: ['shell/src/public/**'],
    patterns: [
      ...SHELL_LAZY_MODULES,
      {
        regex: '^\\.{1,2}/(.*/)?routes/',
        message: 'Pages load with their route: import them with lazy(() => import(...)) in router.tsx.',
      },
    ],
  },
  { files: ['shell/src/public/**'], patterns: SHELL_LAZY_MODULES },
];

// A package whose entries are all loaded with its core (shared-data's) has no zone.
const lazyEntryZones = Object.entries(LAZY_ENTRIES).flatMap(([folder, entries]) => {
  const lazyFiles = Object.values(entries)
    .flat()
    .filter(Boolean)
    .map((file) => `${folder}/${file}`);
  if (lazyFiles.length === 0) return [];
  return {
    files: [`${folder}/src/**/*.{ts,tsx}`],
    ignores: [...lazyFiles, ...TEST_FILES],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: workspaceRoot,
          // One zone per path: a zone's `from` may not mix globs and plain paths.
          zones: lazyFiles.map((from) => ({
            target: `${folder}/src`,
            from,
            message: `It belongs to a lazily loaded entry of ${folder} (LAZY_ENTRIES in eslint.config.mjs): the core must not carry it.`,
          })),
        },
      ],
    },
  };
});

const lazyModuleRules = LAZY_MODULES.map(({ files, ignores = [], paths = [], patterns = [] }) => ({
  files: files.map((glob) => `${glob}/*.{ts,tsx,js,mjs}`),
  ignores: [...ignores, ...TEST_FILES],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: paths.map((entry) => ({ ...entry, allowTypeImports: true })),
        patterns: patterns.map((entry) => ({ ...entry, allowTypeImports: true })),
      },
    ],
  },
}));

// Remotes format dates through shared-data's labels (date-labels.ts): a remote importing date-fns's
// format itself ships another copy of its formatters and locale (about 4.5 KB gzip) next to the shared one.
const DATE_FNS_FORMATTERS = {
  name: 'date-fns',
  importNames: ['format', 'formatDistance', 'formatDistanceToNow', 'formatRelative', 'intlFormat', 'lightFormat'],
  message: 'Use a label from @onething/shared-data (date-labels.ts), or add one there.',
};

// A package imports its own modules relatively: through its own name it reaches its entry file (or, in a
// build, its shared copy), which is how import circles came about. A later block's options replace an
// earlier one's for the same rule, so a remote's product code gets both restrictions in one block.
const selfImportRules = workspaces.flatMap((folder) => {
  const { name } = readPackage(folder);
  const message = `Import ${name}'s own modules relatively, not through its package name.`;
  const selfImport = { paths: [{ name, message }], patterns: [{ group: [`${name}/*`], message }] };
  const blocks = [
    { files: [`${folder}/**/*.{ts,tsx,js,mjs}`], rules: { 'no-restricted-imports': ['error', selfImport] } },
  ];
  if (folder.startsWith('mf-')) {
    blocks.push({
      files: [`${folder}/src/**/*.{ts,tsx}`],
      ignores: ['**/*.test.{ts,tsx}'],
      rules: {
        'no-restricted-imports': ['error', { ...selfImport, paths: [...selfImport.paths, DATE_FNS_FORMATTERS] }],
      },
    });
  }
  return blocks;
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/storybook-static/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/coverage/**',
      '**/.variants/**',
      'dist-single/**',
      'extension/dist-firefox/**',
      'extension/release/**',
      '.nx/**',
      '.local/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { '@nx': nx, 'react-hooks': reactHooks, 'import-x': importX },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          conditionNames: ['import', 'default'],
        }),
      ],
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
    },
    rules: {
      // Circles through node_modules are not ours to fix; `import type` does not count (it is erased).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name='only']",
          message: 'Focused tests hide the rest of the suite.',
        },
      ],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: [],
          enforceBuildableLibDependency: false,
          depConstraints: [
            { sourceTag: 'type:host', onlyDependOnLibsWithTags: ['type:shared'] },
            { sourceTag: 'type:remote', onlyDependOnLibsWithTags: ['type:shared'] },
            { sourceTag: 'type:shared', onlyDependOnLibsWithTags: ['type:shared'] },
            { sourceTag: 'type:extension', onlyDependOnLibsWithTags: ['type:shared'] },
            { sourceTag: 'type:backend', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:shared', 'type:backend'] },
            { sourceTag: 'type:test', onlyDependOnLibsWithTags: ['type:shared'] },
            { sourceTag: 'type:db-tests', onlyDependOnLibsWithTags: ['type:backend'] },
          ],
        },
      ],
    },
  },
  {
    // Tests about data run against the real local backend (supabase-local in process), so test code of
    // shared libraries and remotes may import it; product code still may not. The same goes for the
    // remotes' shared test harness (@onething/test-kit, tagged type:test).
    files: [
      '**/*.test.{ts,tsx}',
      '**/src/testing/**/*.{ts,tsx}',
      '**/src/test/**/*.{ts,tsx}',
      '*/vitest.config.{ts,mts,mjs}',
    ],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: [],
          enforceBuildableLibDependency: false,
          depConstraints: [
            { sourceTag: 'type:host', onlyDependOnLibsWithTags: ['type:shared', 'type:backend', 'type:test'] },
            { sourceTag: 'type:remote', onlyDependOnLibsWithTags: ['type:shared', 'type:backend', 'type:test'] },
            { sourceTag: 'type:shared', onlyDependOnLibsWithTags: ['type:shared', 'type:backend'] },
            { sourceTag: 'type:extension', onlyDependOnLibsWithTags: ['type:shared'] },
            { sourceTag: 'type:backend', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:shared', 'type:backend'] },
            { sourceTag: 'type:test', onlyDependOnLibsWithTags: ['type:shared'] },
            { sourceTag: 'type:db-tests', onlyDependOnLibsWithTags: ['type:backend'] },
          ],
        },
      ],
    },
  },
  ...selfImportRules,
  ...lazyEntryZones,
  ...lazyModuleRules,
  {
    // end-to-end tests drive the whole deployment, so they reach the serving scripts directly
    files: ['e2e/**/*.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    // Build configs run in Node at build time and share the workspace's build code (scripts/mf/) by path:
    // it is no package, ships in no bundle, and is not part of the dependency rule between packages.
    files: ['*/rspack.config.mjs', 'extension/build*.mjs'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
);
