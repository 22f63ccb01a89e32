import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** supabase-local/ */
export const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The monorepo root. */
export const REPO_DIR = path.resolve(PACKAGE_DIR, '..');
export const DEFAULT_DATA_DIR = path.join(PACKAGE_DIR, '.data');
export const DEFAULT_MIGRATIONS_DIR = path.join(REPO_DIR, 'supabase', 'migrations');
