-- Accountability that cannot be forged: group members see check-ins, so what posts one must be what happened.
--
-- Deep work sessions
-- - A session starts as an open row the client inserts with what it is about (title, goal, step, playbook, the
--   minutes it is started for, shield). Its id, its start (created_at), its end and its stop flag are the
--   database's: clients cannot write them, nor update a session at all.
-- - finish_deep_work_session() ends an open session at the database's now(), with at most the minutes it was
--   started for and no more minutes than have passed since it started (2 minutes of slack: the timer counts a
--   begun minute as worked, and requests take time). An ended session never changes again, so it cannot be
--   re-completed, extended or backdated; ending it again changes nothing and returns no row.
-- - Only a session ended that way, without an emergency stop, posts a check-in. A finished row written by the
--   service role (an import, a fixture) posts nothing.
--
-- Check-ins
-- - post_checkin() posts at most 3 check-ins per user in any minute and 30 in any 24 hours. Over the limit the
--   check-in is simply not posted; the action that caused it (a completed goal or session) still succeeds.
--   Posted check-ins are counted in checkin_log, which no client reads or writes, so a check-in withdrawn by an
--   undo still counts and undoing and redoing cannot flood a feed.
-- - A goal checks in when it becomes completed. A playbook run (complete_playbook_run) is recorded as a
--   completed goal every time, and checks in once per playbook and day of the user.
-- - record_completed_playbook() is gone: it recorded a completed goal (and a check-in) for any title on every call.

-- ---- sessions: what clients write ------------------------------------------------------------------------

revoke insert, update on public.deep_work_sessions from anon, authenticated;
grant insert (user_id, task_id, title, duration_minutes, goal_id, playbook_id, shield_enabled)
  on public.deep_work_sessions to authenticated;

-- ---- check-ins: a bounded rate ---------------------------------------------------------------------------

create table public.checkin_log (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  posted_at timestamptz not null default now()
);

create index checkin_log_user_posted_idx on public.checkin_log (user_id, posted_at);

alter table public.checkin_log enable row level security;
revoke all on public.checkin_log from anon, authenticated;

-- Writes a check-in into every group of the user, when they opted in and are under the rate limit.
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
  on conflict (group_id, checkin_source) do nothing;
  get diagnostics posted = row_count;
  if posted > 0 then
    delete from public.checkin_log l where l.user_id = p_user_id and l.posted_at <= now() - interval '24 hours';
    insert into public.checkin_log (user_id) values (p_user_id);
  end if;
end;
$$;

-- ---- sessions: only a started session that ends checks in -----------------------------------------------

drop trigger deep_work_sessions_checkin on public.deep_work_sessions;
drop function public.checkin_after_session();

-- Ends one of the caller's open sessions now with the minutes worked (and the step it was spent on, if any).
-- Returns the ended session, or no row when it had ended already (another tab, a retried request).
create or replace function public.finish_deep_work_session(
  p_session_id uuid,
  p_duration_minutes integer,
  p_emergency_canceled boolean default false,
  p_task_id uuid default null
)
returns setof public.deep_work_sessions
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := public.require_user();
  session public.deep_work_sessions;
begin
  if p_duration_minutes is null or p_emergency_canceled is null then
    raise exception 'Please fill in all required fields.' using errcode = '23502';
  end if;
  select * into session from public.deep_work_sessions s
  where s.id = p_session_id and s.user_id = caller
  for update;
  if not found then
    raise exception 'Session not found' using errcode = '42501';
  end if;
  if session.completed_at is not null then
    return;
  end if;
  -- At most the minutes it was started for, and no more than have passed since the start plus 2 minutes.
  if p_duration_minutes > session.duration_minutes
     or session.created_at + p_duration_minutes * interval '1 minute' > now() + interval '2 minutes' then
    raise exception 'A session cannot be longer than the time since it started'
      using errcode = '23514', hint = 'session_longer_than_elapsed';
  end if;
  if p_task_id is not null and not exists (
    select 1 from public.one_thing_tasks t join public.one_thing_goals g on g.id = t.goal_id
    where t.id = p_task_id and g.user_id = caller
  ) then
    raise exception 'Step not found' using errcode = '42501';
  end if;

  update public.deep_work_sessions s
  set completed_at = now(),
      duration_minutes = p_duration_minutes,
      emergency_canceled = p_emergency_canceled,
      task_id = coalesce(p_task_id, s.task_id)
  where s.id = session.id
  returning * into session;

  if not session.emergency_canceled then
    perform public.post_checkin(
      caller,
      format('completed a %s-minute deep work session', session.duration_minutes),
      session.id
    );
  end if;
  return next session;
end;
$$;

-- ---- goals and playbook runs ------------------------------------------------------------------------------

-- A goal checks in when it becomes completed; goals inserted completed (playbook runs) check in on their own.
create or replace function public.checkin_after_goal()
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

drop trigger one_thing_goals_checkin on public.one_thing_goals;
create trigger one_thing_goals_checkin
  after update of completed_at on public.one_thing_goals
  for each row execute function public.checkin_after_goal();

-- All steps of a playbook run in Deep Work are done: kept as an inactive, completed goal. A playbook may be run
-- again and again; its groups see one check-in per playbook and day of the user.
create or replace function public.complete_playbook_run(p_playbook_id uuid)
returns public.one_thing_goals
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := public.require_user();
  playbook public.playbooks;
  recorded public.one_thing_goals;
begin
  select * into playbook from public.playbooks pb where pb.id = p_playbook_id and pb.user_id = caller;
  if not found then
    raise exception 'Playbook not found' using errcode = '42501';
  end if;
  insert into public.one_thing_goals (
    user_id, title, description, priority, is_active, completed_at, source_type, source_playbook_id
  ) values (
    caller, playbook.title, 'Completed playbook goal', 'Medium', false, now(), 'playbook', playbook.id
  )
  returning * into recorded;
  perform public.post_checkin(
    caller,
    'completed their ONE Thing',
    md5(format('playbook run %s %s', playbook.id, public.user_today(caller)))::uuid
  );
  return recorded;
end;
$$;

drop function public.record_completed_playbook(text, text, uuid);

revoke all on function public.post_checkin(uuid, text, uuid) from public, anon, authenticated;
revoke all on function public.checkin_after_goal() from public, anon, authenticated;
revoke all on function public.finish_deep_work_session(uuid, integer, boolean, uuid) from public, anon;
revoke all on function public.complete_playbook_run(uuid) from public, anon;
grant execute on function public.finish_deep_work_session(uuid, integer, boolean, uuid) to authenticated, service_role;
grant execute on function public.complete_playbook_run(uuid) to authenticated, service_role;
