-- A completed ONE Thing takes no new steps. The planner offers the step form for the active goal only, but a
-- step written while offline (or in a tab that had not seen the goal completed on another device) reaches the
-- database later; it is refused with 'This ONE Thing is already completed.' (P0001, hint goal_completed), so
-- the client can say what was not saved. A replay of a step that was saved before the goal completed still
-- answers with that step.

create or replace function public.create_step(
  p_goal_id uuid,
  p_title text,
  p_start_time time,
  p_duration_minutes integer,
  p_date date,
  p_id uuid default null,
  p_block_id uuid default null
)
returns public.one_thing_tasks
language plpgsql
volatile
set search_path = ''
as $$
declare
  next_sort integer;
  next_number integer;
  block_end time := public.block_end_time(p_start_time, p_duration_minutes);
  step public.one_thing_tasks;
  goal_completed_at timestamptz;
begin
  perform public.require_user();
  -- Row level security hides other users' goals, so this also checks ownership. The lock orders this with
  -- every step write of the goal, a replay of this same request included.
  select g.completed_at into goal_completed_at from public.one_thing_goals g where g.id = p_goal_id for update;
  if not found then
    raise exception 'Goal not found' using errcode = '42501';
  end if;
  if p_id is not null then
    -- Row level security shows the caller's rows only; another user's id fails on the insert below.
    select * into step from public.one_thing_tasks t where t.id = p_id;
    if found then
      if step.goal_id <> p_goal_id or step.start_time is not null then
        perform public.raise_id_taken();
      end if;
      return step;
    end if;
  end if;
  if goal_completed_at is not null then
    raise exception 'This ONE Thing is already completed.' using errcode = 'P0001', hint = 'goal_completed';
  end if;
  if p_start_time is null or p_date is null then
    raise exception 'Please fill in all required fields.' using errcode = '23502';
  end if;
  if block_end <= p_start_time then
    perform public.raise_time_conflict();
  end if;
  select coalesce(max(t.sort_order), -1) + 1, count(*) + 1 into next_sort, next_number
  from public.one_thing_tasks t where t.goal_id = p_goal_id and t.start_time is null;

  begin
    insert into public.one_thing_tasks (id, goal_id, title, sort_order, step_number, duration_minutes)
    values (coalesce(p_id, gen_random_uuid()), p_goal_id, btrim(p_title), next_sort, next_number, p_duration_minutes)
    returning * into step;

    insert into public.one_thing_tasks (
      id, goal_id, title, sort_order, step_number, duration_minutes, date, start_time, end_time, step_id
    ) values (
      coalesce(p_block_id, gen_random_uuid()), p_goal_id, step.title, next_sort, next_number, p_duration_minutes,
      p_date, p_start_time, block_end, step.id
    );
  exception when unique_violation then
    perform public.raise_id_taken();
  end;
  return step;
end;
$$;
comment on function public.create_step(uuid, text, time, integer, date, uuid, uuid) is
  'A step (id p_id when given) and its time block (id p_block_id when given) on p_date, in one transaction; an '
  'overlap with another block that day raises ''Time Conflict'' and saves nothing, and a completed goal takes no '
  'new step (P0001, hint goal_completed). The same p_id again returns that step as it is now and writes nothing.';

revoke execute on all functions in schema public from public, anon;
