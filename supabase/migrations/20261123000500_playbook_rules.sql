-- Playbooks' rules, kept by the database so they hold whatever a client sends:
-- - a stored playbook is a template: its steps are never completed and its blocks are 'upcoming'; ids are
--   filled in, sort orders follow the array order, and every step and block is checked (non-blank titles,
--   1-180 minutes, a block ends after it starts), at most 100 of each;
-- - only title, description, tasks and time_blocks are written by clients (owner and timestamps are not);
-- - a goal made from a playbook, a playbook saved from a goal and a playbook finished in Deep Work are each
--   one function called with rpc(), so they commit or roll back as one.

create or replace function public.playbook_time(p_value jsonb)
returns time
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_value is null or jsonb_typeof(p_value) <> 'string' then
    raise exception 'Please fill in all required fields.' using errcode = '23502';
  end if;
  return (p_value #>> '{}')::time;
end;
$$;

-- A minutes field: null, or a whole number from 1 to 180 (the steps' duration range).
create or replace function public.playbook_minutes(p_value jsonb)
returns integer
language plpgsql
immutable
set search_path = ''
as $$
declare
  minutes numeric;
begin
  if p_value is null or jsonb_typeof(p_value) = 'null' then
    return null;
  end if;
  if jsonb_typeof(p_value) <> 'number' then
    raise exception 'A duration is a whole number of minutes from 1 to 180.' using errcode = '22023';
  end if;
  minutes := (p_value #>> '{}')::numeric;
  if minutes <> trunc(minutes) or minutes < 1 or minutes > 180 then
    raise exception 'A duration is a whole number of minutes from 1 to 180.' using errcode = '22023';
  end if;
  return minutes::integer;
end;
$$;

create or replace function public.playbook_text(p_value jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when jsonb_typeof(p_value) = 'string' then nullif(btrim(p_value #>> '{}'), '') end;
$$;

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
      'date', case when public.playbook_text(item -> 'date') is null then null
                   else to_char((item ->> 'date')::date, 'YYYY-MM-DD') end
    ));
  end loop;

  new.tasks := steps;
  new.time_blocks := blocks;
  return new;
end;
$$;

create trigger playbooks_normalise
  before insert or update on public.playbooks
  for each row execute function public.normalise_playbook();

-- "Save as playbook": the goal's steps by sort order and its time blocks by day and start, copied into a
-- new playbook of the caller. A block points at its step by the step's position in that order.
create or replace function public.save_goal_as_playbook(p_goal_id uuid)
returns public.playbooks
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := public.require_user();
  goal public.one_thing_goals;
  saved public.playbooks;
begin
  select * into goal from public.one_thing_goals g where g.id = p_goal_id and g.user_id = caller;
  if not found then
    raise exception 'Goal not found' using errcode = '42501';
  end if;

  with steps as (
    select s.*, row_number() over (order by s.sort_order, s.created_at, s.id) as pos
    from public.one_thing_tasks s
    where s.goal_id = goal.id and s.start_time is null
  )
  insert into public.playbooks (user_id, title, description, tasks, time_blocks)
  values (
    caller,
    goal.title,
    goal.description,
    coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', s.id,
        'title', s.title,
        'completed', false,
        'description', s.instructions,
        'estimated_duration', s.duration_minutes,
        'sort_order', s.pos - 1
      ) order by s.pos)
      from steps s
    ), '[]'::jsonb),
    coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', b.id,
        'title', b.title,
        'start_time', b.start_time,
        'end_time', coalesce(b.end_time, public.block_end_time(b.start_time, coalesce(b.duration_minutes, 30))),
        'status', 'upcoming',
        'instructions', b.instructions,
        'completion_criteria', b.completion_criteria,
        'step_number', coalesce((select s.pos from steps s where s.id = b.step_id), b.step_number),
        'date', b.date
      ) order by b.date nulls last, b.start_time, b.created_at)
      from public.one_thing_tasks b
      where b.goal_id = goal.id and b.start_time is not null
    ), '[]'::jsonb)
  )
  returning * into saved;
  return saved;
end;
$$;

-- "Use as ONE Thing": the caller's new active goal (refused while the active goal is open), with the
-- playbook's steps and its time blocks placed on p_date. Blocks are placed by start time; one that would
-- overlap an already placed block moves to that block's end, and one that would then end after 23:59
-- raises 'Time Conflict', so nothing is saved.
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

-- A playbook whose steps were all done in Deep Work is kept as an inactive, completed goal (priority
-- Medium, 'Completed playbook goal'), titled like the playbook.
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
  return recorded;
end;
$$;

-- Clients write a playbook's content only; its owner is set on insert and never changes, timestamps are
-- the database's.
revoke insert, update on public.playbooks from anon, authenticated;
grant insert (user_id, title, description, tasks, time_blocks) on public.playbooks to authenticated;
grant update (title, description, tasks, time_blocks) on public.playbooks to authenticated;

-- The checks run as the writing user (the trigger is not security definer), so they keep execute.
revoke all on function public.playbook_time(jsonb) from public, anon;
revoke all on function public.playbook_minutes(jsonb) from public, anon;
revoke all on function public.playbook_text(jsonb) from public, anon;
revoke all on function public.normalise_playbook() from public, anon, authenticated;
revoke all on function public.save_goal_as_playbook(uuid) from public, anon;
revoke all on function public.create_goal_from_playbook(uuid, date) from public, anon;
revoke all on function public.complete_playbook_run(uuid) from public, anon;

grant execute on function public.playbook_time(jsonb) to authenticated, service_role;
grant execute on function public.playbook_minutes(jsonb) to authenticated, service_role;
grant execute on function public.playbook_text(jsonb) to authenticated, service_role;
grant execute on function public.save_goal_as_playbook(uuid) to authenticated, service_role;
grant execute on function public.create_goal_from_playbook(uuid, date) to authenticated, service_role;
grant execute on function public.complete_playbook_run(uuid) to authenticated, service_role;
