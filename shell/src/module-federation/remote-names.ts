// The one list of remotes. Kept apart from the registry so code that only needs the names (reading
// /config.json on a pre-sign-in page) does not pull in the Module Federation runtime.
export const REMOTE_NAMES = ['mf-dashboard', 'mf-onething', 'mf-habits', 'mf-deepwork', 'mf-calendar', 'mf-growth'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Container names are JS identifiers: `mf-habits` is built as `mf_habits`. */
export const containerName = (remote: RemoteName) => remote.replace(/-/g, '_');
