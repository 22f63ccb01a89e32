// Prints what a set of migrations makes of the database, as sorted plain text, so two sets can be compared
// with diff (for example before and after rewriting migrations that should keep the schema as it is):
//
//   node supabase/schema-snapshot.mjs [--migrations <dir>] [--database-url <postgres url>] > snapshot.txt
//
// It applies supabase-local's bootstrap (what hosted Supabase provides) and the migrations to an empty PGlite,
// or to a scratch database on the given server, and lists: tables and columns, constraints, indexes,
// triggers (also on auth.users), row level security and policies, functions (attributes and bodies with
// comments and spacing normalised), what anon, authenticated and service_role may do with each table,
// column, sequence and function (effective privileges, PUBLIC included), default privileges and comments.
// With --missing-comments it prints only the tables and functions of `public` that have no comment.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withMigratedDatabase } from '../scripts/migrated-database.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const ROLES = ['anon', 'authenticated', 'service_role'];
const TABLE_PRIVILEGES = ['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER'];
const COLUMN_PRIVILEGES = ['SELECT', 'INSERT', 'UPDATE', 'REFERENCES'];

/** Each section: a title, a query returning one text line per row, and the privileges it asks about. */
const SECTIONS = [
  [
    'columns',
    `select c.relname || '.' || a.attname || ' #' || a.attnum || ' ' || format_type(a.atttypid, a.atttypmod)
            || case when a.attnotnull then ' not null' else '' end
            || coalesce(' default ' || pg_get_expr(d.adbin, d.adrelid), '')
            || case when a.attidentity <> '' then ' identity ' || a.attidentity::text else '' end as line
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm')
        and a.attnum > 0 and not a.attisdropped`,
  ],
  [
    'constraints',
    `select c.relname || ' ' || k.conname || ': ' || pg_get_constraintdef(k.oid) as line
       from pg_constraint k join pg_class c on c.oid = k.conrelid
      where c.relnamespace = 'public'::regnamespace`,
  ],
  [
    'indexes',
    `select pg_get_indexdef(i.indexrelid) as line
       from pg_index i join pg_class c on c.oid = i.indrelid
      where c.relnamespace = 'public'::regnamespace`,
  ],
  [
    'triggers',
    `select pg_get_triggerdef(t.oid) as line
       from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where not t.tgisinternal and (c.relnamespace = 'public'::regnamespace or t.tgfoid in
        (select p.oid from pg_proc p where p.pronamespace = 'public'::regnamespace))`,
  ],
  [
    'row level security',
    `select c.relname || ' rls=' || c.relrowsecurity || ' force=' || c.relforcerowsecurity as line
       from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')`,
  ],
  [
    'policies',
    `select p.tablename || ' ' || p.policyname || ' ' || p.permissive || ' ' || p.cmd || ' to ' || array_to_string(p.roles, ',')
            || coalesce(' using (' || p.qual || ')', '') || coalesce(' with check (' || p.with_check || ')', '') as line
       from pg_policies p where p.schemaname = 'public'`,
  ],
  [
    'functions',
    `select p.oid::regprocedure::text || ' returns ' || pg_get_function_result(p.oid)
            || ' ' || l.lanname || ' kind=' || p.prokind::text || ' volatility=' || p.provolatile::text
            || case when p.prosecdef then ' security definer' else '' end
            || case when p.proisstrict then ' strict' else '' end
            || case when p.proleakproof then ' leakproof' else '' end
            || ' parallel=' || p.proparallel::text
            || coalesce(' set ' || array_to_string(p.proconfig, ', '), '')
            || ' owner=' || pg_get_userbyid(p.proowner) as line
       from pg_proc p join pg_language l on l.oid = p.prolang
      where p.pronamespace = 'public'::regnamespace`,
  ],
  [
    'function bodies (comments and spacing normalised)',
    `select p.oid::regprocedure::text || ': '
            || btrim(regexp_replace(regexp_replace(p.prosrc, '--[^\\n]*', '', 'g'), '\\s+', ' ', 'g')) as line
       from pg_proc p where p.pronamespace = 'public'::regnamespace`,
  ],
  [
    'table privileges (effective)',
    `select c.relname || ' ' || r.role || ': ' || coalesce(string_agg(pr.priv, ',' order by pr.n), '-') as line
       from pg_class c
       cross join unnest($1::text[]) r(role)
       left join unnest($2::text[]) with ordinality pr(priv, n) on has_table_privilege(r.role, c.oid, pr.priv)
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm')
      group by c.relname, r.role`,
    TABLE_PRIVILEGES,
  ],
  [
    'column privileges (granted on the column itself)',
    `select c.relname || '.' || a.attname || ' ' || e.grantee || ': ' || string_agg(e.privilege_type, ',' order by e.privilege_type) as line
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       cross join lateral (select case when x.grantee = 0 then 'PUBLIC' else pg_get_userbyid(x.grantee) end as grantee,
                                  x.privilege_type from aclexplode(a.attacl) x) e
      where c.relnamespace = 'public'::regnamespace and a.attacl is not null
      group by c.relname, a.attname, e.grantee`,
  ],
  [
    'column privileges (effective)',
    `select c.relname || '.' || a.attname || ' ' || r.role || ': ' || coalesce(string_agg(pr.priv, ',' order by pr.n), '-') as line
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       cross join unnest($1::text[]) r(role)
       left join unnest($2::text[]) with ordinality pr(priv, n) on has_column_privilege(r.role, c.oid, a.attnum, pr.priv)
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
      group by c.relname, a.attname, r.role`,
    COLUMN_PRIVILEGES,
  ],
  [
    'sequence privileges (effective)',
    `select c.relname || ' ' || r.role || ': ' || coalesce(string_agg(pr.priv, ',' order by pr.n), '-') as line
       from pg_class c
       cross join unnest($1::text[]) r(role)
       left join unnest(array['USAGE', 'SELECT', 'UPDATE']) with ordinality pr(priv, n)
         on has_sequence_privilege(r.role, c.oid, pr.priv)
      where c.relnamespace = 'public'::regnamespace and c.relkind = 'S'
      group by c.relname, r.role`,
  ],
  [
    'function execute (effective; PUBLIC from the ACL)',
    `select p.oid::regprocedure::text || ': '
            || coalesce(nullif(array_to_string(array(
                 select r.role from unnest($1::text[]) r(role) where has_function_privilege(r.role, p.oid, 'EXECUTE')
               ), ','), ''), '-')
            || case when p.proacl is null or exists (select 1 from aclexplode(p.proacl) x where x.grantee = 0)
                    then ' +PUBLIC' else '' end as line
       from pg_proc p where p.pronamespace = 'public'::regnamespace`,
  ],
  [
    'default privileges',
    `select pg_get_userbyid(d.defaclrole) || ' in ' || coalesce(d.defaclnamespace::regnamespace::text, '(all schemas)')
            || ' on ' || d.defaclobjtype::text || ': ' || array_to_string(d.defaclacl, ' ') as line
       from pg_default_acl d`,
  ],
  [
    'comments',
    `select case c.classoid when 'pg_class'::regclass then 'table ' || c.objoid::regclass::text
                            when 'pg_proc'::regclass then 'function ' || c.objoid::regprocedure::text
                            else c.classoid::regclass::text || ' ' || c.objoid end
            || case when c.objsubid <> 0 then ' column ' || c.objsubid else '' end || ': ' || c.description as line
       from pg_description c
      where (c.classoid = 'pg_class'::regclass and c.objoid in (select oid from pg_class where relnamespace = 'public'::regnamespace))
         or (c.classoid = 'pg_proc'::regclass and c.objoid in (select oid from pg_proc where pronamespace = 'public'::regnamespace))`,
  ],
];

const MISSING_COMMENTS = `
  select 'table ' || c.relname as line from pg_class c
   where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and obj_description(c.oid, 'pg_class') is null
  union all
  select 'function ' || p.oid::regprocedure::text from pg_proc p
   where p.pronamespace = 'public'::regnamespace and obj_description(p.oid, 'pg_proc') is null`;

/** $1 is the roles, $2 the privileges a query asks about (when it uses them). */
async function linesOf(db, sql, privileges) {
  const params = sql.includes('$1') ? [ROLES, ...(privileges ? [privileges] : [])] : [];
  const { rows } = await db.query(
    `select coalesce(json_agg(q.line order by q.line), '[]'::json)::text as lines from (${sql}) q`,
    params,
  );
  return JSON.parse(rows[0].lines);
}

/** A database of its own on the server, dropped afterwards. */
export async function schemaSnapshot({ migrationsDir, databaseUrl, missingComments = false }) {
  return withMigratedDatabase({ migrationsDir, databaseUrl, name: 'schema-snapshot' }, async (db) => {
    if (missingComments) return (await linesOf(db, MISSING_COMMENTS)).join('\n');
    const out = [];
    for (const [title, sql, privileges] of SECTIONS)
      out.push(`## ${title}`, ...(await linesOf(db, sql, privileges)), '');
    return out.join('\n');
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const value = (flag) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
  const text = await schemaSnapshot({
    migrationsDir: path.resolve(value('--migrations') ?? path.join(root, 'supabase', 'migrations')),
    databaseUrl: value('--database-url'),
    missingComments: args.includes('--missing-comments'),
  });
  process.stdout.write(`${text}\n`);
}
