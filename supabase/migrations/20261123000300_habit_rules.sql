-- Habit completions and fair streaks, kept by the database so they hold whatever a client sends and
-- nobody can show a forged streak to a group.
--
-- Fair streak rule: only the days a habit is scheduled count (a Mon/Wed/Fri habit is not broken on
-- Tuesday); a missed scheduled day breaks the run; today not done yet does not break it until the day is
-- over; days before the habit's first day (its creation day in the owner's time zone) never count; the
-- current schedule applies to the whole history. "Today" is the owner's calendar day (profiles.time_zone).
--
-- Stored per habit, recomputed by triggers whenever completions or the schedule change:
--   streak           length of the run of completed scheduled days that ends on streak_last_day
--   streak_last_day  the latest completed scheduled day (null: none)
--   longest_streak   the longest such run
-- The current streak depends on today, so it is read through habit_current_streak / habit_streaks().

alter table public.habits
  add column streak_last_day date,
  add column longest_streak integer not null default 0,
  add constraint habits_longest_streak_min check (longest_streak >= 0);

create or replace function public.weekday_name(p_day date)
returns text
language sql
immutable
set search_path = ''
as $$
  select (array['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'])
    [extract(dow from p_day)::integer + 1];
$$;

-- A daily habit (target 7) is scheduled every day whatever its day list says.
create or replace function public.habit_scheduled_on(p_scheduled_days text[], p_target_per_week integer, p_day date)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_target_per_week >= 7 or public.weekday_name(p_day) = any(p_scheduled_days);
$$;

-- The habit's first day: its creation day on the owner's calendar.
create or replace function public.habit_first_day(p_habit public.habits)
returns date
language sql
stable
set search_path = ''
as $$
  select (p_habit.created_at at time zone coalesce(
    (select p.time_zone from public.profiles p where p.user_id = p_habit.user_id), 'UTC'))::date;
$$;

-- Runs of completed scheduled days from the habit's first day up to p_through (no bound when null):
-- the run ending on the latest completed scheduled day, that day, and the longest run.
create or replace function public.habit_runs(p_habit public.habits, p_through date default null)
returns table (last_run integer, last_day date, longest_run integer)
language sql
stable
set search_path = ''
as $$
  with done as (
    select distinct c.completion_date as day
    from public.habit_completions c
    where c.habit_id = p_habit.id
      and c.completion_date >= public.habit_first_day(p_habit)
      and (p_through is null or c.completion_date <= p_through)
      and public.habit_scheduled_on(p_habit.scheduled_days, p_habit.target_per_week, c.completion_date)
  ),
  span as (
    select min(d.day) as first_day, max(d.day) as last_day from done d
  ),
  scheduled as (
    select s.first_day + i as day, exists (select 1 from done d where d.day = s.first_day + i) as hit
    from span s, generate_series(0, s.last_day - s.first_day) as i
    where public.habit_scheduled_on(p_habit.scheduled_days, p_habit.target_per_week, s.first_day + i)
  ),
  -- Every missed scheduled day starts a new run.
  numbered as (
    select hit, count(*) filter (where not hit) over (order by day) as run_id from scheduled
  ),
  runs as (
    select run_id, count(*) filter (where hit) as length from numbered group by run_id
  )
  select
    coalesce((select r.length from runs r order by r.run_id desc limit 1), 0)::integer,
    (select s.last_day from span s),
    coalesce((select max(r.length) from runs r), 0)::integer;
$$;

-- The current streak on p_today, from the stored run: broken when a scheduled day was missed between the
-- run's last day and today (today itself stays open).
create or replace function public.habit_current_streak(p_habit public.habits, p_today date)
returns integer
language plpgsql
stable
set search_path = ''
as $$
declare
  run integer := p_habit.streak;
  run_end date := p_habit.streak_last_day;
begin
  if run_end is not null and run_end > p_today then
    -- Completed "in the future" of this calendar (the owner changed time zone): count up to today only.
    select r.last_run, r.last_day into run, run_end from public.habit_runs(p_habit, p_today) r;
  end if;
  if run_end is null then
    return 0;
  end if;
  -- Any seven consecutive days hold every weekday, so looking at up to seven days between is enough.
  if exists (
    select 1 from generate_series(1, least(p_today - run_end - 1, 7)) as i
    where public.habit_scheduled_on(p_habit.scheduled_days, p_habit.target_per_week, run_end + i)
  ) then
    return 0;
  end if;
  return run;
end;
$$;

create or replace function public.refresh_habit_streak(p_habit_id uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.habits h
  set (streak, streak_last_day, longest_streak) = (
    select r.last_run, r.last_day, r.longest_run from public.habit_runs(h, null) r
  )
  where h.id = p_habit_id;
$$;

create or replace function public.refresh_streaks_after_completions()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  habit uuid;
begin
  if tg_op in ('INSERT', 'UPDATE') then
    for habit in select distinct n.habit_id from changed_new n loop
      perform public.refresh_habit_streak(habit);
    end loop;
  end if;
  if tg_op in ('DELETE', 'UPDATE') then
    for habit in select distinct o.habit_id from changed_old o loop
      perform public.refresh_habit_streak(habit);
    end loop;
  end if;
  return null;
end;
$$;

create trigger habit_completions_streaks_after_insert
  after insert on public.habit_completions
  referencing new table as changed_new
  for each statement execute function public.refresh_streaks_after_completions();
create trigger habit_completions_streaks_after_update
  after update on public.habit_completions
  referencing old table as changed_old new table as changed_new
  for each statement execute function public.refresh_streaks_after_completions();
create trigger habit_completions_streaks_after_delete
  after delete on public.habit_completions
  referencing old table as changed_old
  for each statement execute function public.refresh_streaks_after_completions();

-- A new schedule changes which days count, over the whole history.
create or replace function public.recompute_streak_on_schedule_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  select r.last_run, r.last_day, r.longest_run
  into new.streak, new.streak_last_day, new.longest_streak
  from public.habit_runs(new, null) r;
  return new;
end;
$$;

create trigger habits_recompute_streak
  before update of scheduled_days, target_per_week on public.habits
  for each row execute function public.recompute_streak_on_schedule_change();

-- The owner's time zone decides the habits' first days.
create or replace function public.recompute_streaks_on_time_zone_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  habit uuid;
begin
  for habit in select h.id from public.habits h where h.user_id = new.user_id loop
    perform public.refresh_habit_streak(habit);
  end loop;
  return null;
end;
$$;

create trigger profiles_recompute_streaks
  after update of time_zone on public.profiles
  for each row
  when (old.time_zone is distinct from new.time_zone)
  execute function public.recompute_streaks_on_time_zone_change();

-- A completion is for a day the habit is scheduled, on or after it existed, and not after today anywhere
-- on Earth (UTC+14). The time zone bounds are the widest possible, so a stale profile time zone never
-- refuses a day the user can see; the streak still counts days on the owner's own calendar.
create or replace function public.check_habit_completion()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  habit public.habits;
begin
  select * into habit from public.habits h where h.id = new.habit_id;
  if not found then
    return new;
  end if;
  if new.completion_date > (now() at time zone 'Etc/GMT-14')::date then
    raise exception 'A habit cannot be completed on a future day' using errcode = '23514';
  end if;
  if new.completion_date < (habit.created_at at time zone 'Etc/GMT+12')::date then
    raise exception 'A habit cannot be completed before it was created' using errcode = '23514';
  end if;
  if not public.habit_scheduled_on(habit.scheduled_days, habit.target_per_week, new.completion_date) then
    raise exception 'This habit is not scheduled on that day' using errcode = '23514';
  end if;
  return new;
end;
$$;

create trigger habit_completions_check
  before insert or update of completion_date, habit_id on public.habit_completions
  for each row execute function public.check_habit_completion();

-- Sets one habit-day to the intended state: sending "done" twice leaves one row, "not done" twice none.
create or replace function public.set_habit_completion(p_habit_id uuid, p_date date, p_completed boolean)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  caller uuid := public.require_user();
  habit public.habits;
begin
  if p_date is null or p_completed is null then
    raise exception 'Please fill in all required fields.' using errcode = '23502';
  end if;
  -- Row level security hides other users' habits.
  perform 1 from public.habits h where h.id = p_habit_id;
  if not found then
    raise exception 'Habit not found' using errcode = '42501';
  end if;
  if p_completed then
    insert into public.habit_completions (habit_id, user_id, completion_date)
    values (p_habit_id, caller, p_date)
    on conflict (habit_id, user_id, completion_date) do nothing;
  else
    delete from public.habit_completions c
    where c.habit_id = p_habit_id and c.user_id = caller and c.completion_date = p_date;
  end if;
  select * into habit from public.habits h where h.id = p_habit_id;
  return jsonb_build_object(
    'habit_id', habit.id,
    'completion_date', p_date,
    'completed', p_completed,
    'current_streak', public.habit_current_streak(habit, public.user_today(caller)),
    'longest_streak', habit.longest_streak
  );
end;
$$;

-- The caller's habits with their current streak today (on the caller's calendar) and longest streak.
create or replace function public.habit_streaks()
returns table (habit_id uuid, current_streak integer, longest_streak integer)
language sql
stable
set search_path = ''
as $$
  select h.id, public.habit_current_streak(h, public.user_today(h.user_id)), h.longest_streak
  from public.habits h
  where h.user_id = auth.uid()
  order by h.created_at, h.id;
$$;

-- Group pages show a member's best current streak.
drop function public.group_member_summaries(uuid);
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
    coalesce(nullif(btrim(p.full_name), ''), nullif(btrim(p.username), ''), 'Member'),
    p.username,
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
  where m.group_id = gid
  order by (m.role = 'owner') desc, m.joined_at, m.user_id;
end;
$$;

-- Streak columns and the creation time (which decides the first day) are the database's.
revoke insert, update on public.habits from anon, authenticated;
grant insert (
  user_id, name, category, description, target_per_week, cue, routine, reward, difficulty, identity,
  two_minute_version, environment, habit_stack, implementation_intention, scheduled_days, scheduled_time,
  duration_minutes, linked_goal_id
) on public.habits to authenticated;
grant update (
  name, category, description, target_per_week, cue, routine, reward, difficulty, identity,
  two_minute_version, environment, habit_stack, implementation_intention, scheduled_days, scheduled_time,
  duration_minutes, linked_goal_id
) on public.habits to authenticated;

-- A completion is a fact about a day: added or removed, never edited.
revoke update on public.habit_completions from anon, authenticated;
revoke insert on public.habit_completions from anon, authenticated;
grant insert (habit_id, user_id, completion_date) on public.habit_completions to authenticated;

revoke insert, update on public.profiles from anon, authenticated;
grant update (username, full_name, avatar_url, onboarding_completed, onboarding_answers, share_one_thing, time_zone)
  on public.profiles to authenticated;

-- Existing habits get their stored runs.
update public.habits h
set (streak, streak_last_day, longest_streak) = (
  select r.last_run, r.last_day, r.longest_run from public.habit_runs(h, null) r
);

revoke all on function public.weekday_name(date) from public, anon;
revoke all on function public.habit_scheduled_on(text[], integer, date) from public, anon;
revoke all on function public.habit_first_day(public.habits) from public, anon;
revoke all on function public.habit_runs(public.habits, date) from public, anon;
revoke all on function public.habit_current_streak(public.habits, date) from public, anon;
revoke all on function public.refresh_habit_streak(uuid) from public, anon, authenticated;
revoke all on function public.refresh_streaks_after_completions() from public, anon, authenticated;
revoke all on function public.recompute_streak_on_schedule_change() from public, anon, authenticated;
revoke all on function public.recompute_streaks_on_time_zone_change() from public, anon, authenticated;
revoke all on function public.check_habit_completion() from public, anon, authenticated;
revoke all on function public.set_habit_completion(uuid, date, boolean) from public, anon;
revoke all on function public.habit_streaks() from public, anon;
revoke all on function public.group_member_summaries(uuid) from public, anon;

grant execute on function public.weekday_name(date) to authenticated, service_role;
grant execute on function public.habit_scheduled_on(text[], integer, date) to authenticated, service_role;
grant execute on function public.habit_first_day(public.habits) to authenticated, service_role;
grant execute on function public.habit_runs(public.habits, date) to authenticated, service_role;
grant execute on function public.habit_current_streak(public.habits, date) to authenticated, service_role;
grant execute on function public.set_habit_completion(uuid, date, boolean) to authenticated, service_role;
grant execute on function public.habit_streaks() to authenticated, service_role;
grant execute on function public.group_member_summaries(uuid) to authenticated, service_role;
