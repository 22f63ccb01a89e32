// TkDodo-style key factory: all → lists() → list(filters) → details() → detail(id). Every key starts
// with the domain string alone, so invalidating [domain] covers every query of that domain and user.

export type KeyFilters = Readonly<Record<string, string | number | boolean | null | undefined>>;

export function createQueryKeys<const D extends string>(domain: D) {
  return {
    all: [domain] as const,
    lists: () => [domain, 'list'] as const,
    list: <const F extends KeyFilters>(filters: F) => [domain, 'list', filters] as const,
    details: () => [domain, 'detail'] as const,
    detail: (id: string) => [domain, 'detail', id] as const,
  };
}
