-- Habits (Atomic Habits fields), their per-day completions and fair streaks, kept by the database so they hold
-- whatever a client sends and nobody can show a forged streak to a group.
--
-- - A completion is for a day the habit is scheduled, on or after the habit existed, and not in the future;
--   done twice is one row. It is a fact about a day: added or removed, never edited.
-- - Fair streak rule: only the days a habit is scheduled count (a Mon/Wed/Fri habit is not broken on Tuesday);
--   a missed scheduled day breaks the run; today not done yet does not break it until the day is over; days
--   before the habit's first day (its creation day in the owner's time zone) never count; the current
--   schedule applies to the whole history. "Today" is the owner's calendar day (profiles.time_zone).
-- - Stored per habit, recounted by triggers whenever completions, the schedule or the owner's time zone change:
--     streak           length of the run of completed scheduled days that ends on streak_last_day
--     streak_last_day  the latest completed scheduled day (null: none)
--     longest_streak   the longest such run
--   The current streak depends on today, so it is read through habit_current_streak / habit_streaks().
-- - Recounts are serialised per habit, so completions arriving together are all counted: whoever recounts a
--   habit's streak first locks the habit row, as a statement of its own, and only then counts. In READ
--   COMMITTED each statement of a volatile function takes a new snapshot, so the count that follows the lock
--   sees every completion committed by whoever held the lock before. The lock is FOR NO KEY UPDATE (what the
--   streak update itself takes): it does not conflict with the key-share locks that inserting a completion
--   takes on its habit, so concurrent inserts never deadlock on it. Several habits are locked in id order.
--   A schedule change recounts in a BEFORE UPDATE trigger, which runs once the update holds the row.
-- - A scheduled day may instead be skipped (a rest day, with an optional reason) or fall in a pause (a
--   vacation: a date range, for one habit or all at once). Skipped and paused days neither break nor extend a
--   run. With the owner's opt-in (profiles.streak_freezes), every 7 completed days of a run earn the habit a
--   freeze (at most 2 held), and a missed scheduled day is covered by one if held ('frozen': it neither breaks
--   nor extends the run). All of it is the walk habit_walk() makes over the history, the one place the rule
--   lives; streak_freezes_held is the freezes held on streak_last_day, for the days after it.
-- - Deleting a habit can be undone: delete_habit(id) moves it with all its completions into deleted_habits
--   (readable by no client), and restore_habit(id) puts back exactly that (ids, creation time, completion
--   times), never a copy a client sends, so a restore cannot backdate a habit or forge completions. Sent
--   twice, each answers as the first call did (a habit gone already is not an error; one back already is
--   returned as it is); another user's habit is still refused.

create table public.habits (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  name text not null,
  category text not null default 'Wellness',
  description text,
  target_per_week integer not null default 7,
  cue text not null,
  routine text,
  reward text,
  difficulty text not null default 'Easy',
  identity text,
  two_minute_version text not null,
  environment text,
  habit_stack text,
  implementation_intention text,
  scheduled_days text[] not null
    default array['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']::text[],
  scheduled_time time not null,
  duration_minutes integer,
  streak integer not null default 0,
  linked_goal_id uuid references public.one_thing_goals (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  streak_last_day date,
  longest_streak integer not null default 0,
  streak_freezes_held integer not null default 0,
  -- The day the owner says they began the habit, when before its creation (a habit kept before joining):
  -- completions may be logged back to it, and the streak counts from it.
  history_start date,
  -- Archived: kept with its history, out of today's lists (set_habit_archived).
  archived_at timestamptz,
  -- The owner's own order of the habit list (reorder_habits); null until they reorder.
  sort_order integer,
  constraint habits_name_nonblank check (btrim(name) <> ''),
  constraint habits_category_valid check (category in
    ('Health', 'Fitness', 'Productivity', 'Learning', 'Mindfulness', 'Wellness', 'Creativity')),
  constraint habits_target_per_week_range check (target_per_week between 1 and 7),
  constraint habits_cue_nonblank check (btrim(cue) <> ''),
  constraint habits_difficulty_valid check (difficulty in ('Easy', 'Medium', 'Hard')),
  constraint habits_two_minute_version_nonblank check (btrim(two_minute_version) <> ''),
  -- <@ is false for null elements, so this also rejects nulls.
  constraint habits_scheduled_days_weekdays check (scheduled_days <@
    array['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']::text[]),
  constraint habits_scheduled_days_count
    check (array_ndims(scheduled_days) = 1 and cardinality(scheduled_days) between 1 and 7),
  -- No function needed: each weekday occurs at most once.
  constraint habits_scheduled_days_unique check (
    coalesce(cardinality(array_positions(scheduled_days, 'Sunday')), 0) <= 1
    and coalesce(cardinality(array_positions(scheduled_days, 'Monday')), 0) <= 1
    and coalesce(cardinality(array_positions(scheduled_days, 'Tuesday')), 0) <= 1
    and coalesce(cardinality(array_positions(scheduled_days, 'Wednesday')), 0) <= 1
    and coalesce(cardinality(array_positions(scheduled_days, 'Thursday')), 0) <= 1
    and coalesce(cardinality(array_positions(scheduled_days, 'Friday')), 0) <= 1
    and coalesce(cardinality(array_positions(scheduled_days, 'Saturday')), 0) <= 1
  ),
  constraint habits_target_matches_days check (target_per_week = cardinality(scheduled_days)),
  constraint habits_duration_range check (duration_minutes between 1 and 480),
  constraint habits_streak_min check (streak >= 0),
  constraint habits_longest_streak_min check (longest_streak >= 0),
  constraint habits_streak_freezes_held_range check (streak_freezes_held between 0 and 2),
  constraint habits_history_start_in_range check (public.date_in_range(history_start)),
  constraint habits_archived_at_in_range check (public.date_in_range(archived_at)),
  constraint habits_sort_order_range check (sort_order between 0 and 10000)
);
comment on table public.habits is
  'A user''s habits and their schedule; streak, streak_last_day and longest_streak are the fair streak kept by '
  'the database, and created_at decides the first day, so clients write none of them.';

create index habits_user_created_idx on public.habits (user_id, created_at desc);
create index habits_scheduled_days_idx on public.habits using gin (scheduled_days);
create index habits_linked_goal_idx on public.habits (linked_goal_id);

create trigger habits_set_updated_at
  before update on public.habits
  for each row execute function public.set_updated_at();

-- A habit begun before it was created here may say so (history_start), never after its creation day: that
-- would hide days it was already counting. At most ten years back.
create function public.check_habit_history_start()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.history_start is not null and (
    new.history_start > (new.created_at at time zone 'Etc/GMT-14')::date
    or new.history_start < (new.created_at at time zone 'Etc/GMT+12')::date - 3653
  ) then
    raise exception 'The start must be on or before the day the habit was added, and at most ten years back.'
      using errcode = '23514', hint = 'history_start_out_of_range';
  end if;
  return new;
end;
$$;
comment on function public.check_habit_history_start() is
  'Trigger: history_start is on or before the creation day and at most ten years before it (23514).';

create trigger habits_history_start_check
  before insert or update of history_start on public.habits
  for each row execute function public.check_habit_history_start();

create table public.habit_completions (
  id uuid primary key default gen_random_uuid(),
  habit_id uuid not null references public.habits (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  completion_date date not null,
  completed_at timestamptz not null default now(),
  constraint habit_completions_once_per_day unique (habit_id, user_id, completion_date),
  constraint habit_completions_completion_date_in_range check (public.date_in_range(completion_date))
);
comment on table public.habit_completions is
  'One row per habit and day it was done: a scheduled day, on or after the habit existed, not in the future. '
  'Inserted or deleted, never edited.';

-- (habit_id, user_id) is served by the unique constraint's index.
create index habit_completions_user_date_idx
  on public.habit_completions (user_id, completion_date desc);

create table public.habit_skips (
  habit_id uuid not null references public.habits (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  skip_date date not null,
  reason text,
  created_at timestamptz not null default now(),
  primary key (habit_id, skip_date),
  constraint habit_skips_reason_length check (reason is null or char_length(reason) <= 200),
  constraint habit_skips_skip_date_in_range check (public.date_in_range(skip_date))
);
comment on table public.habit_skips is
  'Scheduled days the owner skipped (a rest day): neither a miss nor a completion. Written by set_habit_skip.';

create index habit_skips_user_date_idx on public.habit_skips (user_id, skip_date desc);

create table public.habit_pauses (
  id uuid primary key default gen_random_uuid(),
  habit_id uuid not null references public.habits (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  first_day date not null,
  last_day date not null,
  created_at timestamptz not null default now(),
  constraint habit_pauses_order check (last_day >= first_day),
  constraint habit_pauses_at_most_a_year check (last_day - first_day < 366),
  constraint habit_pauses_first_day_in_range check (public.date_in_range(first_day)),
  constraint habit_pauses_last_day_in_range check (public.date_in_range(last_day))
);
comment on table public.habit_pauses is
  'A habit paused from first_day to last_day (a vacation): its days there count as skipped. A habit''s pauses '
  'never overlap (pause_habits merges them). Written by pause_habits and resume_habits.';

create index habit_pauses_habit_idx on public.habit_pauses (habit_id, first_day);
create index habit_pauses_user_idx on public.habit_pauses (user_id, last_day desc);

-- ---- the schedule ----------------------------------------------------------------------------------------

create function public.weekday_name(p_day date)
returns text
language sql
immutable
set search_path = ''
as $$
  select (array['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'])
    [extract(dow from p_day)::integer + 1];
$$;
comment on function public.weekday_name(date) is 'The English weekday name of a day, as habits.scheduled_days holds it.';

create function public.habit_scheduled_on(p_scheduled_days text[], p_target_per_week integer, p_day date)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_target_per_week >= 7 or public.weekday_name(p_day) = any(p_scheduled_days);
$$;
comment on function public.habit_scheduled_on(text[], integer, date) is
  'Whether a habit is scheduled on a day; a daily habit (target 7) is scheduled every day whatever its day list says.';

create function public.habit_first_day(p_habit public.habits)
returns date
language sql
stable
set search_path = ''
as $$
  select least(p_habit.history_start, (p_habit.created_at at time zone coalesce(
    (select p.time_zone from public.profiles p where p.user_id = p_habit.user_id), 'UTC'))::date);
$$;
comment on function public.habit_first_day(public.habits) is
  'A habit''s first day: its creation day on the owner''s calendar, or the earlier day they began it (history_start).';

-- The earliest day a completion or a skip may have: the creation day anywhere on Earth (UTC-12, so a stale
-- profile time zone never refuses a day the user can see), or the day the owner began the habit before it.
create function public.habit_earliest_day(p_habit public.habits)
returns date
language sql
stable
set search_path = ''
as $$
  select least(p_habit.history_start, (p_habit.created_at at time zone 'Etc/GMT+12')::date);
$$;
comment on function public.habit_earliest_day(public.habits) is
  'The earliest day a habit takes a completion or a skip: its creation day in UTC-12, or history_start.';

-- What a new completion and a new skip both need: a day the habit is scheduled, on or after its earliest day.
-- Rows restore_habit puts back keep the days they had (even one the schedule no longer holds).
create function public.check_habit_day(p_habit_id uuid, p_day date, p_done text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  habit public.habits;
begin
  if coalesce(current_setting('onething.restoring_habit', true), '') = p_habit_id::text then
    return;
  end if;
  select * into habit from public.habits h where h.id = p_habit_id;
  if not found then
    return;
  end if;
  if p_day < public.habit_earliest_day(habit) then
    raise exception 'A habit cannot be % before it was created', p_done using errcode = '23514';
  end if;
  if not public.habit_scheduled_on(habit.scheduled_days, habit.target_per_week, p_day) then
    raise exception 'This habit is not scheduled on that day' using errcode = '23514';
  end if;
end;
$$;
comment on function public.check_habit_day(uuid, date, text) is
  'Raises 23514 unless the habit is scheduled on the day and the day is not before its earliest day.';

-- A completion is checked against the widest time zones (not after today anywhere on Earth, UTC+14; not before
-- the creation day anywhere, UTC-12), so a stale profile time zone never refuses a day the user can see; the
-- streak still counts days on the owner's own calendar. Completions restore_habit puts back keep the days they
-- had, even one the schedule no longer holds: the checks apply to new completions.
create function public.check_habit_completion()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.completion_date > (now() at time zone 'Etc/GMT-14')::date then
    raise exception 'A habit cannot be completed on a future day' using errcode = '23514';
  end if;
  perform public.check_habit_day(new.habit_id, new.completion_date, 'completed');
  return new;
end;
$$;
comment on function public.check_habit_completion() is
  'Trigger: a completion is for a scheduled day, on or after the habit existed and not in the future (23514).';

create trigger habit_completions_check
  before insert or update of completion_date, habit_id on public.habit_completions
  for each row execute function public.check_habit_completion();

-- ---- fair streaks ----------------------------------------------------------------------------------------

-- The walk over a habit's scheduled days from its first completed one up to p_through: each day's state and
-- the run, longest run and freezes held after it. Days before the habit's first day never count.
--   done      completed: the run grows (with freezes on, every 7th day of a run earns one, at most 2 held)
--   paused    in one of the habit's pauses; skipped: marked skipped. Neither breaks nor extends the run.
--   frozen    missed, covered by a held freeze (one is used); neither breaks nor extends the run
--   missed    missed with no freeze held: the run starts again
create function public.habit_walk(p_habit public.habits, p_through date)
returns table (day date, state text, run integer, longest integer, freezes integer)
language plpgsql
stable
set search_path = ''
as $$
declare
  first_day date := public.habit_first_day(p_habit);
  start_day date;
  freezes_on boolean := coalesce(
    (select p.streak_freezes from public.profiles p where p.user_id = p_habit.user_id), false);
  r record;
begin
  run := 0;
  longest := 0;
  freezes := 0;
  select min(c.completion_date) into start_day
  from public.habit_completions c
  where c.habit_id = p_habit.id and c.completion_date >= first_day and c.completion_date <= p_through
    and public.habit_scheduled_on(p_habit.scheduled_days, p_habit.target_per_week, c.completion_date);
  if start_day is null then
    return;
  end if;
  for r in
    select g.d::date as d,
      exists (select 1 from public.habit_completions c
              where c.habit_id = p_habit.id and c.completion_date = g.d::date) as done,
      exists (select 1 from public.habit_pauses p
              where p.habit_id = p_habit.id and g.d::date between p.first_day and p.last_day) as paused,
      exists (select 1 from public.habit_skips s
              where s.habit_id = p_habit.id and s.skip_date = g.d::date) as skipped
    from generate_series(start_day::timestamp, p_through::timestamp, interval '1 day') as g(d)
    where public.habit_scheduled_on(p_habit.scheduled_days, p_habit.target_per_week, g.d::date)
    order by 1
  loop
    day := r.d;
    if r.done then
      run := run + 1;
      longest := greatest(longest, run);
      if freezes_on and run % 7 = 0 then
        freezes := least(freezes + 1, 2);
      end if;
      state := 'done';
    elsif r.paused then
      state := 'paused';
    elsif r.skipped then
      state := 'skipped';
    elsif freezes > 0 then
      freezes := freezes - 1;
      state := 'frozen';
    else
      run := 0;
      state := 'missed';
    end if;
    return next;
  end loop;
end;
$$;
comment on function public.habit_walk(public.habits, date) is
  'The habit''s scheduled days from its first completed one to p_through with their state (done, paused, '
  'skipped, frozen, missed) and the run, longest run and freezes held after each: the one place the streak, '
  'skip, pause and freeze rules live.';

create function public.habit_runs(p_habit public.habits, p_through date default null)
returns table (last_run integer, last_day date, longest_run integer, freezes_held integer)
language sql
stable
set search_path = ''
as $$
  with through as (
    select coalesce(p_through, (select max(c.completion_date) from public.habit_completions c
                                where c.habit_id = p_habit.id)) as day
  ),
  walk as (
    select w.* from through t, public.habit_walk(p_habit, t.day) w where t.day is not null
  ),
  last_done as (
    select w.day, w.run, w.freezes from walk w where w.state = 'done' order by w.day desc limit 1
  )
  select
    coalesce((select l.run from last_done l), 0),
    (select l.day from last_done l),
    coalesce((select max(w.longest) from walk w), 0),
    coalesce((select l.freezes from last_done l), 0);
$$;
comment on function public.habit_runs(public.habits, date) is
  'From the walk up to p_through (the latest completion when null): the run ending on the latest completed '
  'scheduled day, that day, the longest run, and the freezes held after it.';

create function public.habit_current_streak(p_habit public.habits, p_today date)
returns integer
language plpgsql
stable
set search_path = ''
as $$
declare
  run integer := p_habit.streak;
  run_end date := p_habit.streak_last_day;
  held integer := p_habit.streak_freezes_held;
  misses integer;
begin
  if run_end is not null and run_end > p_today then
    -- Completed "in the future" of this calendar (the owner changed time zone): count up to today only.
    select r.last_run, r.last_day, r.freezes_held into run, run_end, held from public.habit_runs(p_habit, p_today) r;
  end if;
  if run_end is null then
    return 0;
  end if;
  -- The scheduled days missed since the run's last day (today itself stays open), neither skipped nor paused:
  -- each takes a held freeze, and one more than held breaks the run. Counting stops there.
  select count(*) into misses from (
    select 1
    from generate_series((run_end + 1)::timestamp, (p_today - 1)::timestamp, interval '1 day') as g(d)
    where public.habit_scheduled_on(p_habit.scheduled_days, p_habit.target_per_week, g.d::date)
      and not exists (select 1 from public.habit_skips s where s.habit_id = p_habit.id and s.skip_date = g.d::date)
      and not exists (select 1 from public.habit_pauses p
                      where p.habit_id = p_habit.id and g.d::date between p.first_day and p.last_day)
    limit held + 1
  ) m;
  return case when misses > held then 0 else run end;
end;
$$;
comment on function public.habit_current_streak(public.habits, date) is
  'The current streak on p_today from the stored run: broken when more scheduled days were missed (not skipped '
  'nor paused) between the run''s last day and today than the freezes held then (today itself stays open).';

create function public.refresh_habit_streak(p_habit_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform 1 from public.habits h where h.id = p_habit_id for no key update;
  update public.habits h
  set (streak, streak_last_day, longest_streak, streak_freezes_held) = (
    select r.last_run, r.last_day, r.longest_run, r.freezes_held from public.habit_runs(h, null) r
  )
  where h.id = p_habit_id;
end;
$$;
comment on function public.refresh_habit_streak(uuid) is
  'Recounts a habit''s stored streak: locks the habit row first (a statement of its own), then counts from a '
  'snapshot that holds what the request before it committed.';

create function public.refresh_streaks_after_completions()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  habit uuid;
begin
  if tg_op = 'INSERT' then
    for habit in select distinct n.habit_id from changed_new n order by 1 loop
      perform public.refresh_habit_streak(habit);
    end loop;
  elsif tg_op = 'DELETE' then
    for habit in select distinct o.habit_id from changed_old o order by 1 loop
      perform public.refresh_habit_streak(habit);
    end loop;
  else
    for habit in select n.habit_id from changed_new n union select o.habit_id from changed_old o order by 1 loop
      perform public.refresh_habit_streak(habit);
    end loop;
  end if;
  return null;
end;
$$;
comment on function public.refresh_streaks_after_completions() is
  'Statement trigger on completions: recounts each changed habit once, in id order.';

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

create function public.recompute_streak_on_schedule_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  select r.last_run, r.last_day, r.longest_run, r.freezes_held
  into new.streak, new.streak_last_day, new.longest_streak, new.streak_freezes_held
  from public.habit_runs(new, null) r;
  return new;
end;
$$;
comment on function public.recompute_streak_on_schedule_change() is
  'Trigger: a new schedule changes which days count, over the whole history, so the stored streak is recounted.';

create trigger habits_recompute_streak
  before update of scheduled_days, target_per_week, history_start on public.habits
  for each row execute function public.recompute_streak_on_schedule_change();

create function public.recompute_streaks_on_time_zone_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  habit uuid;
begin
  for habit in select h.id from public.habits h where h.user_id = new.user_id order by h.id loop
    perform public.refresh_habit_streak(habit);
  end loop;
  return null;
end;
$$;
comment on function public.recompute_streaks_on_time_zone_change() is
  'Trigger on profiles: the owner''s time zone decides the habits'' first days, and their freeze opt-in which '
  'misses are covered, so their streaks are recounted.';

create trigger profiles_recompute_streaks
  after update of time_zone, streak_freezes on public.profiles
  for each row
  when (old.time_zone is distinct from new.time_zone or old.streak_freezes is distinct from new.streak_freezes)
  execute function public.recompute_streaks_on_time_zone_change();

-- ---- what the app calls ----------------------------------------------------------------------------------

create function public.set_habit_completion(p_habit_id uuid, p_date date, p_completed boolean)
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
  perform public.assert_date_in_range(p_date);
  -- Row level security hides other users' habits.
  perform 1 from public.habits h where h.id = p_habit_id for no key update;
  if not found then
    raise exception 'Habit not found' using errcode = '42501';
  end if;
  if p_completed then
    -- A day is done or skipped, not both: done wins over an earlier skip.
    delete from public.habit_skips s where s.habit_id = p_habit_id and s.skip_date = p_date;
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
comment on function public.set_habit_completion(uuid, date, boolean) is
  'Sets one habit-day to the intended state ("done" twice is one row, "not done" twice none), the habit locked '
  'first; returns the habit''s current and longest streak.';

-- A skip is for a day the habit is scheduled, on or after the habit existed (the widest time zone, as for
-- completions); it may be ahead (a planned rest day).
create function public.check_habit_skip()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.check_habit_day(new.habit_id, new.skip_date, 'skipped');
  return new;
end;
$$;
comment on function public.check_habit_skip() is
  'Trigger: a skip is for a scheduled day on or after the habit existed (23514).';

create trigger habit_skips_check
  before insert or update on public.habit_skips
  for each row execute function public.check_habit_skip();

create function public.refresh_streaks_after_day_marks()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.refresh_habit_streak(coalesce(new.habit_id, old.habit_id));
  return null;
end;
$$;
comment on function public.refresh_streaks_after_day_marks() is
  'Trigger on skips and pauses: the days they cover change the runs, so the habit''s streak is recounted.';

create trigger habit_skips_streaks
  after insert or update or delete on public.habit_skips
  for each row execute function public.refresh_streaks_after_day_marks();
create trigger habit_pauses_streaks
  after insert or update or delete on public.habit_pauses
  for each row execute function public.refresh_streaks_after_day_marks();

create function public.set_habit_skip(p_habit_id uuid, p_date date, p_skipped boolean, p_reason text default null)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  caller uuid := public.require_user();
  habit public.habits;
  reason text := nullif(btrim(p_reason), '');
begin
  if p_date is null or p_skipped is null then
    raise exception 'Please fill in all required fields.' using errcode = '23502';
  end if;
  perform public.assert_date_in_range(p_date);
  if char_length(reason) > 200 then
    raise exception 'A reason is at most 200 characters.' using errcode = '23514', hint = 'skip_reason_too_long';
  end if;
  perform 1 from public.habits h where h.id = p_habit_id for no key update;
  if not found then
    raise exception 'Habit not found' using errcode = '42501';
  end if;
  if p_skipped then
    -- A day is done or skipped, not both: skipping a done day takes its completion away.
    delete from public.habit_completions c
    where c.habit_id = p_habit_id and c.user_id = caller and c.completion_date = p_date;
    insert into public.habit_skips (habit_id, user_id, skip_date, reason)
    values (p_habit_id, caller, p_date, reason)
    on conflict (habit_id, skip_date) do update set reason = excluded.reason;
  else
    delete from public.habit_skips s where s.habit_id = p_habit_id and s.skip_date = p_date;
  end if;
  select * into habit from public.habits h where h.id = p_habit_id;
  return jsonb_build_object(
    'habit_id', habit.id,
    'skip_date', p_date,
    'skipped', p_skipped,
    'current_streak', public.habit_current_streak(habit, public.user_today(caller)),
    'longest_streak', habit.longest_streak
  );
end;
$$;
comment on function public.set_habit_skip(uuid, date, boolean, text) is
  'Sets one habit-day to skipped (with an optional reason of at most 200 characters; a completion that day is '
  'taken away) or not skipped; returns the habit''s current and longest streak.';

-- Pauses: for the given habits of the caller (all of them when null), from p_first_day to p_last_day. A pause
-- that overlaps or touches one the habit has is merged with it, so a habit's pauses never overlap.
create function public.pause_habits(p_habit_ids uuid[], p_first_day date, p_last_day date)
returns setof public.habit_pauses
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := public.require_user();
  habit uuid;
  merged_first date;
  merged_last date;
begin
  if p_first_day is null or p_last_day is null then
    raise exception 'Please fill in all required fields.' using errcode = '23502';
  end if;
  perform public.assert_date_in_range(p_first_day);
  perform public.assert_date_in_range(p_last_day);
  if p_last_day < p_first_day then
    raise exception 'A pause cannot end before it starts.' using errcode = '23514', hint = 'pause_ends_before_start';
  end if;
  if p_last_day - p_first_day >= 366 then
    raise exception 'A pause is at most a year.' using errcode = '23514', hint = 'pause_too_long';
  end if;
  if p_habit_ids is not null and exists (
    select 1 from unnest(p_habit_ids) as i(id)
    where not exists (select 1 from public.habits h where h.id = i.id and h.user_id = caller)
  ) then
    raise exception 'Habit not found' using errcode = '42501';
  end if;
  for habit in
    select h.id from public.habits h
    where h.user_id = caller and (p_habit_ids is null or h.id = any(p_habit_ids))
    order by h.id
    for no key update
  loop
    select least(p_first_day, min(p.first_day)), greatest(p_last_day, max(p.last_day))
    into merged_first, merged_last
    from public.habit_pauses p
    where p.habit_id = habit and p.first_day <= p_last_day + 1 and p.last_day >= p_first_day - 1;
    merged_first := coalesce(merged_first, p_first_day);
    merged_last := coalesce(merged_last, p_last_day);
    if merged_last - merged_first >= 366 then
      raise exception 'A pause is at most a year.' using errcode = '23514', hint = 'pause_too_long';
    end if;
    delete from public.habit_pauses p
    where p.habit_id = habit and p.first_day <= p_last_day + 1 and p.last_day >= p_first_day - 1;
    return query
      insert into public.habit_pauses (habit_id, user_id, first_day, last_day)
      values (habit, caller, merged_first, merged_last)
      returning *;
  end loop;
end;
$$;
comment on function public.pause_habits(uuid[], date, date) is
  'Pauses the caller''s given habits (all when null) from p_first_day to p_last_day (at most a year, not ending '
  'before it starts: 23514), merged with a pause it overlaps or touches; returns the pauses as they are now.';

-- Resuming from p_day (the caller's today): a pause under way ends the day before, later ones go.
create function public.resume_habits(p_habit_ids uuid[], p_day date)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := public.require_user();
  changed integer := 0;
  n integer;
begin
  if p_day is null then
    raise exception 'Please fill in all required fields.' using errcode = '23502';
  end if;
  perform public.assert_date_in_range(p_day);
  delete from public.habit_pauses p
  where p.user_id = caller and (p_habit_ids is null or p.habit_id = any(p_habit_ids)) and p.first_day >= p_day;
  get diagnostics n = row_count;
  changed := changed + n;
  update public.habit_pauses p set last_day = p_day - 1
  where p.user_id = caller and (p_habit_ids is null or p.habit_id = any(p_habit_ids))
    and p.first_day < p_day and p.last_day >= p_day;
  get diagnostics n = row_count;
  return changed + n;
end;
$$;
comment on function public.resume_habits(uuid[], date) is
  'Ends the caller''s pauses of the given habits (all when null) from p_day on: one under way ends the day '
  'before, later ones are removed. Returns how many changed.';

create function public.set_habit_archived(p_habit_id uuid, p_archived boolean)
returns public.habits
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := public.require_user();
  habit public.habits;
begin
  if p_archived is null then
    raise exception 'Please fill in all required fields.' using errcode = '23502';
  end if;
  -- Only the caller's own habit; archived twice keeps the first moment.
  update public.habits h
  set archived_at = case when p_archived then coalesce(h.archived_at, now()) else null end
  where h.id = p_habit_id and h.user_id = caller
  returning * into habit;
  if not found then
    raise exception 'Habit not found' using errcode = '42501';
  end if;
  return habit;
end;
$$;
comment on function public.set_habit_archived(uuid, boolean) is
  'Archives one of the caller''s habits (kept with its history, out of today''s lists) or brings it back; the '
  'intended state, so a replay changes nothing more.';

-- The owner's order of their habits: the given habits take the positions 0, 1, 2... in that order; the
-- others keep theirs. Every id must be one of the caller's habits.
create function public.reorder_habits(p_habit_ids uuid[])
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := public.require_user();
  changed integer;
begin
  if p_habit_ids is null or cardinality(p_habit_ids) = 0 then
    raise exception 'Please fill in all required fields.' using errcode = '23502';
  end if;
  if cardinality(p_habit_ids) > 10000 or (select count(distinct i) from unnest(p_habit_ids) i) <> cardinality(p_habit_ids) then
    raise exception 'Each habit once, at most 10000.' using errcode = '23514', hint = 'reorder_list_invalid';
  end if;
  if exists (
    select 1 from unnest(p_habit_ids) as i(id)
    where not exists (select 1 from public.habits h where h.id = i.id and h.user_id = caller)
  ) then
    raise exception 'Habit not found' using errcode = '42501';
  end if;
  update public.habits h
  set sort_order = o.position - 1
  from unnest(p_habit_ids) with ordinality as o(id, position)
  where h.id = o.id and h.user_id = caller;
  get diagnostics changed = row_count;
  return changed;
end;
$$;
comment on function public.reorder_habits(uuid[]) is
  'Puts the caller''s given habits in that order (sort_order 0, 1, 2...); each id once, all the caller''s (42501).';

-- One read for the pages: the caller's skipped days and pauses (two tables, one request).
create function public.habit_rest_days()
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'skips', coalesce((select jsonb_agg(to_jsonb(s) order by s.skip_date desc, s.habit_id)
                       from public.habit_skips s where s.user_id = auth.uid()), '[]'::jsonb),
    'pauses', coalesce((select jsonb_agg(to_jsonb(p) order by p.first_day desc, p.id)
                        from public.habit_pauses p where p.user_id = auth.uid()), '[]'::jsonb)
  );
$$;
comment on function public.habit_rest_days() is
  'The caller''s skipped days and pauses: {skips, pauses}, newest first.';

create function public.habit_frozen_days(p_habit_id uuid)
returns setof date
language sql
stable
set search_path = ''
as $$
  select w.day
  from public.habits h,
    public.habit_walk(h, public.user_today(h.user_id) - 1) w
  where h.id = p_habit_id and h.user_id = auth.uid() and w.state = 'frozen'
  order by w.day;
$$;
comment on function public.habit_frozen_days(uuid) is
  'The days a streak freeze covered in one of the caller''s habits, up to yesterday (for the history calendar).';

create function public.habit_streaks()
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
comment on function public.habit_streaks() is
  'The caller''s habits with their current streak today (on the caller''s calendar) and longest streak.';

-- ---- undo ------------------------------------------------------------------------------------------------

create table public.deleted_habits (
  habit_id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  habit jsonb not null,
  completions jsonb not null default '[]'::jsonb,
  skips jsonb not null default '[]'::jsonb,
  pauses jsonb not null default '[]'::jsonb,
  deleted_at timestamptz not null default now()
);
comment on table public.deleted_habits is
  'Habits deleted by delete_habit, with their completions as stored, for restore_habit; a day at most. No '
  'client reads or writes it.';

create index deleted_habits_user_id_idx on public.deleted_habits (user_id, deleted_at);

create function public.delete_habit(p_habit_id uuid)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := public.require_user();
  habit public.habits;
  done jsonb;
  skipped jsonb;
  paused jsonb;
begin
  select * into habit from public.habits h where h.id = p_habit_id and h.user_id = caller for update;
  if not found then
    -- Deleted already (by this request sent before, or another tab): the intended state holds.
    if p_habit_id is null or exists (select 1 from public.habits h where h.id = p_habit_id) then
      raise exception 'Habit not found' using errcode = '42501';
    end if;
    return p_habit_id;
  end if;
  select coalesce(jsonb_agg(to_jsonb(c) order by c.completion_date, c.id), '[]'::jsonb) into done
  from public.habit_completions c where c.habit_id = habit.id;
  select coalesce(jsonb_agg(to_jsonb(k) order by k.skip_date), '[]'::jsonb) into skipped
  from public.habit_skips k where k.habit_id = habit.id;
  select coalesce(jsonb_agg(to_jsonb(p) order by p.first_day), '[]'::jsonb) into paused
  from public.habit_pauses p where p.habit_id = habit.id;

  delete from public.deleted_habits d where d.user_id = caller and d.deleted_at < now() - interval '1 day';
  insert into public.deleted_habits (habit_id, user_id, habit, completions, skips, pauses)
  values (habit.id, caller, to_jsonb(habit), done, skipped, paused)
  on conflict (habit_id) do update
    set habit = excluded.habit, completions = excluded.completions, skips = excluded.skips,
        pauses = excluded.pauses, deleted_at = now();
  delete from public.habits h where h.id = habit.id;
  return habit.id;
end;
$$;
comment on function public.delete_habit(uuid) is
  'Deletes one of the caller''s habits, keeping it and its completions in deleted_habits for restore_habit '
  '(archives older than a day are dropped then). A habit that is gone already is not an error (the same id '
  'comes back); another user''s habit is refused.';

create function public.restore_habit(p_habit_id uuid)
returns public.habits
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := public.require_user();
  archive public.deleted_habits;
  given public.habits;
  restored public.habits;
begin
  select * into archive from public.deleted_habits d
  where d.habit_id = p_habit_id and d.user_id = caller
  for update;
  if not found then
    -- Back already (a replay of the undo): the habit as it is.
    select * into restored from public.habits h where h.id = p_habit_id and h.user_id = caller;
    if found then
      return restored;
    end if;
    raise exception 'Nothing to restore' using errcode = '42501';
  end if;
  if exists (select 1 from public.habits h where h.id = p_habit_id) then
    raise exception 'This habit is already there' using errcode = '23505';
  end if;
  given := jsonb_populate_record(null::public.habits, archive.habit);
  if given.linked_goal_id is not null and not exists (
    select 1 from public.one_thing_goals g where g.id = given.linked_goal_id and g.user_id = caller
  ) then
    given.linked_goal_id := null;
  end if;
  given.user_id := caller;
  insert into public.habits select given.* returning * into restored;

  perform set_config('onething.restoring_habit', restored.id::text, true);
  insert into public.habit_completions (id, habit_id, user_id, completion_date, completed_at)
  select c.id, restored.id, caller, c.completion_date, c.completed_at
  from jsonb_populate_recordset(null::public.habit_completions, archive.completions) c;
  insert into public.habit_skips (habit_id, user_id, skip_date, reason, created_at)
  select restored.id, caller, k.skip_date, k.reason, k.created_at
  from jsonb_populate_recordset(null::public.habit_skips, archive.skips) k;
  insert into public.habit_pauses (id, habit_id, user_id, first_day, last_day, created_at)
  select p.id, restored.id, caller, p.first_day, p.last_day, p.created_at
  from jsonb_populate_recordset(null::public.habit_pauses, archive.pauses) p;
  perform set_config('onething.restoring_habit', '', true);

  -- The completions' trigger has recounted the streaks (the same runs as before).
  delete from public.deleted_habits d where d.habit_id = archive.habit_id;
  select * into restored from public.habits h where h.id = restored.id;
  return restored;
end;
$$;
comment on function public.restore_habit(uuid) is
  'Puts back the habit delete_habit kept: its id, creation time and every completion (ids and times included). '
  'Restoring it again returns the habit as it is; refused when there is nothing to restore, or when another '
  'habit has taken the id. A linked goal deleted meanwhile is unlinked.';

-- ---- row level security ----------------------------------------------------------------------------------
-- A habit's linked goal and a completion's habit must be the caller's own.

alter table public.habits enable row level security;
alter table public.habit_completions enable row level security;
alter table public.deleted_habits enable row level security;
alter table public.habit_skips enable row level security;
alter table public.habit_pauses enable row level security;

create policy habits_select on public.habits for select to authenticated
  using (user_id = (select auth.uid()));
create policy habits_insert on public.habits for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (habits.linked_goal_id is null or habits.linked_goal_id in (select public.my_goal_ids()))
  );
create policy habits_update on public.habits for update to authenticated
  using (user_id = (select auth.uid()))
  with check (
    user_id = (select auth.uid())
    and (habits.linked_goal_id is null or habits.linked_goal_id in (select public.my_goal_ids()))
  );
create policy habits_delete on public.habits for delete to authenticated
  using (user_id = (select auth.uid()));

create policy habit_completions_select on public.habit_completions for select to authenticated
  using (user_id = (select auth.uid()));
create policy habit_completions_insert on public.habit_completions for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (
      select 1 from public.habits h
      where h.id = habit_completions.habit_id and h.user_id = (select auth.uid()))
  );
create policy habit_completions_update on public.habit_completions for update to authenticated
  using (user_id = (select auth.uid()))
  with check (
    user_id = (select auth.uid())
    and exists (
      select 1 from public.habits h
      where h.id = habit_completions.habit_id and h.user_id = (select auth.uid()))
  );
create policy habit_completions_delete on public.habit_completions for delete to authenticated
  using (user_id = (select auth.uid()));

-- Skips and pauses are read by their owner and written only through set_habit_skip, pause_habits and
-- resume_habits (set_habit_skip runs as the caller, so its writes pass these policies).
create policy habit_skips_select on public.habit_skips for select to authenticated
  using (user_id = (select auth.uid()));
create policy habit_skips_insert on public.habit_skips for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.habits h where h.id = habit_skips.habit_id and h.user_id = (select auth.uid()))
  );
create policy habit_skips_update on public.habit_skips for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
create policy habit_skips_delete on public.habit_skips for delete to authenticated
  using (user_id = (select auth.uid()));
create policy habit_pauses_select on public.habit_pauses for select to authenticated
  using (user_id = (select auth.uid()));

-- ---- privileges ------------------------------------------------------------------------------------------

-- A new habit carries the client's id (a replay fails on the primary key).
revoke insert, update on public.habits from anon, authenticated;
grant insert (
  id, user_id, name, category, description, target_per_week, cue, routine, reward, difficulty, identity,
  two_minute_version, environment, habit_stack, implementation_intention, scheduled_days, scheduled_time,
  duration_minutes, linked_goal_id, history_start
) on public.habits to authenticated;
grant update (
  name, category, description, target_per_week, cue, routine, reward, difficulty, identity,
  two_minute_version, environment, habit_stack, implementation_intention, scheduled_days, scheduled_time,
  duration_minutes, linked_goal_id, history_start
) on public.habits to authenticated;

revoke insert, update on public.habit_completions from anon, authenticated;
grant insert (habit_id, user_id, completion_date) on public.habit_completions to authenticated;

revoke all on public.deleted_habits from anon, authenticated;
revoke insert, update, delete on public.habit_skips from anon, authenticated;
grant insert (habit_id, user_id, skip_date, reason), update (reason), delete on public.habit_skips to authenticated;
revoke insert, update, delete on public.habit_pauses from anon, authenticated;

revoke execute on all functions in schema public from public, anon;
revoke execute on function
  public.check_habit_completion(), public.refresh_habit_streak(uuid), public.refresh_streaks_after_completions(),
  public.recompute_streak_on_schedule_change(), public.recompute_streaks_on_time_zone_change(),
  public.check_habit_skip(), public.refresh_streaks_after_day_marks(), public.check_habit_history_start(),
  public.check_habit_day(uuid, date, text)
from authenticated;

-- ---- realtime --------------------------------------------------------------------------------------------

alter publication supabase_realtime add table public.habits, public.habit_completions, public.habit_skips,
  public.habit_pauses;
