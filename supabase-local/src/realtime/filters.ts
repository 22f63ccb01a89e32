// The `filter` of a postgres_changes subscription, as Supabase Realtime accepts it: `column=op.value` with
// op one of eq, neq, lt, lte, gt, gte, in (`in.(a,b,"c,d")`). The value is compared as the column's type.

export const FILTER_OPERATORS = ['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export interface ColumnFilter {
  column: string;
  op: FilterOperator;
  /** One value, or for `in` the list. */
  value: string | string[];
}

const SQL_OPERATOR: Record<Exclude<FilterOperator, 'in'>, string> = {
  eq: '=',
  neq: '<>',
  lt: '<',
  lte: '<=',
  gt: '>',
  gte: '>=',
};

export function sqlOperator(op: Exclude<FilterOperator, 'in'>): string {
  return SQL_OPERATOR[op];
}

/** Splits `a,"b,c",d` (the list inside `in.(...)`), unquoting quoted items. */
function splitList(list: string): string[] {
  const items: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < list.length; i += 1) {
    const char = list[i];
    if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      items.push(current.trim());
      current = '';
    } else current += char;
  }
  items.push(current.trim());
  return items;
}

/** The parsed filter, or an error message as Realtime's subscription check words it. */
export function parseFilter(filter: string): { ok: true; filter: ColumnFilter } | { ok: false; message: string } {
  const match = /^([^=]+)=([a-z]+)\.(.*)$/s.exec(filter);
  if (match === null) return { ok: false, message: `Error parsing filter params: ${JSON.stringify(filter)}` };
  const [, column = '', op = '', raw = ''] = match;
  if (!(FILTER_OPERATORS as readonly string[]).includes(op)) {
    return { ok: false, message: `Error parsing filter params: invalid operator ${op}` };
  }
  if (op === 'in') {
    const list = /^\((.*)\)$/s.exec(raw);
    if (list === null) return { ok: false, message: `Error parsing filter params: ${JSON.stringify(filter)}` };
    const values = splitList(list[1] ?? '');
    // Realtime caps `in` lists at 100 values.
    if (values.length > 100) return { ok: false, message: 'Error parsing filter params: too many values for in' };
    return { ok: true, filter: { column, op, value: values } };
  }
  return { ok: true, filter: { column, op: op as FilterOperator, value: raw } };
}
