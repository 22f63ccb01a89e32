-- Security-definer helpers used by the RLS policies, and the RPCs the app calls.
-- Helpers read group_members/groups without RLS so that policies on those same tables do not recurse.
-- Every function pins search_path and qualifies its names, so a caller cannot shadow them.

create or replace function public.is_group_member(gid uuid)
returns boolean
language sql
stable
security definer
set search_path = public
as $$
  select exists (
    select 1 from public.group_members m
    where m.group_id = gid and m.user_id = auth.uid()
  );
$$;

create or replace function public.is_group_owner(gid uuid)
returns boolean
language sql
stable
security definer
set search_path = public
as $$
  select exists (
    select 1 from public.groups g
    where g.id = gid and g.owner_id = auth.uid()
  );
$$;

create or replace function public.shares_group_with(other uuid)
returns boolean
language sql
stable
security definer
set search_path = public
as $$
  select exists (
    select 1
    from public.group_members mine
    join public.group_members theirs on theirs.group_id = mine.group_id
    where mine.user_id = auth.uid() and theirs.user_id = other
  );
$$;

-- Private groups are joined only through their invite code; returns the group's id.
create or replace function public.join_group_by_invite(code text)
returns uuid
language plpgsql
volatile
security definer
set search_path = public
as $$
declare
  caller uuid := auth.uid();
  target uuid;
begin
  if caller is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;

  select g.id into target
  from public.groups g
  where g.invite_code = btrim(join_group_by_invite.code);

  if target is null then
    raise exception 'Invalid invite code' using errcode = '22023';
  end if;

  insert into public.group_members (group_id, user_id, role)
  values (target, caller, 'member')
  on conflict (group_id, user_id) do nothing;

  return target;
end;
$$;

-- What a group page shows about each member. The ONE Thing title only for members who opted in.
create or replace function public.group_member_summaries(gid uuid)
returns table (
  user_id uuid,
  display_name text,
  avatar_url text,
  longest_streak integer,
  one_thing_title text,
  role text,
  joined_at timestamptz
)
language plpgsql
stable
security definer
set search_path = public
as $$
#variable_conflict use_column
begin
  if not public.is_group_member(gid) then
    raise exception 'Not a member of this group' using errcode = '42501';
  end if;

  return query
  select
    m.user_id,
    coalesce(nullif(btrim(p.full_name), ''), nullif(btrim(p.username), ''), 'Member'),
    p.avatar_url,
    coalesce((select max(h.streak) from public.habits h where h.user_id = m.user_id), 0)::integer,
    case when coalesce(p.share_one_thing, false) then (
      select g.title from public.one_thing_goals g
      where g.user_id = m.user_id and g.is_active
      limit 1
    ) end,
    m.role,
    m.joined_at
  from public.group_members m
  left join public.profiles p on p.user_id = m.user_id
  where m.group_id = gid
  order by (m.role = 'owner') desc, m.joined_at, m.user_id;
end;
$$;

-- Removes the caller's auth user; every user-owned row goes with it through on delete cascade.
create or replace function public.delete_my_account()
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

-- Functions are executable by PUBLIC by default, and hosted Supabase also grants anon explicitly.
revoke all on function public.set_updated_at() from public, anon, authenticated;
revoke all on function public.add_group_owner_member() from public, anon, authenticated;

revoke all on function public.is_group_member(uuid) from public, anon;
revoke all on function public.is_group_owner(uuid) from public, anon;
revoke all on function public.shares_group_with(uuid) from public, anon;
revoke all on function public.join_group_by_invite(text) from public, anon;
revoke all on function public.group_member_summaries(uuid) from public, anon;
revoke all on function public.delete_my_account() from public, anon;

grant execute on function public.is_group_member(uuid) to authenticated, service_role;
grant execute on function public.is_group_owner(uuid) to authenticated, service_role;
grant execute on function public.shares_group_with(uuid) to authenticated, service_role;
grant execute on function public.join_group_by_invite(text) to authenticated, service_role;
grant execute on function public.group_member_summaries(uuid) to authenticated, service_role;
grant execute on function public.delete_my_account() to authenticated, service_role;
