// Builds mf-onething as an independently deployable remote (see scripts/mf/remote-config.mjs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteConfig } from '../scripts/mf/remote-config.mjs';

export default remoteConfig({
  projectRoot: path.dirname(fileURLToPath(import.meta.url)),
  devPort: 4202,
  exposes: {
    "./one-thing": "./src/routes/one-thing-route.tsx"
  },
});
