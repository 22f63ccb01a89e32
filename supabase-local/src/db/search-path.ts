/** Hosted Supabase resolves extension functions (gen_random_bytes, ...) through the extensions schema. */
export const SESSION_SEARCH_PATH = 'public, extensions';
