-- Profiles and the account.
-- - A profile per user, made by the database when the auth user is made (the usual Supabase pattern), so no
--   client ever inserts one; it goes with the account.
-- - Each profile holds the user's IANA time zone. The rules that depend on "today" (current streaks, a habit's
--   first day, a reflection's period) use that calendar; the app keeps it current.
-- - A profile is read by its owner alone: members of a shared group see display fields through
--   group_member_summaries, and a ONE Thing title only when its owner opted in.
-- - Deleting the account deletes the auth user; every user-owned row follows by cascade.

create table public.profiles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  username text,
  full_name text,
  avatar_url text,
  onboarding_completed boolean not null default false,
  -- {role, goals[], biggestChallenge, dailyHours, experience, oneThingGoal}
  onboarding_answers jsonb,
  -- Community opt-in: show my ONE Thing title to the members of my groups.
  share_one_thing boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  time_zone text not null default 'UTC',
  -- Community opt-in: post automatic check-ins into my groups.
  share_checkins boolean not null default false,
  -- Opt-in: a habit's 7-day run earns a streak freeze that covers a later missed day (the habits' rule).
  streak_freezes boolean not null default false,
  constraint profiles_onboarding_answers_object
    check (onboarding_answers is null or jsonb_typeof(onboarding_answers) = 'object')
);
comment on table public.profiles is
  'One per user, made from the sign-up metadata by on_auth_user_created: display fields, onboarding, '
  'community opt-ins and the time zone that decides the user''s "today". Readable by its owner only.';

create trigger profiles_set_updated_at
  before update on public.profiles
  for each row execute function public.set_updated_at();

create function public.is_time_zone(zone text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (select 1 from pg_catalog.pg_timezone_names t where t.name = zone);
$$;
comment on function public.is_time_zone(text) is 'Whether a name is an IANA time zone this server knows.';

create function public.check_profile_time_zone()
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
comment on function public.check_profile_time_zone() is
  'Trigger: refuses a profile time zone the server does not know (22023).';

create trigger profiles_check_time_zone
  before insert or update of time_zone on public.profiles
  for each row execute function public.check_profile_time_zone();

create function public.user_time_zone(uid uuid)
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce((select p.time_zone from public.profiles p where p.user_id = uid), 'UTC');
$$;
comment on function public.user_time_zone(uuid) is
  'A user''s time zone, from their profile (UTC without one): their calendar days are counted in it.';

create function public.user_today(uid uuid)
returns date
language sql
stable
set search_path = ''
as $$
  select (now() at time zone public.user_time_zone(uid))::date;
$$;
comment on function public.user_today(uuid) is
  'The calendar day it is now for a user, in their profile''s time zone (UTC without a profile).';

create function public.handle_new_user()
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
comment on function public.handle_new_user() is
  'Trigger on auth.users: makes the new user''s profile from the sign-up metadata (username, full name, '
  'avatar, time zone; an unknown or missing time zone is UTC).';

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

create function public.delete_my_account()
returns void
language plpgsql
volatile
security definer
set search_path = public
as $$
declare
  caller uuid := auth.uid();
begin
  if caller is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  delete from auth.users where id = caller;
end;
$$;
comment on function public.delete_my_account() is
  'Deletes the caller''s auth user; every user-owned row goes with it through on delete cascade.';

-- ---- row level security ----------------------------------------------------------------------------------
-- Policies are for signed-in users only: anon matches none, so it reads nothing and every write fails;
-- service_role bypasses row level security. (select auth.uid()) is evaluated once per statement, not per row.
-- No insert policy (the trigger makes profiles) and no delete (the profile goes with the account).

alter table public.profiles enable row level security;

create policy profiles_select on public.profiles for select to authenticated
  using (user_id = (select auth.uid()));
create policy profiles_update on public.profiles for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

-- ---- privileges ------------------------------------------------------------------------------------------

revoke insert, update on public.profiles from anon, authenticated;
grant update (
  username, full_name, avatar_url, onboarding_completed, onboarding_answers, share_one_thing, time_zone, share_checkins,
  streak_freezes
) on public.profiles to authenticated;

revoke execute on all functions in schema public from public, anon;
revoke execute on function public.check_profile_time_zone(), public.handle_new_user() from authenticated;

-- ---- realtime --------------------------------------------------------------------------------------------

alter publication supabase_realtime add table public.profiles;
