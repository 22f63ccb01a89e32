-- Client ids, continued (20261218000100_replayable_writes.sql):
-- - create_step runs as the caller (row level security decides which goal it may write to), so the ids it now
--   inserts need the caller's privilege on that column.
-- - A check-in is unique per group, author and source. The source is the id of what it is about (a session, a
--   goal); with ids chosen by clients, another member could otherwise give a row of their own the id of someone
--   else's goal (readable as that goal's check-in source) and so keep that goal's check-in out of the feed.

grant insert (id) on public.one_thing_tasks to authenticated;

alter table public.group_posts drop constraint group_posts_checkin_source_unique;
alter table public.group_posts
  add constraint group_posts_checkin_source_unique unique (group_id, user_id, checkin_source);

create or replace function public.post_checkin(p_user_id uuid, p_body text, p_source uuid)
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

revoke execute on all functions in schema public from public, anon;
revoke execute on function public.post_checkin(uuid, text, uuid) from authenticated;
