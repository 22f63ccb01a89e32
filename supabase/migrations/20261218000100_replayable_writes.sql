-- Replayable writes: every write the app makes may reach the database twice (a request whose answer was lost
-- is sent again, an offline queue replays what it kept), and the second time must change nothing.
-- - A create carries the id the client gave it. The functions that create take it as p_id (null: the
--   database makes one, as before); sent again by the same user it writes nothing and answers with the row
--   as it is now. The tables the app inserts into directly let clients write their id; a second insert of
--   the same id fails on the primary key (23505), and the client reads its own row back by id and owner.
-- - An id that is another user's row is refused ('This id is already taken', 42501, hint id_taken); nothing
--   of theirs is read or changed.
-- - Deletes and restores state what should be: deleting what is already deleted answers as the deletion did
--   (or with nothing once the kept rows are gone), restoring what is already back answers with it as it is.
--   Another user's row is still refused.
-- Rules that no longer hold (an open active goal, a taken time slot, a playbook deleted since) still refuse a
-- replayed create that did not happen the first time.

create function public.raise_id_taken()
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'This id is already taken'
    using errcode = '42501', hint = 'id_taken';
end;
$$;
comment on function public.raise_id_taken() is
  'Raises ''This id is already taken'' (42501, hint id_taken): a create was given the id of a row that is not '
  'the caller''s, or not of the kind being created.';

-- ---- goals -----------------------------------------------------------------------------------------------

drop function public.create_goal(text, text, text, date, text, uuid);

create function public.create_goal(
  p_title text,
  p_description text default null,
  p_priority text default 'Medium',
  p_deadline date default null,
  p_why_description text default null,
  p_source_playbook_id uuid default null,
  p_id uuid default null
)
returns public.one_thing_goals
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := public.require_user();
  created public.one_thing_goals;
begin
  -- The user's goal changes run one after the other (the lock assert_no_open_active_goal takes), so a replay
  -- arriving with the first request finds the goal the first one made.
  perform 1 from public.profiles p where p.user_id = caller for update;
  if p_id is not null then
    select * into created from public.one_thing_goals g where g.id = p_id;
    if found then
      if created.user_id <> caller then
        perform public.raise_id_taken();
      end if;
      return created;
    end if;
  end if;

  perform public.assert_no_open_active_goal(caller);
  if p_source_playbook_id is not null and not exists (
    select 1 from public.playbooks pb where pb.id = p_source_playbook_id and pb.user_id = caller
  ) then
    raise exception 'Playbook not found' using errcode = '42501';
  end if;
  perform public.deactivate_goals(caller);
  begin
    insert into public.one_thing_goals (
      id, user_id, title, description, priority, deadline, why_description, is_active, source_type, source_playbook_id
    ) values (
      coalesce(p_id, gen_random_uuid()),
      caller,
      btrim(p_title),
      nullif(btrim(p_description), ''),
      coalesce(p_priority, 'Medium'),
      p_deadline,
      nullif(btrim(p_why_description), ''),
      true,
      case when p_source_playbook_id is null then 'manual' else 'playbook' end,
      p_source_playbook_id
    )
    returning * into created;
  exception when unique_violation then
    perform public.raise_id_taken();
  end;
  return created;
end;
$$;
comment on function public.create_goal(text, text, text, date, text, uuid, uuid) is
  'Creates the caller''s new active ONE Thing (id p_id when given), deactivating the previous completed one, in '
  'one transaction; refused while the active goal is open. The same p_id again returns that goal unchanged.';

drop function public.create_goal_from_playbook(uuid, date);

create function public.create_goal_from_playbook(p_playbook_id uuid, p_date date default null, p_id uuid default null)
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
  -- A replay answers with the goal the first request made, even once the playbook is gone.
  perform 1 from public.profiles p where p.user_id = caller for update;
  if p_id is not null then
    select * into goal from public.one_thing_goals g where g.id = p_id;
    if found then
      if goal.user_id <> caller then
        perform public.raise_id_taken();
      end if;
      return goal;
    end if;
  end if;
  select * into playbook from public.playbooks pb where pb.id = p_playbook_id and pb.user_id = caller;
  if not found then
    raise exception 'Playbook not found' using errcode = '42501';
  end if;
  day := coalesce(p_date, public.user_today(caller));

  goal := public.create_goal(playbook.title, playbook.description, 'Medium', null, null, playbook.id, p_id);

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
comment on function public.create_goal_from_playbook(uuid, date, uuid) is
  '"Use as ONE Thing": the caller''s new active goal (id p_id when given) from a playbook (create_goal''s rules), '
  'its steps, and its blocks placed on p_date (today by default) without overlaps, in one transaction. The same '
  'p_id again returns that goal as it is now.';

drop function public.complete_playbook_run(uuid);

create function public.complete_playbook_run(p_playbook_id uuid, p_id uuid default null)
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
  if p_id is not null then
    select * into recorded from public.one_thing_goals g where g.id = p_id;
    if found then
      if recorded.user_id <> caller then
        perform public.raise_id_taken();
      end if;
      return recorded;
    end if;
  end if;
  select * into playbook from public.playbooks pb where pb.id = p_playbook_id and pb.user_id = caller;
  if not found then
    raise exception 'Playbook not found' using errcode = '42501';
  end if;
  insert into public.one_thing_goals (
    id, user_id, title, description, priority, is_active, completed_at, source_type, source_playbook_id
  ) values (
    coalesce(p_id, gen_random_uuid()), caller, playbook.title, 'Completed playbook goal', 'Medium', false, now(),
    'playbook', playbook.id
  )
  on conflict (id) do nothing
  returning * into recorded;
  if not found then
    -- The same id arrived twice at once: the other request recorded the run (and checked in).
    select * into recorded from public.one_thing_goals g where g.id = p_id;
    if recorded.user_id is distinct from caller then
      perform public.raise_id_taken();
    end if;
    return recorded;
  end if;
  perform public.post_checkin(
    caller,
    'completed their ONE Thing',
    md5(format('playbook run %s %s', playbook.id, public.user_today(caller)))::uuid
  );
  return recorded;
end;
$$;
comment on function public.complete_playbook_run(uuid, uuid) is
  'All steps of a playbook run in Deep Work are done: kept as an inactive, completed goal (''Completed playbook '
  'goal'', Medium; id p_id when given). A playbook may run again and again; its groups see one check-in per '
  'playbook and day. The same p_id again records nothing and returns that goal.';

drop function public.save_goal_as_playbook(uuid);

create function public.save_goal_as_playbook(p_goal_id uuid, p_id uuid default null)
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
  if p_id is not null then
    select * into saved from public.playbooks pb where pb.id = p_id;
    if found then
      if saved.user_id <> caller then
        perform public.raise_id_taken();
      end if;
      return saved;
    end if;
  end if;
  select * into goal from public.one_thing_goals g where g.id = p_goal_id and g.user_id = caller;
  if not found then
    raise exception 'Goal not found' using errcode = '42501';
  end if;

  with steps as (
    select s.*, row_number() over (order by s.sort_order, s.created_at, s.id) as pos
    from public.one_thing_tasks s
    where s.goal_id = goal.id and s.start_time is null
  )
  insert into public.playbooks (id, user_id, title, description, tasks, time_blocks)
  values (
    coalesce(p_id, gen_random_uuid()),
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
  on conflict (id) do nothing
  returning * into saved;
  if not found then
    -- The same id arrived twice at once: the other request saved it.
    select * into saved from public.playbooks pb where pb.id = p_id;
    if saved.user_id is distinct from caller then
      perform public.raise_id_taken();
    end if;
  end if;
  return saved;
end;
$$;
comment on function public.save_goal_as_playbook(uuid, uuid) is
  '"Save as playbook": the goal''s steps by sort order and its blocks by day and start, copied into a new '
  'playbook of the caller (id p_id when given); a block points at its step by the step''s position. The same '
  'p_id again saves nothing and returns that playbook as it is now.';

-- ---- steps -----------------------------------------------------------------------------------------------

drop function public.create_step(uuid, text, time, integer, date);

create function public.create_step(
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
begin
  perform public.require_user();
  -- Row level security hides other users' goals, so this also checks ownership. The lock orders this with
  -- every step write of the goal, a replay of this same request included.
  perform 1 from public.one_thing_goals g where g.id = p_goal_id for update;
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
  'overlap with another block that day raises ''Time Conflict'' and saves nothing. The same p_id again returns '
  'that step as it is now and writes nothing.';

-- Deleting a step that is already deleted answers as the deletion did while its rows are kept (the undo stays
-- possible), and with a JSON null once they are gone; another user's step is still refused.
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
  archive public.deleted_steps;
  blocks jsonb;
  links jsonb;
begin
  select t.* into step
  from public.one_thing_tasks t join public.one_thing_goals g on g.id = t.goal_id
  where t.id = p_step_id and t.start_time is null and g.user_id = caller
  for update of t;
  if not found then
    if exists (select 1 from public.one_thing_tasks t where t.id = p_step_id) then
      raise exception 'Step not found' using errcode = '42501';
    end if;
    select * into archive from public.deleted_steps d where d.step_id = p_step_id and d.user_id = caller;
    if found then
      return jsonb_build_object('step', archive.step, 'blocks', archive.blocks, 'session_links', archive.session_links);
    end if;
    return null;
  end if;
  select coalesce(jsonb_agg(to_jsonb(b) order by b.date, b.start_time), '[]'::jsonb) into blocks
  from public.one_thing_tasks b where b.step_id = step.id and b.goal_id = step.goal_id;
  select coalesce(jsonb_agg(jsonb_build_object('id', s.id, 'task_id', s.task_id) order by s.id), '[]'::jsonb) into links
  from public.deep_work_sessions s
  where s.user_id = caller
    and s.task_id in (select b.id from public.one_thing_tasks b where b.id = step.id or b.step_id = step.id);

  delete from public.deleted_steps d where d.user_id = caller and d.deleted_at < now() - interval '1 day';
  insert into public.deleted_steps (step_id, user_id, goal_id, step, blocks, session_links)
  values (step.id, caller, step.goal_id, to_jsonb(step), blocks, links)
  on conflict (step_id) do update
    set user_id = excluded.user_id, goal_id = excluded.goal_id, step = excluded.step, blocks = excluded.blocks,
        session_links = excluded.session_links, deleted_at = now();
  delete from public.one_thing_tasks t where t.id = step.id;
  return jsonb_build_object('step', to_jsonb(step), 'blocks', blocks, 'session_links', links);
end;
$$;
comment on function public.delete_step(uuid) is
  'Deletes one of the caller''s steps with its time blocks, keeps them in deleted_steps for restore_step and '
  'returns { step, blocks, session_links: [{ id, task_id }] } as they were. Deleting it again returns the same '
  'while it is kept, a JSON null once it is not; another user''s step is refused.';

-- Restoring a step that is back already (a replay of the undo) answers with it as it is.
create or replace function public.restore_step(p_step_id uuid)
returns public.one_thing_tasks
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := public.require_user();
  archive public.deleted_steps;
  restored public.one_thing_tasks;
begin
  select * into archive from public.deleted_steps d
  where d.step_id = p_step_id and d.user_id = caller
  for update;
  if not found then
    select t.* into restored
    from public.one_thing_tasks t join public.one_thing_goals g on g.id = t.goal_id
    where t.id = p_step_id and t.start_time is null and g.user_id = caller;
    if found then
      return restored;
    end if;
    raise exception 'Nothing to restore' using errcode = '42501';
  end if;
  -- The goal is locked like every step write of it, so its block checks and progress see one order.
  perform 1 from public.one_thing_goals g where g.id = archive.goal_id and g.user_id = caller for update;
  if not found then
    raise exception 'Goal not found' using errcode = '42501';
  end if;
  if exists (select 1 from public.one_thing_tasks t where t.id = p_step_id) then
    raise exception 'This step is already there' using errcode = '23505';
  end if;

  -- The rows exactly as they were stored (the completion-time trigger keeps their completed_at while this is
  -- on); the step first, as its blocks reference it.
  perform set_config('onething.restoring_tasks', 'on', true);
  insert into public.one_thing_tasks
  select (jsonb_populate_record(null::public.one_thing_tasks, archive.step || jsonb_build_object('updated_at', now()))).*
  returning * into restored;
  insert into public.one_thing_tasks
  select (jsonb_populate_record(null::public.one_thing_tasks, b.value || jsonb_build_object('updated_at', now()))).*
  from jsonb_array_elements(archive.blocks) b;
  perform set_config('onething.restoring_tasks', '', true);

  -- Sessions that pointed at these rows point at them again, unless they were relinked meanwhile.
  update public.deep_work_sessions s
  set task_id = (link.value ->> 'task_id')::uuid
  from jsonb_array_elements(archive.session_links) link
  where s.id = (link.value ->> 'id')::uuid
    and s.user_id = caller
    and s.task_id is null;

  delete from public.deleted_steps d where d.step_id = archive.step_id;
  select * into restored from public.one_thing_tasks t where t.id = restored.id;
  return restored;
end;
$$;
comment on function public.restore_step(uuid) is
  'Puts back the step delete_step kept under this id (rows as stored, blocks checked for conflicts, sessions '
  'relinked), then forgets it. Restoring it again returns the step as it is and changes nothing; without a '
  'kept step of the caller''s and no such step, ''Nothing to restore''.';

-- ---- habits ----------------------------------------------------------------------------------------------

create or replace function public.delete_habit(p_habit_id uuid)
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

  delete from public.deleted_habits d where d.user_id = caller and d.deleted_at < now() - interval '1 day';
  insert into public.deleted_habits (habit_id, user_id, habit, completions)
  values (habit.id, caller, to_jsonb(habit), done)
  on conflict (habit_id) do update
    set habit = excluded.habit, completions = excluded.completions, deleted_at = now();
  delete from public.habits h where h.id = habit.id;
  return habit.id;
end;
$$;
comment on function public.delete_habit(uuid) is
  'Deletes one of the caller''s habits, keeping it and its completions in deleted_habits for restore_habit '
  '(archives older than a day are dropped then). A habit that is gone already is not an error (the same id '
  'comes back); another user''s habit is refused.';

create or replace function public.restore_habit(p_habit_id uuid)
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

-- ---- rows the app inserts directly -----------------------------------------------------------------------
-- The client's id is one more column it may write; the primary key refuses it a second time (23505), for its
-- own row and for another user's alike, so the client reads its row back by id and owner to tell them apart.

grant insert (id) on public.habits to authenticated;
grant insert (id) on public.deep_work_sessions to authenticated;
grant insert (id) on public.playbooks to authenticated;
grant insert (id) on public.groups to authenticated;
grant insert (id) on public.group_posts to authenticated;

-- ---- privileges ------------------------------------------------------------------------------------------

revoke execute on all functions in schema public from public, anon;
