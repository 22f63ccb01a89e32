-- Deep work sessions and the distraction shield (the sites it blocks, and the log of blocks during sessions).
--
-- A deep work session is what happened, since group members see check-ins and what posts one must be real:
-- - A session starts as an open row the client inserts with what it is about (title, goal, step, playbook, the
--   minutes it is started for, shield), its id (a replayed insert fails on the primary key) and, optionally,
--   its start (created_at). Its end and its stop flag are the database's: clients cannot write them, nor
--   update a session at all.
-- - finish_deep_work_session() ends an open session, with at most the minutes it was started for and no more
--   minutes than passed between its start and its end (2 minutes of slack: the timer counts a begun minute as
--   worked, and requests take time). An ended session never changes again, so it cannot be re-completed,
--   extended or backdated; ending it again changes nothing and returns no row.
-- - A session may run while the device is offline: the timer and the shield need no network, and the session
--   is recorded when the connection returns, so its start and its end reach the database late. The client may
--   therefore state when it started (on insert) and when it ended (on finish), within bounds that leave no
--   time to be made up: a stated start is at most 24 hours back (the app discards session data older than
--   that as stale) and not in the future (2 minutes of slack for clocks); a stated end is not before the start
--   and not after the database's now (the same slack). Without a stated time the database's clock is used.
-- - Only a session ended that way, without an emergency stop, posts a check-in. Rows written by the service
--   role (imports, fixtures) are not bounded, and a finished one posts nothing.

-- A site the shield blocks, as the app writes it: a lower-case domain (a name, not an address: at least two
-- labels, ending in letters or punycode), optionally followed by a path (that path and below), never a
-- scheme, port, query or trailing slash. The extension turns each into a rule, so the server refuses what
-- the app refuses.
create function public.shield_site_valid(p_site text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_site ~ '^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+([a-z]{2,63}|xn--[a-z0-9-]{1,59})(/[A-Za-z0-9._~!$&''()*+,;=:@%-]+)*$'
    and length(split_part(p_site, '/', 1)) <= 253;
$$;
comment on function public.shield_site_valid(text) is
  'Whether a blocked site is a lower-case domain, optionally with a path (no scheme, port, query or trailing slash).';

create function public.shield_sites_valid(p_sites text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(bool_and(public.shield_site_valid(s)), true) from unnest(p_sites) as s;
$$;
comment on function public.shield_sites_valid(text[]) is 'Whether every blocked site in the list is valid (shield_site_valid).';

-- A weekly blocking schedule list, as Settings writes it: at most 20 objects {days, start, end}, days distinct
-- weekdays 0 (Sunday) to 6, start and end wall-clock 'HH:MM' in the user's time zone (end may be '24:00'), end
-- after start (no overnight range), and no two schedules sharing a day with overlapping times (touching is
-- fine). The extension blocks in these windows with no session running, so a list it cannot read is refused.
create function public.shield_schedules_valid(p_schedules jsonb)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  item jsonb;
  other jsonb;
  i integer;
  j integer;
begin
  if jsonb_typeof(p_schedules) is distinct from 'array' or jsonb_array_length(p_schedules) > 20 then
    return false;
  end if;
  for i in 0 .. jsonb_array_length(p_schedules) - 1 loop
    item := p_schedules -> i;
    if jsonb_typeof(item) is distinct from 'object'
       or exists (select 1 from jsonb_object_keys(item) k where k not in ('days', 'start', 'end'))
       or jsonb_typeof(item -> 'days') is distinct from 'array'
       or jsonb_array_length(item -> 'days') = 0
       or jsonb_typeof(item -> 'start') is distinct from 'string'
       or jsonb_typeof(item -> 'end') is distinct from 'string' then
      return false;
    end if;
    if exists (select 1 from jsonb_array_elements(item -> 'days') d where d::text !~ '^[0-6]$')
       or (select count(distinct d::text) from jsonb_array_elements(item -> 'days') d)
          <> jsonb_array_length(item -> 'days')
       or (item ->> 'start') !~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
       or (item ->> 'end') !~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$'
       or (item ->> 'end') <= (item ->> 'start') then
      return false;
    end if;
    for j in 0 .. i - 1 loop
      other := p_schedules -> j;
      if (item ->> 'start') < (other ->> 'end') and (other ->> 'start') < (item ->> 'end')
         and exists (
           select 1 from jsonb_array_elements(item -> 'days') a join jsonb_array_elements(other -> 'days') b on a = b
         ) then
        return false;
      end if;
    end loop;
  end loop;
  return true;
end;
$$;
comment on function public.shield_schedules_valid(jsonb) is
  'Whether a list of weekly blocking schedules is readable and has no range that ends before it starts and no '
  'two ranges overlapping on a day.';

create table public.user_settings (
  user_id uuid primary key references auth.users (id) on delete cascade,
  distracting_sites text[] not null default '{}',
  block_adult_content boolean not null default false,
  -- Allowlist mode: a session started with it blocks every site but these (and the app), on top of the list.
  allowed_sites text[] not null default '{}',
  -- Weekly times the extension blocks with no session running, and whether it also blocks during the active
  -- goal's time blocks.
  shield_schedules jsonb not null default '[]'::jsonb,
  shield_time_blocks boolean not null default false,
  -- How many 5-minute breaks an unlocked session allows, and how long an emergency stop of a locked one waits.
  breaks_per_session integer not null default 2,
  emergency_wait_seconds integer not null default 60,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- The extension turns every entry into a blocking rule; a null entry would break that.
  constraint user_settings_distracting_sites_no_nulls
    check (array_position(distracting_sites, null) is null),
  constraint user_settings_distracting_sites_valid check (public.shield_sites_valid(distracting_sites)),
  constraint user_settings_allowed_sites_no_nulls check (array_position(allowed_sites, null) is null),
  constraint user_settings_allowed_sites_valid check (public.shield_sites_valid(allowed_sites)),
  constraint user_settings_shield_schedules_valid check (public.shield_schedules_valid(shield_schedules)),
  constraint user_settings_breaks_range check (breaks_per_session between 0 and 10),
  constraint user_settings_emergency_wait_range check (emergency_wait_seconds between 10 and 3600),
  constraint user_settings_created_at_in_range check (public.date_in_range(created_at)),
  constraint user_settings_updated_at_in_range check (public.date_in_range(updated_at))
);
comment on table public.user_settings is
  'The shield''s settings, one row per user (clients upsert on user_id): the sites it blocks, adult content.';

create trigger user_settings_set_updated_at
  before update on public.user_settings
  for each row execute function public.set_updated_at();

create table public.deep_work_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  task_id uuid references public.one_thing_tasks (id) on delete set null,
  title text,
  duration_minutes integer not null,
  goal_id uuid references public.one_thing_goals (id) on delete set null,
  playbook_id uuid references public.playbooks (id) on delete set null,
  completed_at timestamptz,
  emergency_canceled boolean not null default false,
  shield_enabled boolean not null default false,
  -- Started with a locked shield: it ends at its planned end (start + minutes) or by an emergency stop.
  shield_locked boolean not null default false,
  -- When the app found the shield down (the extension disabled or removed) while the session ran.
  shield_down_at timestamptz,
  created_at timestamptz not null default now(),
  constraint deep_work_sessions_lock_needs_shield check (not shield_locked or shield_enabled),
  constraint deep_work_sessions_duration_range check (duration_minutes between 1 and 600),
  -- Like every date a client may write, within the app's range whoever writes it.
  constraint deep_work_sessions_created_at_in_range check (public.date_in_range(created_at))
);
comment on table public.deep_work_sessions is
  'Deep work sessions as they happened: inserted open by the client, started (created_at: now, or a start the '
  'client stated within the last 24 hours) and ended (completed_at) by finish_deep_work_session, never changed '
  'once ended.';

create index deep_work_sessions_user_completed_idx
  on public.deep_work_sessions (user_id, completed_at desc);
create index deep_work_sessions_task_idx on public.deep_work_sessions (task_id);
create index deep_work_sessions_goal_idx on public.deep_work_sessions (goal_id);
create index deep_work_sessions_playbook_idx on public.deep_work_sessions (playbook_id);

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

create table public.shield_block_log (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  domain text not null,
  blocked_at timestamptz not null default now(),
  session_id uuid references public.deep_work_sessions (id) on delete set null,
  constraint shield_block_log_domain_nonblank check (btrim(domain) <> ''),
  constraint shield_block_log_blocked_at_in_range check (public.date_in_range(blocked_at))
);
comment on table public.shield_block_log is 'The sites the shield blocked for a user, and during which session.';

create index shield_block_log_user_blocked_idx on public.shield_block_log (user_id, blocked_at desc);
create index shield_block_log_session_idx on public.shield_block_log (session_id);

-- What the shield blocked, for the dashboard and the reflections: the caller's blocked attempts per site over
-- a span of their own local days (their profile's time zone), most attempts first.
create function public.blocked_sites(p_first_day date, p_last_day date)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  caller uuid := public.require_user();
  zone text;
begin
  perform public.assert_date_in_range(p_first_day);
  perform public.assert_date_in_range(p_last_day);
  zone := public.user_time_zone(caller);
  return coalesce((
    select jsonb_agg(jsonb_build_object('domain', s.domain, 'attempts', s.attempts) order by s.attempts desc, s.domain)
    from (
      select b.domain, count(*)::integer as attempts
      from public.shield_block_log b
      where b.user_id = caller
        and b.blocked_at >= p_first_day::timestamp at time zone zone
        and b.blocked_at < (p_last_day + 1)::timestamp at time zone zone
      group by b.domain
      order by attempts desc, b.domain
      limit 10
    ) s
  ), '[]'::jsonb);
end;
$$;
comment on function public.blocked_sites(date, date) is
  'The caller''s blocked attempts per site from p_first_day to p_last_day (their local days, inclusive): '
  '[{domain, attempts}], most attempts first, at most 10 sites.';

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
  -- A locked session runs to its planned end; before it, only an emergency stop ends it (2 minutes of slack,
  -- as above).
  if session.shield_locked and not p_emergency_canceled
     and ended_at < session.created_at + session.duration_minutes * interval '1 minute' - interval '2 minutes' then
    raise exception 'This session is locked until its end: only an emergency stop ends it early'
      using errcode = '23514', hint = 'session_locked';
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
      format('completed a %s-minute deep work session', session.duration_minutes)
        || case when session.shield_down_at is not null then ' (the shield went down)' else '' end,
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

create function public.record_shield_down(p_session_id uuid, p_at timestamptz default null)
returns timestamptz
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := public.require_user();
  session public.deep_work_sessions;
  down_at timestamptz := coalesce(p_at, now());
begin
  select * into session from public.deep_work_sessions s
  where s.id = p_session_id and s.user_id = caller
  for update;
  if not found then
    raise exception 'Session not found' using errcode = '42501';
  end if;
  if down_at > now() + interval '2 minutes' or down_at < session.created_at then
    raise exception 'The shield cannot go down before the session started or in the future'
      using errcode = '23514', hint = 'shield_down_out_of_range';
  end if;
  if session.shield_down_at is not null or session.completed_at is not null or not session.shield_enabled then
    return session.shield_down_at;
  end if;
  update public.deep_work_sessions s set shield_down_at = down_at where s.id = session.id;
  return down_at;
end;
$$;
comment on function public.record_shield_down(uuid, timestamptz) is
  'Records, once, when the shield of one of the caller''s open shielded sessions went down (p_at: not before '
  'its start nor in the future; now() by default). Returns the recorded time (null for a session without a '
  'shield or already ended).';

-- While a locked session runs (until its planned end), the shield's lists may grow but not shrink: no site
-- removed, adult content not switched off, no site added to the allowlist.
create function public.keep_locked_shield_lists()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (
    select 1 from public.deep_work_sessions s
    where s.user_id = new.user_id and s.shield_locked and s.completed_at is null
      and s.created_at + s.duration_minutes * interval '1 minute' > now()
  ) and (
    not (old.distracting_sites <@ new.distracting_sites)
    or (old.block_adult_content and not new.block_adult_content)
    or not (new.allowed_sites <@ old.allowed_sites)
  ) then
    raise exception 'Your shield is locked until your session ends: sites can be added but not removed.'
      using errcode = '23514', hint = 'shield_locked';
  end if;
  return new;
end;
$$;
comment on function public.keep_locked_shield_lists() is
  'Refuses (23514) a settings change that would shorten the block list while a locked session runs.';

create trigger user_settings_keep_locked_lists
  before update on public.user_settings
  for each row execute function public.keep_locked_shield_lists();

-- What the extension needs to block with no session running, read with the user's own token: the sites, the
-- weekly schedules in the user's time zone, and, when asked for, the active goal's unfinished time blocks from
-- yesterday to a week ahead as absolute times (a block's day and times are the user's local ones).
create function public.shield_plan()
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  caller uuid := public.require_user();
  zone text := public.user_time_zone(caller);
  today date := public.user_today(caller);
  settings public.user_settings;
begin
  select * into settings from public.user_settings u where u.user_id = caller;
  return jsonb_build_object(
    'time_zone', zone,
    'sites', coalesce(to_jsonb(settings.distracting_sites), 'null'::jsonb),
    'block_adult_content', coalesce(settings.block_adult_content, false),
    'schedules', coalesce(settings.shield_schedules, '[]'::jsonb),
    'time_blocks', case when coalesce(settings.shield_time_blocks, false) then coalesce((
      select jsonb_agg(jsonb_build_object(
        'starts_at', (t.date + t.start_time) at time zone zone,
        'ends_at', (t.date + t.end_time) at time zone zone
      ) order by t.date, t.start_time)
      from public.one_thing_tasks t
      join public.one_thing_goals g on g.id = t.goal_id
      where g.user_id = caller and g.is_active and t.start_time is not null and t.end_time is not null
        and not t.completed and t.date between today - 1 and today + 7
    ), '[]'::jsonb) else '[]'::jsonb end
  );
end;
$$;
comment on function public.shield_plan() is
  'The caller''s blocking plan for the extension: {time_zone, sites (null: none saved, the app''s presets '
  'apply), block_adult_content, schedules, time_blocks [{starts_at, ends_at}]}.';

-- ---- row level security ----------------------------------------------------------------------------------
-- A row that points at another user-owned row (goal, step, playbook, session) must point at one of the caller's.

alter table public.user_settings enable row level security;
alter table public.deep_work_sessions enable row level security;
alter table public.shield_block_log enable row level security;

create policy user_settings_select on public.user_settings for select to authenticated
  using (user_id = (select auth.uid()));
create policy user_settings_insert on public.user_settings for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy user_settings_update on public.user_settings for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
create policy user_settings_delete on public.user_settings for delete to authenticated
  using (user_id = (select auth.uid()));

create policy deep_work_sessions_select on public.deep_work_sessions for select to authenticated
  using (user_id = (select auth.uid()));
create policy deep_work_sessions_insert on public.deep_work_sessions for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (deep_work_sessions.goal_id is null or deep_work_sessions.goal_id in (select public.my_goal_ids()))
    and (deep_work_sessions.task_id is null or deep_work_sessions.task_id in (
      select t.id from public.one_thing_tasks t where t.goal_id in (select public.my_goal_ids())))
    and (deep_work_sessions.playbook_id is null or exists (
      select 1 from public.playbooks p
      where p.id = deep_work_sessions.playbook_id and p.user_id = (select auth.uid())))
  );
create policy deep_work_sessions_update on public.deep_work_sessions for update to authenticated
  using (user_id = (select auth.uid()))
  with check (
    user_id = (select auth.uid())
    and (deep_work_sessions.goal_id is null or deep_work_sessions.goal_id in (select public.my_goal_ids()))
    and (deep_work_sessions.task_id is null or deep_work_sessions.task_id in (
      select t.id from public.one_thing_tasks t where t.goal_id in (select public.my_goal_ids())))
    and (deep_work_sessions.playbook_id is null or exists (
      select 1 from public.playbooks p
      where p.id = deep_work_sessions.playbook_id and p.user_id = (select auth.uid())))
  );
create policy deep_work_sessions_delete on public.deep_work_sessions for delete to authenticated
  using (user_id = (select auth.uid()));

create policy shield_block_log_select on public.shield_block_log for select to authenticated
  using (user_id = (select auth.uid()));
create policy shield_block_log_insert on public.shield_block_log for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (shield_block_log.session_id is null or exists (
      select 1 from public.deep_work_sessions s
      where s.id = shield_block_log.session_id and s.user_id = (select auth.uid())))
  );
create policy shield_block_log_update on public.shield_block_log for update to authenticated
  using (user_id = (select auth.uid()))
  with check (
    user_id = (select auth.uid())
    and (shield_block_log.session_id is null or exists (
      select 1 from public.deep_work_sessions s
      where s.id = shield_block_log.session_id and s.user_id = (select auth.uid())))
  );
create policy shield_block_log_delete on public.shield_block_log for delete to authenticated
  using (user_id = (select auth.uid()));

-- ---- privileges ------------------------------------------------------------------------------------------
-- A session is inserted with what it is about, its id and its start (when stated); finish_deep_work_session
-- writes the rest.

revoke insert, update on public.deep_work_sessions from anon, authenticated;
grant insert (id, user_id, task_id, title, duration_minutes, goal_id, playbook_id, shield_enabled, shield_locked,
  created_at)
  on public.deep_work_sessions to authenticated;

revoke execute on all functions in schema public from public, anon;
revoke execute on function public.check_session_start() from authenticated;
revoke execute on function public.keep_locked_shield_lists() from authenticated;

-- ---- realtime --------------------------------------------------------------------------------------------

alter publication supabase_realtime add table public.user_settings, public.deep_work_sessions;
