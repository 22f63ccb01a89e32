-- supabase-local's change capture for Realtime (hosted Supabase reads the write-ahead log instead, which
-- PGlite does not offer). Every table in the publication supabase_realtime gets statement triggers (after
-- insert, update, delete, with the statement's rows as transition tables) that send each changed row with
-- NOTIFY, delivered to the server's listening session when the transaction commits (a rolled-back change is
-- never sent). Statement triggers, not row triggers: a row trigger cost about 0.1 ms a row on PGlite (a
-- 1,095-row insert took 254 ms instead of 142), statement triggers nothing measurable. A change too large
-- for a notification (8000 bytes) is kept in a table and the notification names it. Idempotent: runs at
-- every start, after the migrations.

create schema if not exists realtime_local;
revoke all on schema realtime_local from public;

create table if not exists realtime_local.large_changes (
  id bigserial primary key,
  change jsonb not null,
  created_at timestamptz not null default now()
);
revoke all on realtime_local.large_changes from public;

-- The first row trigger of this capture, replaced by the statement triggers below.
drop function if exists realtime_local.capture() cascade;

create or replace function realtime_local.commit_timestamp() returns text
language sql stable set search_path = '' as $$
  select to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;

create or replace function realtime_local.notify(changes text[]) returns void
language plpgsql set search_path = '' as $$
declare
  large text;
  large_id bigint;
begin
  perform pg_notify('realtime_local', c) from unnest(changes) c where octet_length(c) <= 7900;
  for large in select c from unnest(changes) c where octet_length(c) > 7900 loop
    insert into realtime_local.large_changes (change) values (large::jsonb) returning id into large_id;
    perform pg_notify('realtime_local', jsonb_build_object('large_change', large_id)::text);
  end loop;
end $$;

-- Owned by the server's login and run with its rights: the writer (any API role) needs no grant on the
-- schema, and the functions are in no schema the REST API exposes.
create or replace function realtime_local.capture_insert() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform realtime_local.notify(array(
    select jsonb_build_object('schema', tg_table_schema, 'table', tg_table_name, 'type', 'INSERT',
      'commit_timestamp', realtime_local.commit_timestamp(), 'record', to_jsonb(n))::text
    from new_rows n));
  return null;
end $$;

create or replace function realtime_local.capture_delete() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform realtime_local.notify(array(
    select jsonb_build_object('schema', tg_table_schema, 'table', tg_table_name, 'type', 'DELETE',
      'commit_timestamp', realtime_local.commit_timestamp(), 'old_record', to_jsonb(o))::text
    from old_rows o));
  return null;
end $$;

-- An updated row is paired with its old version by primary key (one whose key changed, or a table without
-- one, goes without its old version).
create or replace function realtime_local.capture_update() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  same_key text;
  changes text[];
begin
  select string_agg(format('n.%1$I is not distinct from o.%1$I', a.attname), ' and ')
  into same_key
  from pg_catalog.pg_index i
  join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
  where i.indrelid = tg_relid and i.indisprimary;
  execute format(
    'select array(select jsonb_build_object(''schema'', $1, ''table'', $2, ''type'', ''UPDATE'', '
    '''commit_timestamp'', $3, ''record'', to_jsonb(n), ''old_record'', to_jsonb(o))::text '
    'from new_rows n left join old_rows o on %s)', coalesce(same_key, 'false'))
  into changes
  using tg_table_schema, tg_table_name, realtime_local.commit_timestamp();
  perform realtime_local.notify(changes);
  return null;
end $$;

revoke all on all functions in schema realtime_local from public;

-- Puts the triggers on every table of the publication and takes them off tables no longer in it.
create or replace function realtime_local.sync_triggers() returns void
language plpgsql set search_path = '' as $$
declare
  rel regclass;
  event text;
  transition text;
begin
  foreach event in array array['insert', 'update', 'delete'] loop
    transition := case event
      when 'insert' then 'new table as new_rows'
      when 'update' then 'old table as old_rows new table as new_rows'
      else 'old table as old_rows'
    end;
    for rel in
      select format('%I.%I', pt.schemaname, pt.tablename)::regclass
      from pg_catalog.pg_publication_tables pt
      where pt.pubname = 'supabase_realtime'
        and not exists (
          select 1 from pg_catalog.pg_trigger t
          where t.tgname = 'supabase_local_realtime_' || event
            and t.tgrelid = format('%I.%I', pt.schemaname, pt.tablename)::regclass
        )
    loop
      execute format(
        'create trigger %I after %s on %s referencing %s for each statement execute function realtime_local.%I()',
        'supabase_local_realtime_' || event, event, rel, transition, 'capture_' || event);
    end loop;
  end loop;
  for rel, event in
    select t.tgrelid::regclass, t.tgname
    from pg_catalog.pg_trigger t
    where t.tgname like 'supabase\_local\_realtime\_%'
      and not exists (
        select 1 from pg_catalog.pg_publication_tables pt
        where pt.pubname = 'supabase_realtime'
          and format('%I.%I', pt.schemaname, pt.tablename)::regclass = t.tgrelid
      )
  loop
    execute format('drop trigger %I on %s', event, rel);
  end loop;
end $$;
revoke all on function realtime_local.sync_triggers() from public;

select realtime_local.sync_triggers();
