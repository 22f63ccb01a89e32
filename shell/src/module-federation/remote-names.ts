// The remotes' names, from the registry (each remote's remote.json, written into remotes.gen.ts). Kept
// apart from the Module Federation registry so code that only needs the names (reading /config.json on a
// pre-sign-in page) does not pull in the Module Federation runtime.
import { REMOTE_NAMES } from './remotes.gen';

export { REMOTE_NAMES };
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Container names are JS identifiers: `mf-habits` is built as `mf_habits`. */
export const containerName = (remote: RemoteName) => remote.replace(/-/g, '_');
