-- Core: the shared updated_at trigger function and user profiles.
-- Needs only what hosted Supabase and supabase-local both provide: auth.users, auth.uid(),
-- roles anon/authenticated/service_role. gen_random_uuid() is core Postgres since 13.

create or replace function public.set_updated_at()
returns trigger
language plpgsql
set search_path = public
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

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
  constraint profiles_onboarding_answers_object
    check (onboarding_answers is null or jsonb_typeof(onboarding_answers) = 'object')
);

create trigger profiles_set_updated_at
  before update on public.profiles
  for each row execute function public.set_updated_at();
