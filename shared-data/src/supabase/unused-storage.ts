// Stands in for @supabase/storage-js in the browser builds (a resolve alias in scripts/mf/rspack-base.mjs):
// the app stores no files, so leaving the real client out removes about 6 KB gzip from every first visit.
// supabase-js still creates `client.storage` with every client; using it fails loudly.
const NOT_PART_OF_THE_APP = 'File storage is not part of ONE Thing OS: @supabase/storage-js is left out of the build.';

export class StorageClient {
  from(): never {
    throw new Error(NOT_PART_OF_THE_APP);
  }
}

export class StorageApiError extends Error {}
