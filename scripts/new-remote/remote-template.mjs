// The files of a new remote, in the shape every remote has: its declaration (remote.json), package,
// build and type-check settings, a README, the exposed module in src/routes (the remote's own routes
// below its path prefix, not-found for the rest) and one feature folder with its page.
import { routePrefix } from '../mf/remote-registry.mjs';

/** `reading-list` → `ReadingList` */
export const pascalCase = (name) => name.replace(/(^|-)([a-z0-9])/g, (_, _dash, letter) => letter.toUpperCase());

/** A single-quoted string, as the code base writes them. */
const quote = (text) => `'${String(text).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** A JSX attribute's value: "text", or {'text'} when the text holds characters JSX would read otherwise. */
const attribute = (text) => (/["{}<>&\\]/.test(text) ? `{${quote(text)}}` : `"${text}"`);

const json = (value) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * @param {{ name: string, declaration: { exposes: Record<string, string>, routes: { path: string, title: string }[] }, label: string }} remote
 *   name without its `mf-` (`notes`); the declaration as remote.json will hold it
 * @returns {Record<string, string>} file contents by path inside the remote's folder
 */
export function remoteFiles({ name, declaration, label }) {
  const folder = `mf-${name}`;
  const component = pascalCase(name);
  const [exposed, routeModule] = Object.entries(declaration.exposes)[0];
  const prefix = routePrefix(declaration.routes[0].path);
  const title = declaration.routes[0].title;
  const pageFile = `src/features/${name}/components/${name}-page.tsx`;
  return {
    'remote.json': json(declaration),
    'package.json': json({
      name: `@onething/${folder}`,
      version: '0.1.0',
      private: true,
      type: 'module',
      scripts: {
        build: 'rspack build --config rspack.config.mjs',
        lint: 'eslint .',
        typecheck: 'tsc -p tsconfig.json',
        serve: 'rspack serve --config rspack.config.mjs',
      },
      dependencies: { '@onething/shared-data': '*', '@onething/shared-ui': '*' },
      nx: { tags: ['type:remote', `scope:${folder}`] },
    }),
    'tsconfig.json': json({
      extends: '../tsconfig.base.json',
      compilerOptions: { types: ['node'] },
      include: ['src', '*.ts', '*.mts'],
    }),
    'rspack.config.mjs': `// Builds ${folder} as an independently deployable remote (see scripts/mf/remote-config.mjs); what it exposes
// and its dev port are declared in remote.json.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { declaredRemoteConfig } from '../scripts/mf/remote-config.mjs';

export default declaredRemoteConfig(path.dirname(fileURLToPath(import.meta.url)));
`,
    'README.md': `# ${folder}

${label} at \`${prefix}\`, a Module Federation remote exposing \`${exposed}\` (\`${routeModule.replace(/^\.\//, '')}\`). Its path
prefix, sidebar entry and dev port are declared in \`remote.json\`; the shell's route table and sidebar are
built from it.

| folder | what |
|---|---|
| \`src/routes/\` | \`${name}-route\`: the pages below \`${prefix}\` (react-router's nested routes), not-found for any other path |
| \`src/features/${name}/components/\` | \`${name}-page\`, the page at \`${prefix}\` |

A page below \`${prefix}\` is a \`<Route>\` in \`src/routes/${name}-route.tsx\` and names itself in the tab with
\`usePageTitle\`. Hot reload: \`npm run dev -- ${folder}\`. Build: \`npx nx run @onething/${folder}:build\`.
`,
    [routeModule.replace(/^\.\//, '')]:
      `// Everything under ${prefix}, exposed to the shell as '${exposed}': the ${label} page at ${prefix}, not-found for
// any other path below it.
import { Route, Routes } from 'react-router-dom';
import { NotFound } from '@onething/shared-ui';
import { ${component}Page } from '../features/${name}/components/${name}-page';

export default function ${component}Routes() {
  return (
    <Routes>
      <Route index element={<${component}Page />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
`,
    [pageFile]: `// The ${label} page at ${prefix}.
import { usePageTitle } from '@onething/shared-data';
import { PageHeader } from '@onething/shared-ui';

export function ${component}Page() {
  // the browser tab shows "${title} · ONE Thing OS"; every page below ${prefix} names itself the same way
  usePageTitle(${quote(title)});
  return <PageHeader title=${attribute(title)} />;
}
`,
  };
}
