export declare const DEFAULT_APP_ORIGINS: string[];
export declare const DEFAULT_API_ORIGINS: string[];
export declare function parseOriginList(
  value: string | undefined,
  fallback: string[],
  options?: { allowSubdomains?: boolean },
): string[];
export declare function toMatchPattern(origin: string): string;
export declare function appOrigins(env?: Record<string, string | undefined>): string[];
export declare function apiOrigins(env?: Record<string, string | undefined>): string[];
