// Builds mf-growth as an independently deployable remote (see scripts/mf/remote-config.mjs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteConfig } from '../scripts/mf/remote-config.mjs';

export default remoteConfig({
  projectRoot: path.dirname(fileURLToPath(import.meta.url)),
  devPort: 4206,
  exposes: {
    "./reflection": "./src/routes/reflection-route.tsx",
    "./playbooks": "./src/routes/playbooks-route.tsx",
    "./community": "./src/routes/community-route.tsx",
    "./group": "./src/routes/group-route.tsx",
    "./coach": "./src/routes/coach-route.tsx",
    "./marketplace": "./src/routes/marketplace-route.tsx"
  },
});
