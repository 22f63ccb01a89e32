import type { TypedSupabaseClient } from '@onething/shared-data';

// Component tests only: an in-memory stand-in for the supabase-js query builder, covering the
// chains the habit services use (select/eq/contains/gte/lte/order/single/maybeSingle, insert,
// update, delete). Tests seed rows, read what reached the "database" and can make calls fail.

type Row = Record<string, unknown>;
type Filter = (row: Row) => boolean;
type Op = 'select' | 'insert' | 'update' | 'delete';

export type FakeCall = { table: string; op: Op };
export type FakeFailure = { message: string; code?: string };

export function createFakeSupabase(seed: Partial<Record<string, Row[]>> = {}) {
  const tables = new Map<string, Row[]>();
  for (const [name, rows] of Object.entries(seed)) tables.set(name, (rows ?? []).map((row) => ({ ...row })));
  const calls: FakeCall[] = [];
  let idCounter = 0;
  /** Return a failure for a call to make it fail, or undefined to let it through. */
  let failWhen: ((call: FakeCall) => FakeFailure | undefined) | null = null;

  const rowsOf = (table: string): Row[] => {
    if (!tables.has(table)) tables.set(table, []);
    return tables.get(table) as Row[];
  };

  function builder(table: string) {
    let op: Op = 'select';
    let payload: Row | Row[] | null = null;
    let mode: 'many' | 'single' | 'maybe' = 'many';
    const filters: Filter[] = [];
    let order: { column: string; ascending: boolean } | null = null;

    const run = (): { data: unknown; error: unknown } => {
      const call = { table, op };
      calls.push(call);
      const failure = failWhen?.(call);
      if (failure) return { data: null, error: failure };
      const all = rowsOf(table);
      let result: Row[];
      if (op === 'insert') {
        const incoming = Array.isArray(payload) ? payload : [payload ?? {}];
        result = incoming.map((row) => {
          idCounter += 1;
          return {
            id: `fake-${idCounter}`,
            created_at: new Date().toISOString(),
            updated_at: new Date().toISOString(),
            ...(table === 'habits' ? { streak: 0, linked_goal_id: null } : {}),
            ...(table === 'habit_completions' ? { completed_at: new Date().toISOString() } : {}),
            ...row,
          };
        });
        if (table === 'habit_completions') {
          const clash = result.some((row) =>
            all.some(
              (existing) =>
                existing.habit_id === row.habit_id &&
                existing.user_id === row.user_id &&
                existing.completion_date === row.completion_date,
            ),
          );
          if (clash) return { data: null, error: { message: 'duplicate key value', code: '23505' } };
        }
        all.push(...result);
      } else {
        result = all.filter((row) => filters.every((f) => f(row)));
        if (op === 'update') for (const row of result) Object.assign(row, payload);
        if (op === 'delete') tables.set(table, all.filter((row) => !result.includes(row)));
      }
      if (order) {
        const { column, ascending } = order;
        result = [...result].sort((a, b) => {
          const cmp = String(a[column]).localeCompare(String(b[column]));
          return ascending ? cmp : -cmp;
        });
      }
      const copies = result.map((row) => ({ ...row }));
      if (mode === 'single') {
        if (copies.length !== 1) return { data: null, error: { message: 'Cannot coerce the result to a single JSON object', code: 'PGRST116' } };
        return { data: copies[0], error: null };
      }
      if (mode === 'maybe') return { data: copies[0] ?? null, error: null };
      return { data: op === 'select' || payload !== null ? copies : null, error: null };
    };

    const api = {
      select: () => api,
      insert: (value: Row | Row[]) => {
        op = 'insert';
        payload = value;
        return api;
      },
      update: (value: Row) => {
        op = 'update';
        payload = value;
        return api;
      },
      delete: () => {
        op = 'delete';
        return api;
      },
      eq: (column: string, value: unknown) => {
        filters.push((row) => row[column] === value);
        return api;
      },
      contains: (column: string, values: unknown[]) => {
        filters.push((row) => values.every((v) => (row[column] as unknown[] | undefined)?.includes(v)));
        return api;
      },
      gte: (column: string, value: string) => {
        filters.push((row) => String(row[column]) >= value);
        return api;
      },
      lte: (column: string, value: string) => {
        filters.push((row) => String(row[column]) <= value);
        return api;
      },
      order: (column: string, options: { ascending?: boolean } = {}) => {
        order = { column, ascending: options.ascending ?? true };
        return api;
      },
      single: () => {
        mode = 'single';
        return api;
      },
      maybeSingle: () => {
        mode = 'maybe';
        return api;
      },
      then: (resolve: (v: unknown) => unknown, reject: (e: unknown) => unknown) =>
        Promise.resolve().then(run).then(resolve, reject),
    };
    return api;
  }

  const client = { from: (table: string) => builder(table) } as unknown as TypedSupabaseClient;

  return {
    client,
    calls,
    rows: (table: string) => rowsOf(table),
    failWhen: (predicate: ((call: FakeCall) => FakeFailure | undefined) | null) => {
      failWhen = predicate;
    },
  };
}

export type FakeSupabase = ReturnType<typeof createFakeSupabase>;
