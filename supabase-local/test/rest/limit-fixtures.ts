// Test-only tables and functions for the REST limits, created through the superuser handle so these
// suites do not depend on the app's schema. Valid on PGlite (Postgres 18) and Postgres 15.
import type { TestServer } from '../helpers/test-server.ts';

export const LIMIT_FIXTURES: readonly string[] = [
  "create table public.sl_parents (id int primary key, label text not null default '')",
  "create table public.sl_children (id int primary key, parent_id int not null references public.sl_parents (id), label text not null default '')",
  'create function public.sl_children_of(p int) returns setof public.sl_children language sql stable as $$ select * from public.sl_children where parent_id = p order by id $$',
  'create function public.sl_numbers(n int) returns setof int language sql immutable as $$ select generate_series(1, n) $$',
  'create function public.sl_add_parent(new_id int) returns int language sql as $$ insert into public.sl_parents (id) values (new_id) returning id $$',
  // A CPU-bound statement: Postgres interrupts the loop, PGlite cannot (its worker is stopped instead).
  `create function public.sl_spin(ms int) returns int language plpgsql as $$
   declare
     deadline timestamptz := clock_timestamp() + make_interval(secs => ms / 1000.0);
     n int := 0;
   begin
     loop
       n := n + 1;
       exit when clock_timestamp() > deadline;
     end loop;
     return n;
   end $$`,
  "create function public.sl_spin_allowed(ms int) returns int language sql set statement_timeout = '4s' as $$ select public.sl_spin(ms) $$",
  `create function public.sl_insert_then_spin(new_id int, ms int) returns int language plpgsql as $$
   begin
     insert into public.sl_parents (id) values (new_id);
     return public.sl_spin(ms);
   end $$`,
  "create function public.sl_statement_timeout() returns text language sql stable as $$ select current_setting('statement_timeout') $$",
  "create function public.sl_statement_timeout_own() returns text language sql stable set statement_timeout = '4s' as $$ select current_setting('statement_timeout') $$",
  `create function public.sl_whoami() returns json language sql stable as $$
     select json_build_object('current_user', current_user::text, 'session_user', session_user::text,
                              'is_superuser', current_setting('is_superuser'))
   $$`,
  "create function public.sl_big_text(n int) returns text language sql immutable as $$ select repeat('x', n) $$",
];

/** Creates the fixtures and `children` rows under parent 1 (parents 1 and 2 exist). */
export async function createLimitFixtures(server: TestServer, children = 0): Promise<void> {
  for (const statement of LIMIT_FIXTURES) await server.db.query(statement);
  await server.db.query("insert into public.sl_parents (id, label) values (1, 'one'), (2, 'two')");
  if (children > 0) {
    await server.db.query(
      "insert into public.sl_children (id, parent_id, label) select g, 1, 'child ' || g from generate_series(1, $1::int) g",
      [children],
    );
  }
}
