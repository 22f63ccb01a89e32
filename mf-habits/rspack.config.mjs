// Builds mf-habits as an independently deployable remote (see scripts/mf/remote-config.mjs); what it exposes
// and its dev port are declared in remote.json.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { declaredRemoteConfig } from '../scripts/mf/remote-config.mjs';

export default declaredRemoteConfig(path.dirname(fileURLToPath(import.meta.url)));
