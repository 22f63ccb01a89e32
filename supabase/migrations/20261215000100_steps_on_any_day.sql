-- Steps on any day: a step's time block may be planned on any day, not only today, and unfinished steps of
-- past days can be brought to today in one action.
-- - update_step takes the block's day as well as its start and length; the conflict rule
--   (check_time_block_conflict) already compares a block with the blocks of its own day, so a block on
--   another day is another schedule.
-- - move_unfinished_steps_to_day moves the blocks of the goal's open steps that lie only in the past to the
--   given day, each at its own time when that is free, else at the first free time after it that day; a
--   block that fits nowhere later that day stays where it was. It returns where each moved block was, so
--   set_block_times can put them back (the Undo), checked for conflicts like any block write.

drop function public.update_step(uuid, text, uuid, time, integer);

create function public.update_step(
  p_step_id uuid,
  p_title text,
  p_block_id uuid default null,
  p_start_time time default null,
  p_duration_minutes integer default null,
  p_date date default null
)
returns public.one_thing_tasks
language plpgsql
volatile
set search_path = ''
as $$
declare
  step public.one_thing_tasks;
  block_end time;
begin
  perform public.require_user();
  update public.one_thing_tasks t
  set title = btrim(p_title), duration_minutes = coalesce(p_duration_minutes, t.duration_minutes)
  where t.id = p_step_id and t.start_time is null
  returning * into step;
  if not found then
    raise exception 'Step not found' using errcode = '42501';
  end if;
  if p_block_id is not null then
    if p_start_time is null or p_duration_minutes is null then
      raise exception 'Please fill in all required fields.' using errcode = '23502';
    end if;
    block_end := public.block_end_time(p_start_time, p_duration_minutes);
    if block_end <= p_start_time then
      perform public.raise_time_conflict();
    end if;
    -- Without a day the block keeps its own; the date's range check is the column's.
    update public.one_thing_tasks b
    set title = step.title, start_time = p_start_time, end_time = block_end, duration_minutes = p_duration_minutes,
        date = coalesce(p_date, b.date)
    where b.id = p_block_id and b.step_id = p_step_id;
    if not found then
      raise exception 'Time block not found' using errcode = '42501';
    end if;
  end if;
  return step;
end;
$$;
comment on function public.update_step(uuid, text, uuid, time, integer, date) is
  'Renames a step and, given p_block_id, moves that block of the step to p_date (its own day when null) at '
  'p_start_time for p_duration_minutes, checked for conflicts with the blocks of that day like a new block.';

create function public.move_unfinished_steps_to_day(p_goal_id uuid, p_day date)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  item record;
  start_minute integer;
  length_minutes integer;
  blocker_end integer;
  moved jsonb := '[]'::jsonb;
  moved_steps uuid[] := '{}';
  left_steps uuid[] := '{}';
begin
  perform public.require_user();
  perform public.assert_date_in_range(p_day);
  if p_day is null then
    raise exception 'Please fill in all required fields.' using errcode = '23502';
  end if;
  -- Row level security hides other users' goals, so this also checks ownership; the lock orders this with
  -- every other block write of the goal.
  perform 1 from public.one_thing_goals g where g.id = p_goal_id for update;
  if not found then
    raise exception 'Goal not found' using errcode = '42501';
  end if;

  for item in
    select b.id, b.step_id, b.date, b.start_time, b.end_time
    from public.one_thing_tasks b
    join public.one_thing_tasks s on s.id = b.step_id and s.goal_id = b.goal_id
    where b.goal_id = p_goal_id
      and b.start_time is not null
      and b.date < p_day
      and s.start_time is null
      and not s.completed
      -- A step that already has a block on that day or later is planned: it stays as it is.
      and not exists (
        select 1 from public.one_thing_tasks later
        where later.step_id = s.id and later.start_time is not null and later.date >= p_day
      )
    order by b.start_time, b.date, b.created_at, b.id
  loop
    start_minute := (extract(epoch from item.start_time) / 60)::integer;
    length_minutes := greatest(
      (extract(epoch from coalesce(item.end_time, item.start_time) - item.start_time) / 60)::integer, 1);
    loop
      select max((extract(epoch from b.end_time) / 60)::integer) into blocker_end
      from public.one_thing_tasks b
      where b.goal_id = p_goal_id and b.start_time is not null and b.date = p_day and b.id <> item.id
        and (extract(epoch from b.start_time) / 60)::integer < start_minute + length_minutes
        and start_minute < (extract(epoch from b.end_time) / 60)::integer;
      exit when blocker_end is null;
      start_minute := blocker_end;
    end loop;
    if start_minute + length_minutes > 24 * 60 - 1 then
      left_steps := left_steps || item.step_id;
      continue;
    end if;
    update public.one_thing_tasks b
    set date = p_day,
        start_time = (start_minute * interval '1 minute')::time,
        end_time = ((start_minute + length_minutes) * interval '1 minute')::time
    where b.id = item.id;
    moved := moved || jsonb_build_array(jsonb_build_object(
      'id', item.id, 'date', item.date, 'start_time', item.start_time, 'end_time', item.end_time));
    if not item.step_id = any(moved_steps) then
      moved_steps := moved_steps || item.step_id;
    end if;
  end loop;

  return jsonb_build_object(
    'moved_steps', coalesce(array_length(moved_steps, 1), 0),
    'left_steps', (select count(distinct l) from unnest(left_steps) l),
    'blocks', moved
  );
end;
$$;
comment on function public.move_unfinished_steps_to_day(uuid, date) is
  'Moves the blocks of the goal''s open steps that lie only before p_day to p_day, each at its own time when '
  'free, else at the first free time after it (a block that fits nowhere later stays). Returns { moved_steps, '
  'left_steps, blocks: [{ id, date, start_time, end_time }] } with where each moved block was.';

create function public.set_block_times(p_blocks jsonb)
returns setof public.one_thing_tasks
language plpgsql
volatile
set search_path = ''
as $$
declare
  item jsonb;
  placed public.one_thing_tasks;
begin
  perform public.require_user();
  if p_blocks is null or jsonb_typeof(p_blocks) <> 'array' then
    raise exception 'Please fill in all required fields.' using errcode = '23502';
  end if;
  for item in select value from jsonb_array_elements(p_blocks)
  loop
    -- Row level security limits this to the caller's blocks; the conflict and range checks are the table's.
    update public.one_thing_tasks b
    set date = (item ->> 'date')::date,
        start_time = (item ->> 'start_time')::time,
        end_time = (item ->> 'end_time')::time
    where b.id = (item ->> 'id')::uuid and b.start_time is not null
    returning * into placed;
    if not found then
      raise exception 'Time block not found' using errcode = '42501';
    end if;
    return next placed;
  end loop;
end;
$$;
comment on function public.set_block_times(jsonb) is
  'Puts each of the caller''s blocks [{ id, date, start_time, end_time }] at that day and time, all or none '
  '(the Undo of move_unfinished_steps_to_day); every block is checked for conflicts and range like any write.';

revoke execute on all functions in schema public from public, anon;
