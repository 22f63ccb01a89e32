-- Foundation: what every domain builds on.
-- Needs only what hosted Supabase and supabase-local both provide: auth.users, auth.uid(), the roles anon,
-- authenticated and service_role. No extensions: ids and invite codes come from core gen_random_uuid().
--
-- Who may use what. Row level security decides which rows a role sees; privileges decide what it may do at all.
-- - Tables: select, insert, update and delete for the three API roles, as hosted Supabase's default privileges
--   grant them (stated here so the schema does not depend on that setup). Each domain narrows this for its
--   tables: column privileges for what clients may write, nothing at all on private tables.
-- - Functions: executable by authenticated and service_role (default privileges below), never by anon or
--   PUBLIC. Each domain file ends by revoking anon's and PUBLIC's execute on every function of the schema,
--   and authenticated's on its functions that are the database's own (trigger functions and helpers that run
--   as their owner). Default privileges cannot do those revokes: PostgreSQL grants PUBLIC execute outside any
--   schema's defaults, and they would outlive the migrations, changing what functions made later get.
-- Every function pins search_path and qualifies its names, so a caller cannot shadow them.

grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant select, insert, update, delete on tables to anon, authenticated, service_role;
alter default privileges in schema public grant execute on functions to authenticated, service_role;

create function public.set_updated_at()
returns trigger
language plpgsql
set search_path = public
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
comment on function public.set_updated_at() is
  'Trigger: stamps updated_at with now() on every update, so clients never write it.';

create function public.require_user()
returns uuid
language plpgsql
stable
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
begin
  if caller is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  return caller;
end;
$$;
comment on function public.require_user() is
  'The signed-in caller''s id; raises 42501 ''User not authenticated'' without one.';

-- ---- dates in range --------------------------------------------------------------------------------------
-- Dates a client gives are days a person can plan, complete or reflect on: from 1970-01-01 to 2100-12-31.
-- Postgres itself takes 4713 BC to 5874897 AD and 'infinity' / '-infinity', which no screen can show, which
-- JavaScript's Date cannot hold, and on which the app's date arithmetic fails (infinity minus a date is an
-- error). The rule has one definition, date_in_range(), used two ways:
-- - every date-like column a client may write (through REST or through a function that stores what it was
--   given) has a check constraint <table>_<column>_in_range (SQLSTATE 23514, HTTP 400);
-- - a date parameter of a function the app calls is checked by assert_date_in_range() (SQLSTATE 22008,
--   HTTP 400), also where the function only filters with it, so the API answers the same way everywhere.
-- A moment (timestamptz) is in range when its UTC day is. Columns only the database writes (a goal's
-- created_at, a habit's streak days, a deep work session's start and end) need no check.

create function public.earliest_date()
returns date
language sql
immutable
set search_path = ''
as $$
  select date '1970-01-01';
$$;
comment on function public.earliest_date() is 'The first day a client may give: 1970-01-01.';

create function public.latest_date()
returns date
language sql
immutable
set search_path = ''
as $$
  select date '2100-12-31';
$$;
comment on function public.latest_date() is 'The last day a client may give: 2100-12-31.';

create function public.date_in_range(p_day date)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_day between public.earliest_date() and public.latest_date();
$$;
comment on function public.date_in_range(date) is
  'Whether a day lies between earliest_date() and latest_date(); null is in range (whether a value is '
  'required is the column''s or the function''s own rule). Used by the <table>_<column>_in_range checks.';

create function public.date_in_range(p_moment timestamptz)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select public.date_in_range((p_moment at time zone 'UTC')::date);
$$;
comment on function public.date_in_range(timestamptz) is 'Whether a moment''s UTC day is in range (date_in_range(date)).';

create function public.assert_date_in_range(p_day date)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if not public.date_in_range(p_day) then
    raise exception 'Dates must be between % and %.',
        to_char(public.earliest_date(), 'YYYY-MM-DD'), to_char(public.latest_date(), 'YYYY-MM-DD')
      using errcode = '22008', hint = 'date_out_of_range';
  end if;
end;
$$;
comment on function public.assert_date_in_range(date) is
  'Refuses a date parameter out of range with SQLSTATE 22008 (hint date_out_of_range); null passes.';

-- ---- writes sent twice ----------------------------------------------------------------------------------
-- Every write the app makes may reach the database twice (a request whose answer was lost is sent again, an
-- offline queue replays what it kept), and the second time must change nothing.
-- - A create carries the id the client gave it. The functions that create take it as p_id (null: the
--   database makes one); sent again by the same user it writes nothing and answers with the row as it is
--   now. The tables the app inserts into directly let clients write their id; a second insert of the same id
--   fails on the primary key (23505), and the client reads its own row back by id and owner.
-- - An id that is another user's row is refused with raise_id_taken(); nothing of theirs is read or changed.
-- - Deletes and restores state what should be: deleting what is already deleted answers as the deletion did
--   (or with nothing once the kept rows are gone), restoring what is already back answers with it as it is.
--   Another user's row is still refused.
-- Rules that no longer hold (an open active goal, a taken time slot, a playbook deleted since) still refuse a
-- replayed create that did not happen the first time.

create function public.raise_id_taken()
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'This id is already taken'
    using errcode = '42501', hint = 'id_taken';
end;
$$;
comment on function public.raise_id_taken() is
  'Raises ''This id is already taken'' (42501, hint id_taken): a create was given the id of a row that is not '
  'the caller''s, or not of the kind being created.';

-- ---- changes streamed to the app -------------------------------------------------------------------------
-- Supabase Realtime streams the changes of the tables in the publication supabase_realtime (postgres_changes,
-- row level security applied per subscriber). Hosted Supabase creates it empty in every project, as
-- supabase-local's bootstrap does; a database that lacks it gets it here. Each domain's file ends by adding the
-- tables a page shows of the signed-in user's own data (and the community feed's posts), so a change made on
-- another device reaches the open pages at once, and whether a table streams is decided in the file that
-- makes it. shared-data's live-sync/synced-tables.ts lists the user's own ones.
do $$
begin
  if not exists (select 1 from pg_catalog.pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end;
$$;

-- ---- privileges ------------------------------------------------------------------------------------------
-- The checks and the non-definer functions run as the calling user, so authenticated keeps execute on them.
revoke execute on all functions in schema public from public, anon;
revoke execute on function public.set_updated_at() from authenticated;
