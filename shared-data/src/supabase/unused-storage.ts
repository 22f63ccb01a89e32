// Stands in for @supabase/storage-js in the browser builds (a resolve alias in scripts/mf/rspack-base.mjs):
// the app stores no files, and supabase-js only creates a storage client when `client.storage` is read,
// so leaving the real one out removes about 6 KB gzip from every first visit. Reading it fails loudly.
export class StorageClient {
  constructor() {
    throw new Error('File storage is not part of ONE Thing OS: @supabase/storage-js is left out of the build.');
  }
}

export class StorageApiError extends Error {}
