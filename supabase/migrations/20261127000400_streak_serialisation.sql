-- Stored streaks are recounted one request at a time per habit, so completions arriving together are all
-- counted. Before, two requests completing different days of one habit each recounted from a snapshot taken
-- before the other's completion was committed, and the later one stored a streak that missed it (on a
-- Postgres server, where requests run side by side; PGlite runs one at a time).
--
-- The rule: whoever recounts a habit's streak first locks the habit row, as a statement of its own, and only
-- then counts. In READ COMMITTED each statement of a volatile function takes a new snapshot, so the count
-- that follows the lock sees every completion committed by whoever held the lock before. The lock is
-- FOR NO KEY UPDATE (what the streak update itself takes): it does not conflict with the key-share locks
-- that inserting a completion takes on its habit, so concurrent inserts never deadlock on it. Several
-- habits are locked in the order of their ids.
-- Already so, and unchanged: a schedule change recounts in a BEFORE UPDATE trigger on the habit, which runs
-- once the update holds the row; delete_habit locks its habit before reading it; restore_habit recounts a
-- habit its own transaction has just inserted.

create or replace function public.refresh_habit_streak(p_habit_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform 1 from public.habits h where h.id = p_habit_id for no key update;
  update public.habits h
  set (streak, streak_last_day, longest_streak) = (
    select r.last_run, r.last_day, r.longest_run from public.habit_runs(h, null) r
  )
  where h.id = p_habit_id;
end;
$$;

-- Completions inserted or deleted through REST recount here, each habit once, in id order.
create or replace function public.refresh_streaks_after_completions()
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

create or replace function public.recompute_streaks_on_time_zone_change()
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

-- As in 20261123000300_habit_rules, with the habit locked before anything else, so the checks, the write and
-- the streak returned all follow the request before it; and the day checked against the date range also
-- when it is only removed.
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
  perform public.assert_date_in_range(p_date);
  -- Row level security hides other users' habits.
  perform 1 from public.habits h where h.id = p_habit_id for no key update;
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
