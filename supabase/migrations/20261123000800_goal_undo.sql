-- Undo in the ONE Thing planner, kept by the database so an undo restores exactly what was there:
-- - delete_step() deletes a step with its time blocks and returns what it deleted (the rows as stored, and the
--   deep work sessions that pointed at them), so the app can hand that snapshot back unchanged;
-- - restore_step() puts such a snapshot back with its ids, completion state and completion times, the blocks
--   checked for time conflicts like any block, and the sessions linked again;
-- - reopen_goal_step() undoes completing a goal by its last step: the step open again (its blocks follow),
--   the goal active and not completed, and its "completed their ONE Thing" check-ins withdrawn. It is refused
--   while another active goal is open, like re-activating any goal.
-- Each is one transaction. Clients send the state they want back, never "toggle".

-- A restored task keeps the completion time it had; every other write is stamped as before.
create or replace function public.stamp_task_completed_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not new.completed then
    new.completed_at := null;
  elsif tg_op = 'INSERT' and new.completed_at is not null
        and coalesce(current_setting('onething.restoring_tasks', true), '') = 'on' then
    new.completed_at := least(new.completed_at, now());
  elsif tg_op = 'INSERT' or not old.completed then
    new.completed_at := now();
  else
    new.completed_at := old.completed_at;
  end if;
  return new;
end;
$$;

-- Deletes one of the caller's steps with its time blocks and returns
-- { step, blocks: [...], session_links: [{ id, task_id }] } as they were.
create or replace function public.delete_step(p_step_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := public.require_user();
  step public.one_thing_tasks;
  blocks jsonb;
  links jsonb;
begin
  select t.* into step
  from public.one_thing_tasks t join public.one_thing_goals g on g.id = t.goal_id
  where t.id = p_step_id and t.start_time is null and g.user_id = caller
  for update of t;
  if not found then
    raise exception 'Step not found' using errcode = '42501';
  end if;
  select coalesce(jsonb_agg(to_jsonb(b) order by b.date, b.start_time), '[]'::jsonb) into blocks
  from public.one_thing_tasks b where b.step_id = step.id and b.goal_id = step.goal_id;
  select coalesce(jsonb_agg(jsonb_build_object('id', s.id, 'task_id', s.task_id) order by s.id), '[]'::jsonb) into links
  from public.deep_work_sessions s
  where s.user_id = caller
    and s.task_id in (select b.id from public.one_thing_tasks b where b.id = step.id or b.step_id = step.id);
  delete from public.one_thing_tasks t where t.id = step.id;
  return jsonb_build_object('step', to_jsonb(step), 'blocks', blocks, 'session_links', links);
end;
$$;

-- Puts back a step deleted by delete_step() from the snapshot it returned. Progress and statuses are derived
-- again by the database; a block whose slot was taken in the meantime raises 'Time Conflict' and nothing is
-- restored; a step that exists already is refused.
create or replace function public.restore_step(p_snapshot jsonb)
returns public.one_thing_tasks
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := public.require_user();
  given public.one_thing_tasks := jsonb_populate_record(null::public.one_thing_tasks, p_snapshot -> 'step');
  block public.one_thing_tasks;
  restored public.one_thing_tasks;
  link jsonb;
begin
  if given.id is null or given.goal_id is null or given.start_time is not null then
    raise exception 'Please fill in all required fields.' using errcode = '23502';
  end if;
  perform 1 from public.one_thing_goals g where g.id = given.goal_id and g.user_id = caller for update;
  if not found then
    raise exception 'Goal not found' using errcode = '42501';
  end if;
  if exists (select 1 from public.one_thing_tasks t where t.id = given.id) then
    raise exception 'This step is already there' using errcode = '23505';
  end if;

  perform set_config('onething.restoring_tasks', 'on', true);
  insert into public.one_thing_tasks (
    id, goal_id, title, completed, completed_at, sort_order, step_number, duration_minutes,
    instructions, completion_criteria, created_at
  ) values (
    given.id, given.goal_id, given.title, coalesce(given.completed, false), given.completed_at,
    coalesce(given.sort_order, 0), coalesce(given.step_number, 1), given.duration_minutes,
    given.instructions, given.completion_criteria, coalesce(given.created_at, now())
  )
  returning * into restored;

  for block in
    select * from jsonb_populate_recordset(null::public.one_thing_tasks, coalesce(p_snapshot -> 'blocks', '[]'::jsonb))
  loop
    if block.id is null or block.start_time is null or block.date is null then
      raise exception 'Please fill in all required fields.' using errcode = '23502';
    end if;
    insert into public.one_thing_tasks (
      id, goal_id, step_id, title, completed, completed_at, sort_order, step_number, duration_minutes,
      date, start_time, end_time, instructions, completion_criteria, created_at
    ) values (
      block.id, restored.goal_id, restored.id, block.title, restored.completed, block.completed_at,
      coalesce(block.sort_order, 0), coalesce(block.step_number, 1), block.duration_minutes,
      block.date, block.start_time, block.end_time, block.instructions, block.completion_criteria,
      coalesce(block.created_at, now())
    );
  end loop;
  perform set_config('onething.restoring_tasks', '', true);

  for link in select * from jsonb_array_elements(coalesce(p_snapshot -> 'session_links', '[]'::jsonb)) loop
    update public.deep_work_sessions s
    set task_id = (link ->> 'task_id')::uuid
    where s.id = (link ->> 'id')::uuid
      and s.user_id = caller
      and s.task_id is null
      and exists (
        select 1 from public.one_thing_tasks t
        where t.id = (link ->> 'task_id')::uuid and (t.id = restored.id or t.step_id = restored.id)
      );
  end loop;
  return restored;
end;
$$;

-- Undoes completing a goal by its last step: the step open, the goal active and not completed.
-- Returns { step, goal } as they are afterwards.
create or replace function public.reopen_goal_step(p_step_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := public.require_user();
  v_goal_id uuid;
  step public.one_thing_tasks;
  goal public.one_thing_goals;
begin
  select t.goal_id into v_goal_id
  from public.one_thing_tasks t join public.one_thing_goals g on g.id = t.goal_id
  where t.id = p_step_id and t.start_time is null and g.user_id = caller;
  if not found then
    raise exception 'Step not found' using errcode = '42501';
  end if;
  perform public.assert_no_open_active_goal(caller, v_goal_id);
  perform public.deactivate_goals(caller, v_goal_id);
  update public.one_thing_goals g set is_active = true, completed_at = null where g.id = v_goal_id;
  -- The check-ins its completion posted go with it (completing it again posts them again).
  delete from public.group_posts p
  where p.user_id = caller and p.kind = 'checkin' and p.checkin_source = v_goal_id;
  update public.one_thing_tasks t set completed = false where t.id = p_step_id returning * into step;
  select * into goal from public.one_thing_goals g where g.id = v_goal_id;
  return jsonb_build_object('step', to_jsonb(step), 'goal', to_jsonb(goal));
end;
$$;

revoke all on function public.delete_step(uuid) from public, anon;
revoke all on function public.restore_step(jsonb) from public, anon;
revoke all on function public.reopen_goal_step(uuid) from public, anon;
grant execute on function public.delete_step(uuid) to authenticated, service_role;
grant execute on function public.restore_step(jsonb) to authenticated, service_role;
grant execute on function public.reopen_goal_step(uuid) to authenticated, service_role;
