-- supabase-local's change capture for Realtime (hosted Supabase reads the write-ahead log instead, which
-- PGlite does not offer). Every table in the publication supabase_realtime gets a row trigger that sends
-- the change with NOTIFY, delivered to the server's listening session when the transaction commits (a
-- rolled-back change is never sent). A change too large for a notification (8000 bytes) is kept in a
-- table and the notification names it. Idempotent: runs at every start, after the migrations.

create schema if not exists realtime_local;
revoke all on schema realtime_local from public;

create table if not exists realtime_local.large_changes (
  id bigserial primary key,
  change jsonb not null,
  created_at timestamptz not null default now()
);
revoke all on realtime_local.large_changes from public;

-- Owned by the server's login and run with its rights: the writer (any API role) needs no grant on the
-- schema, and the function is in no schema the REST API exposes.
create or replace function realtime_local.capture() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  change jsonb := jsonb_build_object(
    'schema', tg_table_schema,
    'table', tg_table_name,
    'type', tg_op,
    'commit_timestamp', to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'record', case when tg_op <> 'DELETE' then to_jsonb(new) end,
    'old_record', case when tg_op <> 'INSERT' then to_jsonb(old) end
  );
  text_change text := change::text;
  large_id bigint;
begin
  if octet_length(text_change) <= 7900 then
    perform pg_notify('realtime_local', text_change);
  else
    insert into realtime_local.large_changes (change) values (change) returning id into large_id;
    perform pg_notify('realtime_local', jsonb_build_object('large_change', large_id)::text);
  end if;
  return null;
end $$;

-- Puts the trigger on every table of the publication and takes it off tables no longer in it.
create or replace function realtime_local.sync_triggers() returns void
language plpgsql set search_path = '' as $$
declare
  rel regclass;
begin
  for rel in
    select format('%I.%I', pt.schemaname, pt.tablename)::regclass
    from pg_catalog.pg_publication_tables pt
    where pt.pubname = 'supabase_realtime'
      and not exists (
        select 1 from pg_catalog.pg_trigger t
        where t.tgname = 'supabase_local_realtime'
          and t.tgrelid = format('%I.%I', pt.schemaname, pt.tablename)::regclass
      )
  loop
    execute format(
      'create trigger supabase_local_realtime after insert or update or delete on %s '
      'for each row execute function realtime_local.capture()', rel);
  end loop;
  for rel in
    select t.tgrelid::regclass
    from pg_catalog.pg_trigger t
    where t.tgname = 'supabase_local_realtime'
      and not exists (
        select 1 from pg_catalog.pg_publication_tables pt
        where pt.pubname = 'supabase_realtime'
          and format('%I.%I', pt.schemaname, pt.tablename)::regclass = t.tgrelid
      )
  loop
    execute format('drop trigger supabase_local_realtime on %s', rel);
  end loop;
end $$;
revoke all on function realtime_local.sync_triggers() from public;

select realtime_local.sync_triggers();
