-- Community rules kept by the database, whatever a client sends.
--
-- Sharing is opt-in per user and per kind: profiles.share_one_thing shows the active goal's title to
-- co-members (group_member_summaries); profiles.share_checkins lets the database post automatic check-ins
-- into each of the user's groups. Check-ins are written only by the triggers below (a completed deep work
-- session, a completed goal), so no client can forge one; clients post plain text of kind 'post' as
-- themselves. Check-ins already posted stay after the user opts out.
--
-- Invite codes rotate whenever a member is removed by someone else (so the removed member's link stops
-- working) and when a public group becomes private (its code was readable by every signed-in user).

alter table public.profiles add column share_checkins boolean not null default false;
grant update (share_checkins) on public.profiles to authenticated;

alter table public.groups
  add constraint groups_name_length check (char_length(name) <= 100),
  add constraint groups_description_length check (description is null or char_length(description) <= 1000);

-- One check-in per group and completed session or goal: completing, reopening and completing again
-- (or a retried request) does not post twice.
alter table public.group_posts
  add column checkin_source uuid,
  add constraint group_posts_checkin_source_unique unique (group_id, checkin_source);

-- The feed reads newest first with (created_at, id) as its cursor.
drop index if exists public.group_posts_group_created_idx;
create index group_posts_group_feed_idx on public.group_posts (group_id, created_at desc, id desc);

-- Clients write only these columns: the owner, invite code, post kind and times are the database's.
revoke insert, update on public.groups from anon, authenticated;
grant insert (name, description, is_public, owner_id) on public.groups to authenticated;
grant update (name, description, is_public) on public.groups to authenticated;

revoke insert, update on public.group_posts from anon, authenticated;
grant insert (group_id, user_id, body) on public.group_posts to authenticated;

revoke insert, update on public.group_members from anon, authenticated;
grant insert (group_id, user_id) on public.group_members to authenticated;

drop policy group_posts_insert on public.group_posts;
create policy group_posts_insert on public.group_posts for insert to authenticated
  with check (kind = 'post' and user_id = (select auth.uid()) and public.is_group_member(group_id));

-- A member removed by someone else (the owner) cannot come back with the link they had.
create or replace function public.rotate_invite_after_removal()
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

create trigger group_members_rotate_invite
  after delete on public.group_members
  for each row execute function public.rotate_invite_after_removal();

create or replace function public.rotate_invite_when_private()
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

create trigger groups_rotate_invite_when_private
  before update of is_public on public.groups
  for each row execute function public.rotate_invite_when_private();

-- What an invite link shows before joining: name, description and member count, nothing about members.
create or replace function public.group_invite_preview(code text)
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

-- Member counts of the groups the caller can see (public ones and their own), for the browse list.
create or replace function public.group_member_counts(gids uuid[])
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

-- Writes a check-in into every group of the user, when they opted in.
create or replace function public.post_checkin(p_user_id uuid, p_body text, p_source uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not coalesce((select p.share_checkins from public.profiles p where p.user_id = p_user_id), false) then
    return;
  end if;
  insert into public.group_posts (group_id, user_id, kind, body, checkin_source)
  select m.group_id, p_user_id, 'checkin', p_body, p_source
  from public.group_members m
  where m.user_id = p_user_id
  on conflict (group_id, checkin_source) do nothing;
end;
$$;

-- A deep work session counts once it is completed and was not stopped early by the user.
create or replace function public.checkin_after_session()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.completed_at is not null and not new.emergency_canceled
     and (tg_op = 'INSERT' or old.completed_at is null or old.emergency_canceled) then
    perform public.post_checkin(
      new.user_id,
      format('completed a %s-minute deep work session', new.duration_minutes),
      new.id
    );
  end if;
  return null;
end;
$$;

create trigger deep_work_sessions_checkin
  after insert or update of completed_at, emergency_canceled on public.deep_work_sessions
  for each row execute function public.checkin_after_session();

create or replace function public.checkin_after_goal()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.completed_at is not null and (tg_op = 'INSERT' or old.completed_at is null) then
    perform public.post_checkin(new.user_id, 'completed their ONE Thing', new.id);
  end if;
  return null;
end;
$$;

create trigger one_thing_goals_checkin
  after insert or update of completed_at on public.one_thing_goals
  for each row execute function public.checkin_after_goal();

-- Hosted Supabase streams changes of tables in this publication (RLS applies); the local backend has none.
do $$
begin
  if exists (select 1 from pg_catalog.pg_publication where pubname = 'supabase_realtime') then
    alter publication supabase_realtime add table public.group_posts;
  end if;
end;
$$;

revoke all on function public.rotate_invite_after_removal() from public, anon, authenticated;
revoke all on function public.rotate_invite_when_private() from public, anon, authenticated;
revoke all on function public.post_checkin(uuid, text, uuid) from public, anon, authenticated;
revoke all on function public.checkin_after_session() from public, anon, authenticated;
revoke all on function public.checkin_after_goal() from public, anon, authenticated;
revoke all on function public.group_invite_preview(text) from public, anon;
revoke all on function public.group_member_counts(uuid[]) from public, anon;
grant execute on function public.group_invite_preview(text) to authenticated, service_role;
grant execute on function public.group_member_counts(uuid[]) to authenticated, service_role;
