// One flat config for the workspace. The Nx module-boundary rule enforces the dependency rule:
// remotes may import shared-*, never another remote; shared-* never import apps.
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/storybook-static/**', '**/node_modules/**', '**/.data/**', '**/test-results/**', '**/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { '@nx': nx, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name='only']", message: 'Focused tests hide the rest of the suite.' },
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
            { sourceTag: 'type:db-tests', onlyDependOnLibsWithTags: ['type:backend'] },
          ],
        },
      ],
    },
  },
  {
    // Tests about data run against the real local backend (supabase-local in process), so test code of
    // shared libraries and remotes may import it; product code still may not.
    files: ['**/*.test.{ts,tsx}', '**/src/testing/**/*.{ts,tsx}', '**/src/test/**/*.{ts,tsx}'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: [],
          enforceBuildableLibDependency: false,
          depConstraints: [
            { sourceTag: 'type:host', onlyDependOnLibsWithTags: ['type:shared', 'type:backend'] },
            { sourceTag: 'type:remote', onlyDependOnLibsWithTags: ['type:shared', 'type:backend'] },
            { sourceTag: 'type:shared', onlyDependOnLibsWithTags: ['type:shared', 'type:backend'] },
            { sourceTag: 'type:extension', onlyDependOnLibsWithTags: ['type:shared'] },
            { sourceTag: 'type:backend', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:shared', 'type:backend'] },
            { sourceTag: 'type:db-tests', onlyDependOnLibsWithTags: ['type:backend'] },
          ],
        },
      ],
    },
  },
  {
    // Remotes format dates through shared-data's labels (date-labels.ts): a remote importing date-fns's
    // format itself ships another copy of its formatters and locale (about 4.5 KB gzip) next to the shared one.
    files: ['mf-*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'date-fns',
              importNames: ['format', 'formatDistance', 'formatDistanceToNow', 'formatRelative', 'intlFormat', 'lightFormat'],
              message: 'Use a label from @onething/shared-data (date-labels.ts), or add one there.',
            },
          ],
        },
      ],
    },
  },
  {
    // end-to-end tests drive the whole deployment, so they reach the serving scripts directly
    files: ['e2e/**/*.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
);
