-- Community: groups, their members and their feed.

create table public.groups (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  description text,
  is_public boolean not null default true,
  owner_id uuid not null references auth.users (id) on delete cascade,
  -- 122 random bits from core Postgres (gen_random_uuid uses a strong random source; pgcrypto is not assumed).
  invite_code text not null unique default replace(gen_random_uuid()::text, '-', ''),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint groups_name_nonblank check (btrim(name) <> ''),
  constraint groups_invite_code_nonblank check (btrim(invite_code) <> '')
);

create trigger groups_set_updated_at
  before update on public.groups
  for each row execute function public.set_updated_at();

create table public.group_members (
  group_id uuid not null references public.groups (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null default 'member',
  joined_at timestamptz not null default now(),
  primary key (group_id, user_id),
  constraint group_members_role_valid check (role in ('owner', 'member'))
);

create table public.group_posts (
  id uuid primary key default gen_random_uuid(),
  group_id uuid not null references public.groups (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  kind text not null default 'post',
  body text not null,
  created_at timestamptz not null default now(),
  constraint group_posts_kind_valid check (kind in ('post', 'checkin')),
  constraint group_posts_body_nonblank check (btrim(body) <> ''),
  constraint group_posts_body_length check (char_length(body) <= 2000)
);

-- The creator becomes the group's 'owner' member. Security definer because the creator's own
-- insert policy on group_members only allows joining public groups as a plain member.
create or replace function public.add_group_owner_member()
returns trigger
language plpgsql
security definer
set search_path = public
as $$
begin
  insert into public.group_members (group_id, user_id, role)
  values (new.id, new.owner_id, 'owner')
  on conflict (group_id, user_id) do update set role = 'owner';
  return new;
end;
$$;

create trigger groups_add_owner_member
  after insert on public.groups
  for each row execute function public.add_group_owner_member();
