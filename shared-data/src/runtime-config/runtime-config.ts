// The shell fetches its runtime config (backend URL, anon key, remote manifests) at start-up and hands it
// here, so one build can point at the local backend or a hosted Supabase project without rebuilding.

export type RuntimeConfig = {
  supabaseUrl: string;
  supabaseAnonKey: string;
  /** Remote name → mf-manifest.json URL. */
  remotes: Record<string, string>;
};

let current: RuntimeConfig | null = null;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Lists what is wrong with a runtime config; an empty list means it is usable. */
export function validateRuntimeConfig(value: unknown): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return ['runtime config must be an object'];
  }
  const cfg = value as Record<string, unknown>;
  const problems: string[] = [];
  if (typeof cfg.supabaseUrl !== 'string' || cfg.supabaseUrl.trim() === '') {
    problems.push('supabaseUrl must be a non-empty string');
  } else if (!isHttpUrl(cfg.supabaseUrl)) {
    problems.push(`supabaseUrl must be an http(s) URL, got "${cfg.supabaseUrl}"`);
  }
  if (typeof cfg.supabaseAnonKey !== 'string' || cfg.supabaseAnonKey.trim() === '') {
    problems.push('supabaseAnonKey must be a non-empty string');
  }
  if (typeof cfg.remotes !== 'object' || cfg.remotes === null || Array.isArray(cfg.remotes)) {
    problems.push('remotes must be an object mapping remote names to manifest URLs');
  } else {
    for (const [name, url] of Object.entries(cfg.remotes as Record<string, unknown>)) {
      if (typeof url !== 'string' || url.trim() === '') {
        problems.push(`remotes.${name} must be a non-empty URL string`);
      } else if (!isHttpUrl(url) && !url.startsWith('/')) {
        problems.push(`remotes.${name} must be an http(s) URL or an absolute path, got "${url}"`);
      }
    }
  }
  return problems;
}

/** Stores the config for the whole app; throws listing every problem when the shape is wrong. */
export function setRuntimeConfig(cfg: RuntimeConfig): void {
  const problems = validateRuntimeConfig(cfg);
  if (problems.length > 0) {
    throw new Error(`Invalid runtime config: ${problems.join('; ')}`);
  }
  current = { supabaseUrl: cfg.supabaseUrl, supabaseAnonKey: cfg.supabaseAnonKey, remotes: { ...cfg.remotes } };
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) {
    throw new Error(
      'Runtime config has not been set: call setRuntimeConfig() (the shell does this at start-up) before using the backend.',
    );
  }
  return current;
}

export function hasRuntimeConfig(): boolean {
  return current !== null;
}

/** For tests only. */
export function resetRuntimeConfig(): void {
  current = null;
}
