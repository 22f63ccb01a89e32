// Reads what the type generator needs from the Postgres catalog of one schema: relations and their
// columns, foreign keys, single-column CHECK constraints, enums, composite types and the functions the
// API roles may call. Every query returns its rows as one JSON text, so PGlite and a Postgres server
// (whose drivers parse arrays and numbers differently) hand over identical values.

/** The roles PostgREST runs requests as: a function none of them may execute is not callable through rpc. */
export const API_ROLES = ['anon', 'authenticated', 'service_role'];

async function jsonRows(db, sql, params) {
  const { rows } = await db.query(`select coalesce(json_agg(r), '[]'::json)::text as rows from (${sql}) r`, params);
  return JSON.parse(rows[0].rows);
}

export async function readCatalog(db, schema = 'public') {
  const relations = await jsonRows(
    db,
    `select c.oid::int8 as id, c.relname as name, c.relkind as kind,
            c.relkind in ('v', 'm') and (pg_relation_is_updatable(c.oid, false) & 20) = 20 as updatable
       from pg_class c
      where c.relnamespace = $1::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'f', 'c') and not c.relispartition`,
    [schema],
  );

  const columns = await jsonRows(
    db,
    `select a.attrelid::int8 as relation_id, a.attname as name, a.attnum as position, a.atttypid::int8 as type_id,
            not a.attnotnull as nullable, pg_get_expr(d.adbin, d.adrelid) as default_value,
            a.attidentity::text as identity, a.attgenerated::text as generated,
            col_description(a.attrelid, a.attnum) as comment,
            c.relkind not in ('v', 'm') or pg_column_is_updatable(c.oid, a.attnum, false) as updatable
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where c.relnamespace = $1::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'f', 'c')
        and a.attnum > 0 and not a.attisdropped`,
    [schema],
  );

  const constraints = await jsonRows(
    db,
    `select con.conname as name, con.contype::text as type, con.conrelid::int8 as relation_id,
            (select json_agg(a.attname order by k.i)
               from unnest(con.conkey) with ordinality k(num, i)
               join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num) as columns,
            rn.nspname as referenced_schema, rc.relname as referenced_relation,
            (select json_agg(a.attname order by k.i)
               from unnest(con.confkey) with ordinality k(num, i)
               join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num) as referenced_columns,
            pg_get_constraintdef(con.oid) as definition
       from pg_constraint con
       join pg_class c on c.oid = con.conrelid
       left join pg_class rc on rc.oid = con.confrelid
       left join pg_namespace rn on rn.oid = rc.relnamespace
      where c.relnamespace = $1::regnamespace and con.contype in ('c', 'f')`,
    [schema],
  );

  // Column sets that are unique on their own (primary keys, unique constraints, plain unique indexes).
  const uniqueKeys = await jsonRows(
    db,
    `select i.indrelid::int8 as relation_id,
            (select json_agg(a.attname order by a.attname)
               from unnest(i.indkey::int2[]) k(num)
               join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.num) as columns
       from pg_index i
       join pg_class c on c.oid = i.indrelid
      where c.relnamespace = $1::regnamespace and i.indisunique and i.indpred is null and i.indexprs is null`,
    [schema],
  );

  const types = await jsonRows(
    db,
    `select t.oid::int8 as id, t.typname as name, n.nspname as schema, t.typtype::text as kind,
            t.typcategory::text as category, t.typelem::int8 as element_id, t.typbasetype::int8 as base_id,
            t.typrelid::int8 as relation_id,
            (select json_agg(e.enumlabel order by e.enumsortorder) from pg_enum e where e.enumtypid = t.oid) as labels
       from pg_type t
       join pg_namespace n on n.oid = t.typnamespace`,
  );

  const roles = API_ROLES.map((role) => `has_function_privilege('${role}', p.oid, 'EXECUTE')`).join(' or ');
  const functions = await jsonRows(
    db,
    `select p.oid::int8 as id, p.proname as name, p.proretset as returns_set, p.prorettype::int8 as return_type_id,
            p.pronargdefaults as default_count,
            (select json_agg(x.type::int8 order by x.i) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality x(type, i)) as arg_types,
            (select json_agg(x.mode order by x.i) from unnest(p.proargmodes::text[]) with ordinality x(mode, i)) as arg_modes,
            (select json_agg(x.name order by x.i) from unnest(p.proargnames) with ordinality x(name, i)) as arg_names,
            pg_get_function_identity_arguments(p.oid) as identity_arguments
       from pg_proc p
      where p.pronamespace = $1::regnamespace and p.prokind = 'f'
        and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)
        and (${roles})`,
    [schema],
  );

  return { schema, relations, columns, constraints, uniqueKeys, types, functions };
}
