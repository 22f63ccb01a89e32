-- A deep work session may run while the device is offline: the timer and the shield need no network, and
-- the session is recorded when the connection returns, so its start and its end reach the database late.
-- The client may therefore state when its session started (on insert) and when it ended (on finish), within
-- bounds that leave no time to be made up:
-- - a stated start is at most 24 hours back (the app discards session data older than that as stale) and
--   not in the future (2 minutes of slack for clocks);
-- - a stated end is not before the start and not after the database's now (the same slack);
-- - the minutes are no more than the session was started for, nor than passed between its start and end.
-- Without a stated time the database's clock is used, as before. Rows written by the service role (imports,
-- fixtures) are not bounded.

grant insert (created_at) on public.deep_work_sessions to authenticated;
-- Like every date a client may write, within the app's range whoever writes it.
alter table public.deep_work_sessions
  add constraint deep_work_sessions_created_at_in_range check (public.date_in_range(created_at));

create function public.check_session_start()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user = 'authenticated'
     and (new.created_at > now() + interval '2 minutes' or new.created_at < now() - interval '24 hours') then
    raise exception 'A session must have started within the last 24 hours'
      using errcode = '23514', hint = 'session_start_out_of_range';
  end if;
  return new;
end;
$$;
comment on function public.check_session_start() is
  'Keeps a client''s stated session start within the last 24 hours and not in the future (23514).';

create trigger deep_work_sessions_start_in_range
  before insert on public.deep_work_sessions
  for each row execute function public.check_session_start();

drop function public.finish_deep_work_session(uuid, integer, boolean, uuid);

create function public.finish_deep_work_session(
  p_session_id uuid,
  p_duration_minutes integer,
  p_emergency_canceled boolean default false,
  p_task_id uuid default null,
  p_ended_at timestamptz default null
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
  ended_at timestamptz := coalesce(p_ended_at, now());
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
  if ended_at > now() + interval '2 minutes' or ended_at < session.created_at then
    raise exception 'A session cannot end before it started or in the future'
      using errcode = '23514', hint = 'session_end_out_of_range';
  end if;
  -- At most the minutes it was started for, and no more than passed between its start and end plus 2 minutes.
  if p_duration_minutes > session.duration_minutes
     or session.created_at + p_duration_minutes * interval '1 minute' > ended_at + interval '2 minutes' then
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
  set completed_at = ended_at,
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
comment on function public.finish_deep_work_session(uuid, integer, boolean, uuid, timestamptz) is
  'Ends one of the caller''s open sessions at p_ended_at (a session run offline; not before its start nor after '
  'now) or now(), with the minutes worked (at most those it was started for and those between its start and '
  'end, 23514 otherwise) and the step it was spent on; posts a check-in unless stopped early. Returns the '
  'ended session, or no row when it had ended already.';

revoke execute on all functions in schema public from public, anon;
revoke execute on function public.check_session_start() from authenticated;
