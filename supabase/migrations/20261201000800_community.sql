-- Community: groups, their members and their feed, kept by the database whatever a client sends.
-- - Public groups are visible to every signed-in user and joined by anyone; private ones only through their
--   invite code (join_group_by_invite), which rotates whenever a member is removed by someone else (so the
--   removed member's link stops working) and when a public group becomes private (its code was readable by
--   every signed-in user). The creator is the group's owner member until the group is deleted.
-- - Members see each other's display fields only, through group_member_summaries; the ONE Thing title only for
--   members who opted in (profiles.share_one_thing).
-- - A group shows each member by the name they chose (full name, else username) and never by their e-mail
--   address or any part of it: sign-up fills both names with the address's local part when none is typed,
--   and a client may send anything, so the rule is kept here, where every reader passes (chosen_name). A
--   member without a chosen name is "Member".
-- - Check-ins cannot be forged: the database alone writes them (post_checkin), for users who opted in
--   (profiles.share_checkins), once per group, author and source: a deep work session ended by
--   finish_deep_work_session without an emergency stop, a goal that becomes completed, a playbook run (once per
--   playbook and day). At most 3 per user in any minute and 30 in any 24 hours; over that the check-in is
--   simply not posted and the action that caused it still succeeds. Posted check-ins are counted in
--   checkin_log, which no client reads or writes, so a check-in withdrawn by an undo still counts and undoing
--   and redoing cannot flood a feed. Check-ins already posted stay after the user opts out.
-- - Clients post plain text of kind 'post' as themselves; authors and the group owner delete posts; no edits.

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
  constraint groups_invite_code_nonblank check (btrim(invite_code) <> ''),
  constraint groups_name_length check (char_length(name) <= 100),
  constraint groups_description_length check (description is null or char_length(description) <= 1000)
);
comment on table public.groups is
  'Accountability groups: public ones visible to every signed-in user, private ones joined by invite code. '
  'Owned by their creator for good; the invite code and times are the database''s.';

create index groups_owner_idx on public.groups (owner_id);

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
comment on table public.group_members is
  'Who belongs to a group: its owner (added when the group is made) and members. Roles never change.';

create index group_members_user_idx on public.group_members (user_id);

create table public.group_posts (
  id uuid primary key default gen_random_uuid(),
  group_id uuid not null references public.groups (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  kind text not null default 'post',
  body text not null,
  created_at timestamptz not null default now(),
  -- What a check-in is about (a session, a goal, a playbook run and day): one check-in per group, author and
  -- source, so completing, reopening and completing again (or a retried request) does not post twice. The
  -- author is part of it because ids are chosen by clients: another member could otherwise give a row of
  -- their own the id of someone else's goal (readable as that goal's check-in source) and so keep that
  -- goal's check-in out of the feed.
  checkin_source uuid,
  constraint group_posts_kind_valid check (kind in ('post', 'checkin')),
  constraint group_posts_body_nonblank check (btrim(body) <> ''),
  constraint group_posts_body_length check (char_length(body) <= 2000),
  constraint group_posts_checkin_source_unique unique (group_id, user_id, checkin_source)
);
comment on table public.group_posts is
  'A group''s feed: members'' posts (kind ''post'') and the check-ins the database writes (kind ''checkin'').';

-- The feed reads newest first with (created_at, id) as its cursor.
create index group_posts_group_feed_idx on public.group_posts (group_id, created_at desc, id desc);
create index group_posts_user_idx on public.group_posts (user_id);

create table public.checkin_log (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  posted_at timestamptz not null default now()
);
comment on table public.checkin_log is
  'When each user''s check-ins were posted (the last 24 hours), for post_checkin''s rate limit. No client reads '
  'or writes it.';

create index checkin_log_user_posted_idx on public.checkin_log (user_id, posted_at);

-- ---- membership ------------------------------------------------------------------------------------------
-- The helpers read group_members and groups without row level security (security definer), so that the
-- policies on those same tables do not recurse.

create function public.is_group_member(gid uuid)
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
comment on function public.is_group_member(uuid) is 'Whether the caller is a member of the group (for policies).';

create function public.is_group_owner(gid uuid)
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
comment on function public.is_group_owner(uuid) is 'Whether the caller owns the group (for policies).';

-- Security definer because the creator's own insert policy on group_members only allows joining public groups
-- as a plain member.
create function public.add_group_owner_member()
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
comment on function public.add_group_owner_member() is 'Trigger: the creator of a group becomes its ''owner'' member.';

create trigger groups_add_owner_member
  after insert on public.groups
  for each row execute function public.add_group_owner_member();

create function public.join_group_by_invite(code text)
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
comment on function public.join_group_by_invite(text) is
  'Joins the group of an invite code as a member (the way into a private group); returns the group''s id.';

create function public.rotate_invite_after_removal()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if auth.uid() is distinct from old.user_id then
    update public.groups g set invite_code = replace(gen_random_uuid()::text, '-', '') where g.id = old.group_id;
  end if;
  return old;
end;
$$;
comment on function public.rotate_invite_after_removal() is
  'Trigger: a member removed by someone else (the owner) cannot come back with the link they had.';

create trigger group_members_rotate_invite
  after delete on public.group_members
  for each row execute function public.rotate_invite_after_removal();

create function public.rotate_invite_when_private()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.is_public and not new.is_public then
    new.invite_code := replace(gen_random_uuid()::text, '-', '');
  end if;
  return new;
end;
$$;
comment on function public.rotate_invite_when_private() is
  'Trigger: a group turned private gets a new invite code (the old one was readable by every signed-in user).';

create trigger groups_rotate_invite_when_private
  before update of is_public on public.groups
  for each row execute function public.rotate_invite_when_private();

-- ---- what members and visitors see -----------------------------------------------------------------------

create function public.group_invite_preview(code text)
returns table (id uuid, name text, description text, is_public boolean, member_count integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  if auth.uid() is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  return query
  select g.id, g.name, g.description, g.is_public,
    (select count(*) from public.group_members m where m.group_id = g.id)::integer
  from public.groups g
  where g.invite_code = btrim(group_invite_preview.code);
end;
$$;
comment on function public.group_invite_preview(text) is
  'What an invite link shows before joining: name, description and member count, nothing about members.';

create function public.group_member_counts(gids uuid[])
returns table (group_id uuid, member_count integer)
language sql
stable
security definer
set search_path = ''
as $$
  select g.id, (select count(*) from public.group_members m where m.group_id = g.id)::integer
  from public.groups g
  where g.id = any (gids) and (g.is_public or public.is_group_member(g.id));
$$;
comment on function public.group_member_counts(uuid[]) is
  'Member counts of the groups the caller can see (public ones and their own), for the browse list.';

create function public.chosen_name(name text, email text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when nullif(btrim(name), '') is null then null
    when email is not null and lower(btrim(name)) in (lower(btrim(email)), lower(split_part(btrim(email), '@', 1)))
      then null
    else btrim(name)
  end;
$$;
comment on function public.chosen_name(text, text) is
  'A profile name as others may see it: trimmed, or null when blank or when it is the e-mail address or '
  'its part before the @ (the sign-up default, never chosen).';

create function public.group_member_summaries(gid uuid)
returns table (
  user_id uuid,
  display_name text,
  username text,
  avatar_url text,
  longest_streak integer,
  one_thing_title text,
  role text,
  joined_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  if not public.is_group_member(gid) then
    raise exception 'Not a member of this group' using errcode = '42501';
  end if;

  return query
  select
    m.user_id,
    coalesce(public.chosen_name(p.full_name, u.email), public.chosen_name(p.username, u.email), 'Member'),
    public.chosen_name(p.username, u.email),
    p.avatar_url,
    coalesce((
      select max(public.habit_current_streak(h, public.user_today(m.user_id)))
      from public.habits h where h.user_id = m.user_id
    ), 0)::integer,
    case when coalesce(p.share_one_thing, false) then (
      select g.title from public.one_thing_goals g
      where g.user_id = m.user_id and g.is_active
      limit 1
    ) end,
    m.role,
    m.joined_at
  from public.group_members m
  left join public.profiles p on p.user_id = m.user_id
  left join auth.users u on u.id = m.user_id
  where m.group_id = gid
  order by (m.role = 'owner') desc, m.joined_at, m.user_id;
end;
$$;
comment on function public.group_member_summaries(uuid) is
  'What a group page shows about each member (members only): the chosen name (never the e-mail address or its '
  'local part; "Member" without one), username (likewise), avatar, best current streak (longest_streak), and '
  'the active ONE Thing only for members who opted in.';

-- ---- check-ins -------------------------------------------------------------------------------------------

create function public.post_checkin(p_user_id uuid, p_body text, p_source uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  posted integer;
begin
  if not coalesce((select p.share_checkins from public.profiles p where p.user_id = p_user_id), false) then
    return;
  end if;
  -- One user's check-ins are counted and posted one transaction at a time, so parallel requests cannot all
  -- see room under the limit.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('onething.checkin:' || p_user_id::text, 0));
  if (select count(*) from public.checkin_log l
      where l.user_id = p_user_id and l.posted_at > now() - interval '1 minute') >= 3
     or (select count(*) from public.checkin_log l
      where l.user_id = p_user_id and l.posted_at > now() - interval '24 hours') >= 30 then
    return;
  end if;
  insert into public.group_posts (group_id, user_id, kind, body, checkin_source)
  select m.group_id, p_user_id, 'checkin', p_body, p_source
  from public.group_members m
  where m.user_id = p_user_id
  on conflict (group_id, user_id, checkin_source) do nothing;
  get diagnostics posted = row_count;
  if posted > 0 then
    delete from public.checkin_log l where l.user_id = p_user_id and l.posted_at <= now() - interval '24 hours';
    insert into public.checkin_log (user_id) values (p_user_id);
  end if;
end;
$$;
comment on function public.post_checkin(uuid, text, uuid) is
  'Writes a check-in into every group of the user, once per group, user and source, when they opted in and are '
  'under the rate limit (3 a minute, 30 a day, counted in checkin_log).';

-- Goals inserted completed (playbook runs) check in through complete_playbook_run instead.
create function public.checkin_after_goal()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.completed_at is not null and old.completed_at is null then
    perform public.post_checkin(new.user_id, 'completed their ONE Thing', new.id);
  end if;
  return null;
end;
$$;
comment on function public.checkin_after_goal() is 'Trigger on goals: a goal that becomes completed checks in.';

create trigger one_thing_goals_checkin
  after update of completed_at on public.one_thing_goals
  for each row execute function public.checkin_after_goal();

-- ---- row level security ----------------------------------------------------------------------------------

alter table public.groups enable row level security;
alter table public.group_members enable row level security;
alter table public.group_posts enable row level security;
alter table public.checkin_log enable row level security;

-- The owner is included explicitly because insert ... returning checks this policy before the trigger has
-- added the owner as a member.
create policy groups_select on public.groups for select to authenticated
  using (is_public or owner_id = (select auth.uid()) or public.is_group_member(id));
create policy groups_insert on public.groups for insert to authenticated
  with check (owner_id = (select auth.uid()));
create policy groups_update on public.groups for update to authenticated
  using (owner_id = (select auth.uid()))
  with check (owner_id = (select auth.uid()));
create policy groups_delete on public.groups for delete to authenticated
  using (owner_id = (select auth.uid()));

-- Join public groups yourself as a plain member (private ones via join_group_by_invite); leave, or be removed
-- by the owner. The owner's own membership stays until the group is deleted. No update: roles never change.
create policy group_members_select on public.group_members for select to authenticated
  using (user_id = (select auth.uid()) or public.is_group_member(group_id));
create policy group_members_insert on public.group_members for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and role = 'member'
    and exists (
      select 1 from public.groups g
      where g.id = group_members.group_id and g.is_public)
  );
create policy group_members_delete on public.group_members for delete to authenticated
  using (
    role <> 'owner'
    and (user_id = (select auth.uid()) or public.is_group_owner(group_id))
  );

create policy group_posts_select on public.group_posts for select to authenticated
  using (public.is_group_member(group_id));
create policy group_posts_insert on public.group_posts for insert to authenticated
  with check (kind = 'post' and user_id = (select auth.uid()) and public.is_group_member(group_id));
create policy group_posts_delete on public.group_posts for delete to authenticated
  using (user_id = (select auth.uid()) or public.is_group_owner(group_id));

-- ---- privileges ------------------------------------------------------------------------------------------
-- Clients write only these columns: a group's owner is given on insert (the caller, by policy) and never
-- changes; invite codes, roles, post kinds, check-in sources and times are the database's. A new group or
-- post carries the client's id (a replay fails on the primary key).

revoke insert, update on public.groups from anon, authenticated;
grant insert (id, name, description, is_public, owner_id) on public.groups to authenticated;
grant update (name, description, is_public) on public.groups to authenticated;

revoke insert, update on public.group_members from anon, authenticated;
grant insert (group_id, user_id) on public.group_members to authenticated;

revoke insert, update on public.group_posts from anon, authenticated;
grant insert (id, group_id, user_id, body) on public.group_posts to authenticated;

revoke all on public.checkin_log from anon, authenticated;

revoke execute on all functions in schema public from public, anon;
revoke execute on function
  public.add_group_owner_member(), public.rotate_invite_after_removal(), public.rotate_invite_when_private(),
  public.post_checkin(uuid, text, uuid), public.checkin_after_goal()
from authenticated;

-- ---- realtime --------------------------------------------------------------------------------------------

alter publication supabase_realtime add table public.group_posts;
