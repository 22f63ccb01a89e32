-- Profiles are created by the database when an auth user is created (the usual Supabase pattern), so no
-- client ever inserts one. Each profile holds the user's IANA time zone: the rules the database keeps that
-- depend on "today" (current streaks, a habit's first day) use that calendar, and the app keeps it current.
-- Members of a shared group no longer read each other's profile rows; they see display fields through
-- group_member_summaries, and a ONE Thing title only when its owner opted in.

alter table public.profiles add column time_zone text not null default 'UTC';

create or replace function public.is_time_zone(zone text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (select 1 from pg_catalog.pg_timezone_names t where t.name = zone);
$$;

create or replace function public.check_profile_time_zone()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not public.is_time_zone(new.time_zone) then
    raise exception 'Unknown time zone: %', left(new.time_zone, 64) using errcode = '22023';
  end if;
  return new;
end;
$$;

create trigger profiles_check_time_zone
  before insert or update of time_zone on public.profiles
  for each row execute function public.check_profile_time_zone();

-- The calendar day it is now for a user, in their profile's time zone (UTC without a profile).
create or replace function public.user_today(uid uuid)
returns date
language sql
stable
set search_path = ''
as $$
  select (now() at time zone coalesce((select p.time_zone from public.profiles p where p.user_id = uid), 'UTC'))::date;
$$;

-- Sign-up metadata fills the display fields; an unknown or missing time zone falls back to UTC.
create or replace function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := case when jsonb_typeof(new.raw_user_meta_data) = 'object' then new.raw_user_meta_data else '{}'::jsonb end;
  zone text := nullif(btrim(meta ->> 'time_zone'), '');
begin
  if zone is null or not public.is_time_zone(zone) then
    zone := 'UTC';
  end if;
  insert into public.profiles (user_id, username, full_name, avatar_url, time_zone)
  values (
    new.id,
    left(nullif(btrim(meta ->> 'username'), ''), 100),
    left(nullif(btrim(meta ->> 'full_name'), ''), 200),
    left(nullif(btrim(meta ->> 'avatar_url'), ''), 2000),
    zone
  )
  on conflict (user_id) do nothing;
  return new;
end;
$$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

-- Accounts created before this trigger existed get their profile now.
insert into public.profiles (user_id, username, full_name)
select u.id, nullif(btrim(u.raw_user_meta_data ->> 'username'), ''), nullif(btrim(u.raw_user_meta_data ->> 'full_name'), '')
from auth.users u
where not exists (select 1 from public.profiles p where p.user_id = u.id);

drop policy profiles_insert on public.profiles;

drop policy profiles_select on public.profiles;
create policy profiles_select on public.profiles for select to authenticated
  using (user_id = (select auth.uid()));

drop function public.shares_group_with(uuid);

revoke all on function public.is_time_zone(text) from public, anon;
revoke all on function public.check_profile_time_zone() from public, anon, authenticated;
revoke all on function public.user_today(uuid) from public, anon;
revoke all on function public.handle_new_user() from public, anon, authenticated;
grant execute on function public.is_time_zone(text) to authenticated, service_role;
grant execute on function public.user_today(uuid) to authenticated, service_role;
