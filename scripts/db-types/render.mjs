// Turns a catalog (catalog.mjs) into TypeScript in the shape `supabase gen types typescript` produces:
// Database.<schema>.Tables/Views (Row, Insert, Update, Relationships), Functions (Args, Returns), Enums,
// CompositeTypes, plus the Tables/TablesInsert/TablesUpdate/Enums/CompositeTypes helpers and Constants.
// One addition: a text column whose CHECK constraint is a plain list (`col in ('a', 'b')`, or
// `col <@ array['a', 'b']` for text[]) gets that list as a union of literals instead of `string`.
// Output order is fixed (code-point order of names), so the same schema always gives the same file.
// Not covered, because the schema has none: relationships of views (listed as []) and computed columns
// (functions taking a table's row).

const WIDTH = 100;
const byName = (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
const byText = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);
const STRING_TYPES = new Set([
  'bytea',
  'bpchar',
  'varchar',
  'date',
  'text',
  'citext',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'uuid',
  'interval',
  'inet',
  'cidr',
  'macaddr',
  'name',
  'vector',
]);
const TEXT_LIKE = new Set(['text', 'varchar', 'bpchar', 'citext']);

// ── CHECK constraints that list a column's allowed values ─────────────────────────────────────────

const IDENT = String.raw`"?([A-Za-z_][A-Za-z0-9_$]*)"?`;
const CAST = String.raw`(?:::[a-z ]+(?:\[\])?)?`;
const LITERAL = String.raw`'(?:[^']|'')*'${CAST}`;
const LIST = String.raw`${LITERAL}(?:, ${LITERAL})*`;
const ANY_OF = new RegExp(String.raw`^\(?${IDENT}\)?${CAST} = ANY \(\(?ARRAY\[(${LIST})\]\)?${CAST}\)$`);
const EQUALS = new RegExp(String.raw`^\(?${IDENT}\)?${CAST} = (${LITERAL})$`);
const CONTAINED_IN = new RegExp(String.raw`^\(?${IDENT}\)?${CAST} <@ \(?ARRAY\[(${LIST})\]\)?${CAST}$`);

function stripParens(text) {
  let inner = text.trim();
  while (inner.startsWith('(') && inner.endsWith(')') && balanced(inner.slice(1, -1)))
    inner = inner.slice(1, -1).trim();
  return inner;
}

function balanced(text) {
  let depth = 0;
  let quoted = false;
  for (const char of text) {
    if (char === "'") quoted = !quoted;
    if (quoted) continue;
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (depth < 0) return false;
  }
  return depth === 0;
}

function literals(list) {
  return [...list.matchAll(/'((?:[^']|'')*)'/g)].map((match) => match[1].replace(/''/g, "'"));
}

/**
 * The values a CHECK constraint definition (as pg_get_constraintdef prints it) allows for one column:
 * { column, values, array } for `col = ANY (ARRAY[...])`, `col = '...'` and `col <@ ARRAY[...]`, else null.
 */
export function parseAllowedValues(definition) {
  const match = /^CHECK \((.*)\)( NOT VALID)?$/s.exec(definition.trim());
  if (!match) return null;
  const expression = stripParens(match[1]);
  let found = ANY_OF.exec(expression);
  if (found) return { column: found[1], values: literals(found[2]), array: false };
  found = EQUALS.exec(expression);
  if (found) return { column: found[1], values: literals(found[2]), array: false };
  found = CONTAINED_IN.exec(expression);
  if (found) return { column: found[1], values: literals(found[2]), array: true };
  return null;
}

// ── Type nodes: strings, or { union }, { array }, { object } that the printer lays out ───────────────

const union = (members) => (members.length === 1 ? members[0] : { union: members });
const literalUnion = (values) => union(values.map((value) => JSON.stringify(value)));
const nullable = (node) => ({ union: [...(node.union ?? [node]), 'null'] });

function createTypeMapper(catalog) {
  const types = new Map(catalog.types.map((type) => [type.id, type]));
  const relations = new Map(catalog.relations.map((relation) => [relation.id, relation]));
  const schemaRef = `Database[${JSON.stringify(catalog.schema)}]`;

  function map(typeId) {
    const type = types.get(typeId);
    if (!type) return 'unknown';
    if (type.kind === 'd') return map(type.base_id);
    if (type.category === 'A' && type.element_id) return { array: map(type.element_id) };
    if (type.kind === 'e') {
      return type.schema === catalog.schema
        ? `${schemaRef}["Enums"][${JSON.stringify(type.name)}]`
        : literalUnion(type.labels ?? []);
    }
    if (type.kind === 'c') {
      const relation = relations.get(type.relation_id);
      if (relation && type.schema === catalog.schema) {
        const group =
          relation.kind === 'c'
            ? 'CompositeTypes'
            : relation.kind === 'v' || relation.kind === 'm'
              ? 'Views'
              : 'Tables';
        return `${schemaRef}[${JSON.stringify(group)}][${JSON.stringify(relation.name)}]${group === 'CompositeTypes' ? '' : '["Row"]'}`;
      }
      return 'unknown';
    }
    if (type.name === 'bool') return 'boolean';
    if (NUMBER_TYPES.has(type.name)) return 'number';
    if (STRING_TYPES.has(type.name)) return 'string';
    if (type.name === 'json' || type.name === 'jsonb') return 'Json';
    if (type.name === 'void') return 'undefined';
    if (type.name === 'record') return 'Record<string, unknown>';
    return 'unknown';
  }

  const isTextLike = (typeId) => {
    const type = types.get(typeId);
    return Boolean(type) && (type.kind === 'd' ? isTextLike(type.base_id) : TEXT_LIKE.has(type.name));
  };
  const elementOf = (typeId) => {
    const type = types.get(typeId);
    return type?.category === 'A' ? type.element_id : null;
  };

  return { map, isTextLike, elementOf, types, relations };
}

// ── The model: what each table, view and function looks like ────────────────────────────────────

function buildModel(catalog) {
  const mapper = createTypeMapper(catalog);
  const columnsOf = new Map();
  for (const column of catalog.columns) {
    if (!columnsOf.has(column.relation_id)) columnsOf.set(column.relation_id, []);
    columnsOf.get(column.relation_id).push(column);
  }

  // allowed values per relation and column, intersected when several constraints list them
  const allowed = new Map();
  for (const constraint of catalog.constraints.filter((c) => c.type === 'c')) {
    const parsed = parseAllowedValues(constraint.definition);
    if (!parsed) continue;
    const key = `${constraint.relation_id}.${parsed.column}`;
    const previous = allowed.get(key);
    const values = previous ? previous.values.filter((value) => parsed.values.includes(value)) : parsed.values;
    allowed.set(key, { values, array: parsed.array });
  }

  function columnType(relationId, column) {
    const limit = allowed.get(`${relationId}.${column.name}`);
    if (limit && !limit.array && mapper.isTextLike(column.type_id)) return literalUnion(limit.values);
    const element = mapper.elementOf(column.type_id);
    if (limit && limit.array && element && mapper.isTextLike(element)) return { array: literalUnion(limit.values) };
    return mapper.map(column.type_id);
  }

  function describeColumns(relation) {
    return (columnsOf.get(relation.id) ?? []).sort(byName).map((column) => ({
      name: column.name,
      type: columnType(relation.id, column),
      nullable: column.nullable,
      writable: column.identity !== 'a' && !column.generated && column.updatable,
      hasDefault: column.default_value !== null || column.identity !== '' || Boolean(column.generated),
      comment: column.comment,
    }));
  }

  const uniqueSets = catalog.uniqueKeys.map((key) => `${key.relation_id}:${[...key.columns].sort(byText).join(',')}`);
  const relationships = (relation) =>
    catalog.constraints
      .filter((c) => c.type === 'f' && c.relation_id === relation.id && c.referenced_schema === catalog.schema)
      .map((c) => ({
        foreignKeyName: c.name,
        columns: c.columns,
        isOneToOne: uniqueSets.includes(`${relation.id}:${[...c.columns].sort(byText).join(',')}`),
        referencedRelation: c.referenced_relation,
        referencedColumns: c.referenced_columns,
      }))
      .sort((a, b) => byText(a.foreignKeyName, b.foreignKeyName) || byText(a.referencedRelation, b.referencedRelation));

  const tables = catalog.relations
    .filter((r) => ['r', 'p', 'f'].includes(r.kind))
    .sort(byName)
    .map((relation) => ({
      name: relation.name,
      columns: describeColumns(relation),
      relationships: relationships(relation),
    }));
  const views = catalog.relations
    .filter((r) => r.kind === 'v' || r.kind === 'm')
    .sort(byName)
    .map((relation) => ({
      name: relation.name,
      updatable: relation.updatable,
      columns: describeColumns(relation),
      relationships: [],
    }));

  const functions = new Map();
  for (const fn of [...catalog.functions].sort(
    (a, b) => byText(a.name, b.name) || byText(a.identity_arguments, b.identity_arguments),
  )) {
    const args = (fn.arg_types ?? []).map((type, i) => ({
      type,
      mode: fn.arg_modes?.[i] ?? 'i',
      name: fn.arg_names?.[i] ?? '',
    }));
    const inputs = args.filter((arg) => ['i', 'b', 'v'].includes(arg.mode));
    // PostgREST passes rpc arguments by name: only one unnamed argument can be called.
    if (inputs.length > 1 && inputs.some((arg) => arg.name === '')) continue;
    const firstDefault = inputs.length - (fn.default_count ?? 0);
    const argsNode =
      inputs.length === 0
        ? 'Record<PropertyKey, never>'
        : {
            object: inputs.map((arg, i) => ({
              name: arg.name,
              optional: i >= firstDefault,
              type: mapper.map(arg.type),
            })),
            inline: true,
          };

    let returns;
    const tableColumns = args.filter((arg) => arg.mode === 't');
    const returnType = mapper.types.get(fn.return_type_id);
    const returnRelation = returnType?.kind === 'c' ? mapper.relations.get(returnType.relation_id) : undefined;
    if (tableColumns.length > 0) {
      returns = { object: tableColumns.map((arg) => ({ name: arg.name, type: mapper.map(arg.type) })) };
    } else if (returnRelation && returnRelation.kind !== 'c') {
      returns = {
        object: describeColumns(returnRelation).map((column) => ({
          name: column.name,
          type: column.nullable ? nullable(column.type) : column.type,
        })),
      };
    } else {
      returns = mapper.map(fn.return_type_id);
    }
    if (fn.returns_set) returns = { array: returns };
    if (!functions.has(fn.name)) functions.set(fn.name, []);
    functions.get(fn.name).push({ args: argsNode, returns });
  }

  const enums = catalog.types.filter((t) => t.kind === 'e' && t.schema === catalog.schema).sort(byName);
  const composites = catalog.relations
    .filter((r) => r.kind === 'c')
    .sort(byName)
    .map((relation) => ({
      name: relation.name,
      attributes: (columnsOf.get(relation.id) ?? [])
        .sort((a, b) => a.position - b.position)
        .map((c) => ({ name: c.name, type: nullable(mapper.map(c.type_id)) })),
    }));

  return { tables, views, functions: [...functions.entries()], enums, composites };
}

// ── Printing ─────────────────────────────────────────────────────────────────────────────────────

const key = (name) => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : JSON.stringify(name));

/** The type on one line, or null when it has a part that is always laid out over several lines. */
function flat(node) {
  if (typeof node === 'string') return node;
  if (node.union) {
    const parts = node.union.map(flat);
    return parts.includes(null) ? null : parts.join(' | ');
  }
  if (node.array) {
    const inner = flat(node.array);
    if (inner === null) return null;
    return typeof node.array === 'string' || node.array.array ? `${inner}[]` : `(${inner})[]`;
  }
  if (node.object) {
    if (!node.inline) return null;
    const members = node.object.map((m) => {
      const type = flat(m.type);
      return type === null ? null : `${key(m.name)}${m.optional ? '?' : ''}: ${type}`;
    });
    return members.includes(null) ? null : `{ ${members.join('; ')} }`;
  }
  throw new Error(`unknown type node ${JSON.stringify(node)}`);
}

/** Lines of `name: type` at an indent, breaking long unions one member per line like Prettier. */
function property(name, node, indent, { optional = false, comment = null } = {}) {
  const pad = ' '.repeat(indent);
  const head = `${pad}${key(name)}${optional ? '?' : ''}:`;
  const lines = comment ? [`${pad}/** ${comment.replace(/\*\//g, '*\\/').replace(/\s*\n\s*/g, ' ')} */`] : [];
  const single = flat(node);
  if (single !== null && head.length + 1 + single.length <= WIDTH) return [...lines, `${head} ${single}`];
  if (node.object) return [...lines, `${head} {`, ...objectMembers(node.object, indent + 2), `${pad}}`];
  if (node.array && node.array.object)
    return [...lines, `${head} {`, ...objectMembers(node.array.object, indent + 2), `${pad}}[]`];
  if (node.array && node.array.union)
    return [...lines, `${head} (`, ...node.array.union.map((m) => `${pad}  | ${flat(m)}`), `${pad})[]`];
  if (node.union) return [...lines, head, ...node.union.map((m) => `${pad}  | ${flat(m)}`)];
  return [...lines, `${head} ${single}`];
}

function objectMembers(members, indent) {
  return members.flatMap((m) => property(m.name, m.type, indent, { optional: m.optional }));
}

function block(name, indent, body) {
  const pad = ' '.repeat(indent);
  return body.length === 0
    ? [`${pad}${key(name)}: {`, `${pad}  [_ in never]: never`, `${pad}}`]
    : [`${pad}${key(name)}: {`, ...body, `${pad}}`];
}

function relationshipLines(relationships, indent) {
  const pad = ' '.repeat(indent);
  if (relationships.length === 0) return [`${pad}Relationships: []`];
  return [
    `${pad}Relationships: [`,
    ...relationships.flatMap((r) => [
      `${pad}  {`,
      `${pad}    foreignKeyName: ${JSON.stringify(r.foreignKeyName)}`,
      `${pad}    columns: ${JSON.stringify(r.columns).replace(/,/g, ', ')}`,
      `${pad}    isOneToOne: ${r.isOneToOne}`,
      `${pad}    referencedRelation: ${JSON.stringify(r.referencedRelation)}`,
      `${pad}    referencedColumns: ${JSON.stringify(r.referencedColumns).replace(/,/g, ', ')}`,
      `${pad}  },`,
    ]),
    `${pad}]`,
  ];
}

function relationLines(relation, indent, writable) {
  const inner = indent + 2;
  const member = indent + 4;
  const row = relation.columns.flatMap((c) =>
    property(c.name, c.nullable ? nullable(c.type) : c.type, member, { comment: c.comment }),
  );
  const lines = [...block('Row', inner, row)];
  if (writable) {
    const write = (forInsert) =>
      relation.columns.flatMap((c) => {
        if (!c.writable) return [`${' '.repeat(member)}${key(c.name)}?: never`];
        const optional = !forInsert || c.nullable || c.hasDefault;
        return property(c.name, c.nullable ? nullable(c.type) : c.type, member, { optional });
      });
    lines.push(...block('Insert', inner, write(true)), ...block('Update', inner, write(false)));
  }
  lines.push(...relationshipLines(relation.relationships, inner));
  return block(relation.name, indent, lines);
}

function functionLines(name, overloads, indent) {
  const pad = ' '.repeat(indent);
  const signature = (overload, at) => [
    ...property('Args', overload.args, at),
    ...property('Returns', overload.returns, at),
  ];
  if (overloads.length === 1) return block(name, indent, signature(overloads[0], indent + 2));
  const variants = overloads
    .map((overload) => signature(overload, indent + 4))
    .sort((a, b) => byText(a.join('\n'), b.join('\n')));
  return [`${pad}${key(name)}:`, ...variants.flatMap((lines) => [`${pad}  | {`, ...lines, `${pad}    }`])];
}

const HELPERS = `
type DefaultSchema = Database[SCHEMA]

/** A table's or view's row: \`Tables<"habits">\`, or \`Tables<{ schema: "public" }, "habits">\`. */
export type Tables<
  NameOrSchema extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"]) | { schema: keyof Database },
  Name extends NameOrSchema extends { schema: keyof Database }
    ? keyof (Database[NameOrSchema["schema"]]["Tables"] & Database[NameOrSchema["schema"]]["Views"])
    : never = never,
> = NameOrSchema extends { schema: keyof Database }
  ? (Database[NameOrSchema["schema"]]["Tables"] & Database[NameOrSchema["schema"]]["Views"])[Name] extends { Row: infer Row }
    ? Row
    : never
  : NameOrSchema extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] & DefaultSchema["Views"])[NameOrSchema] extends { Row: infer Row }
      ? Row
      : never
    : never

/** What an insert into a table accepts. */
export type TablesInsert<
  NameOrSchema extends keyof DefaultSchema["Tables"] | { schema: keyof Database },
  Name extends NameOrSchema extends { schema: keyof Database } ? keyof Database[NameOrSchema["schema"]]["Tables"] : never = never,
> = NameOrSchema extends { schema: keyof Database }
  ? Database[NameOrSchema["schema"]]["Tables"][Name] extends { Insert: infer Insert }
    ? Insert
    : never
  : NameOrSchema extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][NameOrSchema] extends { Insert: infer Insert }
      ? Insert
      : never
    : never

/** What an update of a table accepts. */
export type TablesUpdate<
  NameOrSchema extends keyof DefaultSchema["Tables"] | { schema: keyof Database },
  Name extends NameOrSchema extends { schema: keyof Database } ? keyof Database[NameOrSchema["schema"]]["Tables"] : never = never,
> = NameOrSchema extends { schema: keyof Database }
  ? Database[NameOrSchema["schema"]]["Tables"][Name] extends { Update: infer Update }
    ? Update
    : never
  : NameOrSchema extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][NameOrSchema] extends { Update: infer Update }
      ? Update
      : never
    : never

/** An enum's values. */
export type Enums<
  NameOrSchema extends keyof DefaultSchema["Enums"] | { schema: keyof Database },
  Name extends NameOrSchema extends { schema: keyof Database } ? keyof Database[NameOrSchema["schema"]]["Enums"] : never = never,
> = NameOrSchema extends { schema: keyof Database }
  ? Database[NameOrSchema["schema"]]["Enums"][Name]
  : NameOrSchema extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][NameOrSchema]
    : never

/** A composite type's fields. */
export type CompositeTypes<
  NameOrSchema extends keyof DefaultSchema["CompositeTypes"] | { schema: keyof Database },
  Name extends NameOrSchema extends { schema: keyof Database } ? keyof Database[NameOrSchema["schema"]]["CompositeTypes"] : never = never,
> = NameOrSchema extends { schema: keyof Database }
  ? Database[NameOrSchema["schema"]]["CompositeTypes"][Name]
  : NameOrSchema extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][NameOrSchema]
    : never
`;

/** The whole generated file. `header` is the comment it starts with. */
export function renderDatabaseTypes(catalog, { header }) {
  const model = buildModel(catalog);
  const schema = [
    ...block(
      'Tables',
      4,
      model.tables.flatMap((table) => relationLines(table, 6, true)),
    ),
    ...block(
      'Views',
      4,
      model.views.flatMap((view) => relationLines(view, 6, view.updatable)),
    ),
    ...block(
      'Functions',
      4,
      model.functions.flatMap(([name, overloads]) => functionLines(name, overloads, 6)),
    ),
    ...block(
      'Enums',
      4,
      model.enums.flatMap((e) => property(e.name, literalUnion(e.labels ?? []), 6)),
    ),
    ...block(
      'CompositeTypes',
      4,
      model.composites.flatMap((c) => block(c.name, 6, objectMembers(c.attributes, 8))),
    ),
  ];
  const enumConstants = model.enums.map(
    (e) => `      ${key(e.name)}: [${(e.labels ?? []).map((label) => JSON.stringify(label)).join(', ')}],`,
  );
  const lines = [
    ...header.map((line) => `// ${line}`.trimEnd()),
    '',
    'export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]',
    '',
    'export type Database = {',
    ...block(catalog.schema, 2, schema),
    '}',
    HELPERS.replace('SCHEMA', JSON.stringify(catalog.schema)).trimEnd(),
    '',
    'export const Constants = {',
    `  ${key(catalog.schema)}: {`,
    enumConstants.length === 0 ? '    Enums: {},' : ['    Enums: {', ...enumConstants, '    },'].join('\n'),
    '  },',
    '} as const',
    '',
  ];
  return lines.join('\n');
}
