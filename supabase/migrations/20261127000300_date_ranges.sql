-- Dates a client gives are days a person can plan, complete or reflect on: from 1970-01-01 to 2100-12-31.
-- Postgres itself takes 4713 BC to 5874897 AD and 'infinity' / '-infinity', which no screen can show, which
-- JavaScript's Date cannot hold, and on which the app's date arithmetic fails (infinity minus a date is an
-- error). The rule has one definition, date_in_range(), used two ways:
-- - every date-like column a client may write (through REST or through a function that stores what it was
--   given) has a check constraint <table>_<column>_in_range (SQLSTATE 23514, HTTP 400);
-- - a date parameter of a function the app calls is checked by assert_date_in_range() (SQLSTATE 22008,
--   HTTP 400), also where the function only filters with it, so the API answers the same way everywhere.
-- A moment (timestamptz) is in range when its UTC day is.
-- Columns only the database writes (a goal's created_at, a habit's streak days, a deep work session's start and
-- end) need no check.

create or replace function public.earliest_date()
returns date
language sql
immutable
set search_path = ''
as $$
  select date '1970-01-01';
$$;

create or replace function public.latest_date()
returns date
language sql
immutable
set search_path = ''
as $$
  select date '2100-12-31';
$$;

-- Null is in range: whether a value is required is the column's or the function's own rule.
create or replace function public.date_in_range(p_day date)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_day between public.earliest_date() and public.latest_date();
$$;

create or replace function public.date_in_range(p_moment timestamptz)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select public.date_in_range((p_moment at time zone 'UTC')::date);
$$;

create or replace function public.assert_date_in_range(p_day date)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if not public.date_in_range(p_day) then
    raise exception 'Dates must be between % and %.',
        to_char(public.earliest_date(), 'YYYY-MM-DD'), to_char(public.latest_date(), 'YYYY-MM-DD')
      using errcode = '22008', hint = 'date_out_of_range';
  end if;
end;
$$;

-- Rows stored before this rule are brought into range first (the constraints below would refuse to be
-- added otherwise). Only a request crafted by hand could have stored them: an entry that exists for its day
-- (a completion, a reflection) is deleted, an optional date is cleared, a time stamp becomes now.
delete from public.habit_completions where not public.date_in_range(completion_date);
delete from public.reflections where not public.date_in_range(period_start);
update public.reflections set created_at = now() where not public.date_in_range(created_at);
update public.reflections set updated_at = now() where not public.date_in_range(updated_at);
update public.one_thing_goals set deadline = null where not public.date_in_range(deadline);
update public.one_thing_tasks set date = null where not public.date_in_range(date);
update public.shield_block_log set blocked_at = now() where not public.date_in_range(blocked_at);
update public.user_settings set created_at = now() where not public.date_in_range(created_at);
update public.user_settings set updated_at = now() where not public.date_in_range(updated_at);

alter table public.habit_completions
  add constraint habit_completions_completion_date_in_range check (public.date_in_range(completion_date));
alter table public.reflections
  add constraint reflections_period_start_in_range check (public.date_in_range(period_start)),
  add constraint reflections_created_at_in_range check (public.date_in_range(created_at)),
  add constraint reflections_updated_at_in_range check (public.date_in_range(updated_at));
alter table public.one_thing_goals
  add constraint one_thing_goals_deadline_in_range check (public.date_in_range(deadline));
alter table public.one_thing_tasks
  add constraint one_thing_tasks_date_in_range check (public.date_in_range(date));
alter table public.shield_block_log
  add constraint shield_block_log_blocked_at_in_range check (public.date_in_range(blocked_at));
alter table public.user_settings
  add constraint user_settings_created_at_in_range check (public.date_in_range(created_at)),
  add constraint user_settings_updated_at_in_range check (public.date_in_range(updated_at));

-- save_reflection() and reflection_facts() check their period here first, so a period out of range is
-- refused even when nothing would be stored (an empty entry deletes, the facts only read).
create or replace function public.assert_reflection_period(p_kind text, p_period_start date)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_kind is null or p_period_start is null then
    raise exception 'Please fill in all required fields.' using errcode = '23502';
  end if;
  perform public.assert_date_in_range(p_period_start);
  if public.reflection_answer_keys(p_kind) is null then
    raise exception 'Unknown reflection kind' using errcode = '22023';
  end if;
  if public.reflection_period_start(p_kind, p_period_start) <> p_period_start then
    raise exception 'The period must start on its first day' using errcode = '22023';
  end if;
end;
$$;

-- A playbook's time block may carry a day ('yyyy-MM-dd'), in its JSON. Parsed here so a day out of range is
-- refused rather than stored as something else (to_char turns 'infinity' into null and drops 'BC').
create or replace function public.playbook_date(p_value jsonb)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  day date;
begin
  if public.playbook_text(p_value) is null then
    return null;
  end if;
  day := (p_value #>> '{}')::date;
  perform public.assert_date_in_range(day);
  return to_char(day, 'YYYY-MM-DD');
end;
$$;

-- As in 20261123000500_playbook_rules, the block's day now read by playbook_date().
create or replace function public.normalise_playbook()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  item jsonb;
  idx integer := 0;
  steps jsonb := '[]'::jsonb;
  blocks jsonb := '[]'::jsonb;
  block_start time;
  block_end time;
  block_step numeric;
begin
  new.title := btrim(new.title);
  new.description := nullif(btrim(new.description), '');
  -- Not arrays: the table's check constraints refuse the row.
  if jsonb_typeof(new.tasks) is distinct from 'array' or jsonb_typeof(new.time_blocks) is distinct from 'array' then
    return new;
  end if;
  if jsonb_array_length(new.tasks) > 100 or jsonb_array_length(new.time_blocks) > 100 then
    raise exception 'A playbook holds at most 100 steps and 100 time blocks.' using errcode = '22023';
  end if;

  for item in select e.value from jsonb_array_elements(new.tasks) with ordinality as e(value, n) order by e.n loop
    if jsonb_typeof(item) <> 'object' or public.playbook_text(item -> 'title') is null then
      raise exception 'Please fill in all required fields.' using errcode = '23502';
    end if;
    steps := steps || jsonb_build_array(jsonb_build_object(
      'id', coalesce(public.playbook_text(item -> 'id'), gen_random_uuid()::text),
      'title', public.playbook_text(item -> 'title'),
      'completed', false,
      'description', public.playbook_text(item -> 'description'),
      'estimated_duration', public.playbook_minutes(item -> 'estimated_duration'),
      'sort_order', idx
    ));
    idx := idx + 1;
  end loop;

  for item in select e.value from jsonb_array_elements(new.time_blocks) with ordinality as e(value, n) order by e.n loop
    if jsonb_typeof(item) <> 'object' or public.playbook_text(item -> 'title') is null then
      raise exception 'Please fill in all required fields.' using errcode = '23502';
    end if;
    block_start := public.playbook_time(item -> 'start_time');
    block_end := public.playbook_time(item -> 'end_time');
    -- Blocks become goal time blocks, whose length is a step's: 1-180 minutes.
    if block_end <= block_start or block_end - block_start > interval '180 minutes' then
      raise exception 'A time block ends after it starts and lasts at most 180 minutes.' using errcode = '22023';
    end if;
    block_step := case when jsonb_typeof(item -> 'step_number') = 'number' then (item ->> 'step_number')::numeric end;
    if block_step is null or block_step <> trunc(block_step) or block_step < 1 then
      block_step := 1;
    end if;
    blocks := blocks || jsonb_build_array(jsonb_build_object(
      'id', coalesce(public.playbook_text(item -> 'id'), gen_random_uuid()::text),
      'title', public.playbook_text(item -> 'title'),
      'start_time', substr(block_start::text, 1, 8),
      'end_time', substr(block_end::text, 1, 8),
      'status', 'upcoming',
      'instructions', public.playbook_text(item -> 'instructions'),
      'completion_criteria', public.playbook_text(item -> 'completion_criteria'),
      'step_number', block_step::integer,
      'date', public.playbook_date(item -> 'date')
    ));
  end loop;

  new.tasks := steps;
  new.time_blocks := blocks;
  return new;
end;
$$;

-- As in 20261123000500_playbook_rules, with the day checked first: a playbook without time blocks places
-- nothing on it, and the day is refused all the same.
create or replace function public.create_goal_from_playbook(p_playbook_id uuid, p_date date default null)
returns public.one_thing_goals
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := public.require_user();
  day date;
  playbook public.playbooks;
  goal public.one_thing_goals;
  step_ids uuid[] := '{}';
  step public.one_thing_tasks;
  item record;
  start_minute integer;
  length_minutes integer;
  blocker_end integer;
begin
  perform public.assert_date_in_range(p_date);
  select * into playbook from public.playbooks pb where pb.id = p_playbook_id and pb.user_id = caller;
  if not found then
    raise exception 'Playbook not found' using errcode = '42501';
  end if;
  day := coalesce(p_date, public.user_today(caller));

  goal := public.create_goal(playbook.title, playbook.description, 'Medium', null, null, playbook.id);

  for item in
    select e.value as task, e.n as pos
    from jsonb_array_elements(playbook.tasks) with ordinality as e(value, n)
    order by e.n
  loop
    insert into public.one_thing_tasks (goal_id, title, sort_order, step_number, duration_minutes, instructions)
    values (
      goal.id,
      item.task ->> 'title',
      item.pos - 1,
      item.pos,
      (item.task ->> 'estimated_duration')::integer,
      item.task ->> 'description'
    )
    returning * into step;
    step_ids := step_ids || step.id;
  end loop;

  for item in
    select e.value as block, e.n
    from jsonb_array_elements(playbook.time_blocks) with ordinality as e(value, n)
    order by (e.value ->> 'start_time')::time, (e.value ->> 'step_number')::integer, e.n
  loop
    start_minute := (extract(epoch from (item.block ->> 'start_time')::time) / 60)::integer;
    length_minutes := (extract(epoch from (item.block ->> 'end_time')::time - (item.block ->> 'start_time')::time) / 60)::integer;
    loop
      select max((extract(epoch from b.end_time) / 60)::integer) into blocker_end
      from public.one_thing_tasks b
      where b.goal_id = goal.id and b.start_time is not null and b.date = day
        and (extract(epoch from b.start_time) / 60)::integer < start_minute + length_minutes
        and start_minute < (extract(epoch from b.end_time) / 60)::integer;
      exit when blocker_end is null;
      start_minute := blocker_end;
    end loop;
    if start_minute + length_minutes > 24 * 60 - 1 then
      perform public.raise_time_conflict();
    end if;
    insert into public.one_thing_tasks (
      goal_id, title, sort_order, step_number, duration_minutes, date, start_time, end_time,
      instructions, completion_criteria, step_id
    ) values (
      goal.id,
      item.block ->> 'title',
      (item.block ->> 'step_number')::integer - 1,
      (item.block ->> 'step_number')::integer,
      length_minutes,
      day,
      (start_minute * interval '1 minute')::time,
      ((start_minute + length_minutes) * interval '1 minute')::time,
      item.block ->> 'instructions',
      item.block ->> 'completion_criteria',
      step_ids[(item.block ->> 'step_number')::integer]
    );
  end loop;

  select * into goal from public.one_thing_goals g where g.id = goal.id;
  return goal;
end;
$$;

-- Stored playbooks whose block days were written before this rule: a day out of range is cleared. (Stored
-- days are normalised 'yyyy-MM-dd' text or null; a far year has more digits, so it fails the pattern.)
update public.playbooks p
set time_blocks = fixed.blocks
from (
  select pb.id, jsonb_agg(
    case
      when b.value ->> 'date' is null then b.value
      when b.value ->> 'date' !~ '^\d{4}-\d{2}-\d{2}$' then b.value || '{"date": null}'::jsonb
      when public.date_in_range((b.value ->> 'date')::date) then b.value
      else b.value || '{"date": null}'::jsonb
    end order by b.n) as blocks
  from public.playbooks pb
    cross join lateral jsonb_array_elements(pb.time_blocks) with ordinality as b(value, n)
  where jsonb_typeof(pb.time_blocks) = 'array'
  group by pb.id
) fixed
where fixed.id = p.id and fixed.blocks is distinct from p.time_blocks;

-- Check constraints and the non-definer functions above run as the writing user, so they keep execute.
revoke all on function public.earliest_date() from public, anon;
revoke all on function public.latest_date() from public, anon;
revoke all on function public.date_in_range(date) from public, anon;
revoke all on function public.date_in_range(timestamptz) from public, anon;
revoke all on function public.assert_date_in_range(date) from public, anon;
revoke all on function public.playbook_date(jsonb) from public, anon;

grant execute on function public.earliest_date() to authenticated, service_role;
grant execute on function public.latest_date() to authenticated, service_role;
grant execute on function public.date_in_range(date) to authenticated, service_role;
grant execute on function public.date_in_range(timestamptz) to authenticated, service_role;
grant execute on function public.assert_date_in_range(date) to authenticated, service_role;
grant execute on function public.playbook_date(jsonb) to authenticated, service_role;
