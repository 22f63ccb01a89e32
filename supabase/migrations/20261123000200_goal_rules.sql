-- The ONE Thing's rules, kept by the database so they hold whatever a client sends:
-- - a goal's progress is derived from its steps (100 once the goal is completed) and never written by a client;
-- - a step's status mirrors its completion, and its time blocks follow the step;
-- - completing the last open step of the active goal completes the goal;
-- - time blocks of one goal never overlap on the same day (half-open ranges: 09:00-09:30 then 09:30 is fine);
-- - a new goal (or re-activating one) is refused while another active goal is not completed.
-- Multi-row changes are functions called with rpc(), so they commit or roll back as one.

-- Steps are tasks without a start time; time blocks have one.
create or replace function public.goal_step_progress(p_goal_id uuid)
returns integer
language sql
stable
set search_path = ''
as $$
  select coalesce(round(100.0 * count(*) filter (where t.completed) / nullif(count(*), 0))::integer, 0)
  from public.one_thing_tasks t
  where t.goal_id = p_goal_id and t.start_time is null;
$$;

create or replace function public.set_goal_progress()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.progress := case when new.completed_at is not null then 100 else public.goal_step_progress(new.id) end;
  return new;
end;
$$;

create trigger one_thing_goals_set_progress
  before insert or update on public.one_thing_goals
  for each row execute function public.set_goal_progress();

-- After any change to tasks, the goals they belong to recompute their progress (the trigger above does it).
create or replace function public.refresh_goal_progress()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('INSERT', 'UPDATE') then
    update public.one_thing_goals g set progress = g.progress
    where g.id in (select distinct n.goal_id from changed_new n)
      and g.progress is distinct from
        (case when g.completed_at is not null then 100 else public.goal_step_progress(g.id) end);
  end if;
  if tg_op in ('DELETE', 'UPDATE') then
    update public.one_thing_goals g set progress = g.progress
    where g.id in (select distinct o.goal_id from changed_old o)
      and g.progress is distinct from
        (case when g.completed_at is not null then 100 else public.goal_step_progress(g.id) end);
  end if;
  return null;
end;
$$;

create trigger one_thing_tasks_progress_after_insert
  after insert on public.one_thing_tasks
  referencing new table as changed_new
  for each statement execute function public.refresh_goal_progress();
create trigger one_thing_tasks_progress_after_update
  after update on public.one_thing_tasks
  referencing old table as changed_old new table as changed_new
  for each statement execute function public.refresh_goal_progress();
create trigger one_thing_tasks_progress_after_delete
  after delete on public.one_thing_tasks
  referencing old table as changed_old
  for each statement execute function public.refresh_goal_progress();

-- A step's status says whether it is completed; a time block with a step takes the step's state.
create or replace function public.sync_task_status()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  step_completed boolean;
begin
  if new.start_time is not null and new.step_id is not null then
    select s.completed into step_completed from public.one_thing_tasks s where s.id = new.step_id;
    if found then
      new.completed := step_completed;
    end if;
  end if;
  new.status := case when new.completed then 'completed' else 'upcoming' end;
  return new;
end;
$$;

create trigger one_thing_tasks_sync_status
  before insert or update on public.one_thing_tasks
  for each row execute function public.sync_task_status();

-- When a step changes state its blocks follow; completing the last open step of the active goal completes it.
create or replace function public.after_step_completion()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.one_thing_tasks b
  set completed = new.completed
  where b.step_id = new.id and b.goal_id = new.goal_id and b.completed is distinct from new.completed;

  if new.completed then
    update public.one_thing_goals g
    set is_active = false, completed_at = now()
    where g.id = new.goal_id
      and g.is_active
      and g.completed_at is null
      and not exists (
        select 1 from public.one_thing_tasks s
        where s.goal_id = g.id and s.start_time is null and not s.completed
      );
  end if;
  return null;
end;
$$;

create trigger one_thing_tasks_after_step_completion
  after update of completed on public.one_thing_tasks
  for each row
  when (old.completed is distinct from new.completed and new.start_time is null)
  execute function public.after_step_completion();

-- Raised for an overlapping (or empty) time block. 23P01 is what an exclusion constraint would raise;
-- the app shows 'Time Conflict' for it.
create or replace function public.raise_time_conflict()
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'Time Conflict'
    using errcode = '23P01',
      detail = 'This time slot is already taken by another step. Please choose a different time.',
      hint = 'time_conflict';
end;
$$;

create or replace function public.check_time_block_conflict()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  new_end time := coalesce(new.end_time, new.start_time);
begin
  -- Serialises block writes per goal, so two requests cannot both see a free slot and both take it.
  perform 1 from public.one_thing_goals g where g.id = new.goal_id for update;
  if exists (
    select 1 from public.one_thing_tasks b
    where b.goal_id = new.goal_id
      and b.id <> new.id
      and b.start_time is not null
      and b.date = new.date
      and b.start_time < new_end
      and new.start_time < coalesce(b.end_time, b.start_time)
  ) then
    perform public.raise_time_conflict();
  end if;
  return new;
end;
$$;

create trigger one_thing_tasks_check_time_conflict
  before insert or update of start_time, end_time, date, goal_id on public.one_thing_tasks
  for each row
  when (new.start_time is not null and new.date is not null)
  execute function public.check_time_block_conflict();

-- End of a block that starts at p_start and lasts p_minutes, clamped to the last minute of the day.
create or replace function public.block_end_time(p_start time, p_minutes integer)
returns time
language sql
immutable
set search_path = ''
as $$
  select (least(floor(extract(epoch from p_start) / 60)::integer + p_minutes, 24 * 60 - 1) * interval '1 minute')::time;
$$;

-- The one-active-goal rule: while an active goal is not completed, no other goal may become active.
-- Locks the caller's profile row so concurrent goal changes of one user run one after the other.
create or replace function public.assert_no_open_active_goal(p_user_id uuid, p_except uuid default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform 1 from public.profiles p where p.user_id = p_user_id for update;
  if exists (
    select 1 from public.one_thing_goals g
    where g.user_id = p_user_id and g.is_active and g.completed_at is null and g.progress < 100
      and g.id is distinct from p_except
  ) then
    raise exception 'You already have an active ONE Thing goal. Complete it before creating a new one.'
      using errcode = 'P0001', hint = 'active_goal_exists';
  end if;
end;
$$;

-- Deactivates the user's active goals; one that reached 100% counts as completed now.
create or replace function public.deactivate_goals(p_user_id uuid, p_except uuid default null)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.one_thing_goals g
  set is_active = false,
      completed_at = case when g.completed_at is null and g.progress >= 100 then now() else g.completed_at end
  where g.user_id = p_user_id and g.is_active and g.id is distinct from p_except;
$$;

create or replace function public.require_user()
returns uuid
language plpgsql
stable
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
begin
  if caller is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  return caller;
end;
$$;

-- Creates the caller's new active ONE Thing (deactivating the previous, completed one) in one transaction.
create or replace function public.create_goal(
  p_title text,
  p_description text default null,
  p_priority text default 'Medium',
  p_deadline date default null,
  p_why_description text default null,
  p_source_playbook_id uuid default null
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
  perform public.assert_no_open_active_goal(caller);
  if p_source_playbook_id is not null and not exists (
    select 1 from public.playbooks pb where pb.id = p_source_playbook_id and pb.user_id = caller
  ) then
    raise exception 'Playbook not found' using errcode = '42501';
  end if;
  perform public.deactivate_goals(caller);
  insert into public.one_thing_goals (
    user_id, title, description, priority, deadline, why_description, is_active, source_type, source_playbook_id
  ) values (
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
  return created;
end;
$$;

-- Makes one of the caller's goals the active one (re-opening it if it was completed).
create or replace function public.activate_goal(p_goal_id uuid)
returns public.one_thing_goals
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := public.require_user();
  activated public.one_thing_goals;
begin
  if not exists (select 1 from public.one_thing_goals g where g.id = p_goal_id and g.user_id = caller) then
    raise exception 'Goal not found' using errcode = '42501';
  end if;
  perform public.assert_no_open_active_goal(caller, p_goal_id);
  perform public.deactivate_goals(caller, p_goal_id);
  update public.one_thing_goals g set is_active = true, completed_at = null
  where g.id = p_goal_id
  returning * into activated;
  return activated;
end;
$$;

-- 'Mark as Done': inactive, completed now, progress 100. Completing a completed goal changes nothing.
create or replace function public.complete_goal(p_goal_id uuid)
returns public.one_thing_goals
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := public.require_user();
  goal public.one_thing_goals;
begin
  update public.one_thing_goals g
  set is_active = false, completed_at = coalesce(g.completed_at, now())
  where g.id = p_goal_id and g.user_id = caller
  returning * into goal;
  if not found then
    raise exception 'Goal not found' using errcode = '42501';
  end if;
  return goal;
end;
$$;

-- A playbook finished in Deep Work is kept as an inactive, completed goal.
create or replace function public.record_completed_playbook(
  p_title text,
  p_description text default null,
  p_playbook_id uuid default null
)
returns public.one_thing_goals
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := public.require_user();
  recorded public.one_thing_goals;
begin
  if p_playbook_id is not null and not exists (
    select 1 from public.playbooks pb where pb.id = p_playbook_id and pb.user_id = caller
  ) then
    raise exception 'Playbook not found' using errcode = '42501';
  end if;
  insert into public.one_thing_goals (
    user_id, title, description, priority, is_active, completed_at, source_type, source_playbook_id
  ) values (
    caller,
    btrim(p_title),
    coalesce(nullif(btrim(p_description), ''), 'Completed playbook goal'),
    'Medium',
    false,
    now(),
    'playbook',
    p_playbook_id
  )
  returning * into recorded;
  return recorded;
end;
$$;

-- A step and its time block on p_date, in one transaction; an overlap with another block that day raises
-- 'Time Conflict' and saves nothing.
create or replace function public.create_step(
  p_goal_id uuid,
  p_title text,
  p_start_time time,
  p_duration_minutes integer,
  p_date date
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
  -- Row level security hides other users' goals, so this also checks ownership.
  perform 1 from public.one_thing_goals g where g.id = p_goal_id for update;
  if not found then
    raise exception 'Goal not found' using errcode = '42501';
  end if;
  if p_start_time is null or p_date is null then
    raise exception 'Please fill in all required fields.' using errcode = '23502';
  end if;
  if block_end <= p_start_time then
    perform public.raise_time_conflict();
  end if;
  select coalesce(max(t.sort_order), -1) + 1, count(*) + 1 into next_sort, next_number
  from public.one_thing_tasks t where t.goal_id = p_goal_id and t.start_time is null;

  insert into public.one_thing_tasks (goal_id, title, sort_order, step_number, duration_minutes)
  values (p_goal_id, btrim(p_title), next_sort, next_number, p_duration_minutes)
  returning * into step;

  insert into public.one_thing_tasks (
    goal_id, title, sort_order, step_number, duration_minutes, date, start_time, end_time, step_id
  ) values (
    p_goal_id, step.title, next_sort, next_number, p_duration_minutes, p_date, p_start_time, block_end, step.id
  );
  return step;
end;
$$;

-- Renames a step and, when p_block_id is given, moves that block of the step to p_start_time for
-- p_duration_minutes (checked for conflicts like a new block).
create or replace function public.update_step(
  p_step_id uuid,
  p_title text,
  p_block_id uuid default null,
  p_start_time time default null,
  p_duration_minutes integer default null
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
    update public.one_thing_tasks b
    set title = step.title, start_time = p_start_time, end_time = block_end, duration_minutes = p_duration_minutes
    where b.id = p_block_id and b.step_id = p_step_id;
    if not found then
      raise exception 'Time block not found' using errcode = '42501';
    end if;
  end if;
  return step;
end;
$$;

-- Sets a step to the intended state (sending the same state twice changes nothing). Its blocks follow and the
-- goal completes when this was its last open step; goal_completed says whether this call completed it.
create or replace function public.set_step_completed(p_step_id uuid, p_completed boolean)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  step public.one_thing_tasks;
  was_open boolean;
  goal public.one_thing_goals;
begin
  perform public.require_user();
  if p_completed is null then
    raise exception 'Please fill in all required fields.' using errcode = '23502';
  end if;
  select g.is_active and g.completed_at is null into was_open
  from public.one_thing_tasks t join public.one_thing_goals g on g.id = t.goal_id
  where t.id = p_step_id and t.start_time is null
  for update of g;
  if not found then
    raise exception 'Step not found' using errcode = '42501';
  end if;
  update public.one_thing_tasks t set completed = p_completed where t.id = p_step_id returning * into step;
  select * into goal from public.one_thing_goals g where g.id = step.goal_id;
  return jsonb_build_object(
    'step', to_jsonb(step),
    'goal', to_jsonb(goal),
    'goal_completed', was_open and goal.completed_at is not null
  );
end;
$$;

-- Clients change goals and tasks through the functions above and these columns only; progress, status,
-- is_active and completed_at are the database's.
revoke insert, update on public.one_thing_goals from anon, authenticated;
grant update (title, description, priority, deadline, why_description) on public.one_thing_goals to authenticated;

revoke insert, update on public.one_thing_tasks from anon, authenticated;
grant insert (
  goal_id, title, completed, sort_order, date, start_time, end_time, duration_minutes, step_number,
  instructions, completion_criteria, step_id
) on public.one_thing_tasks to authenticated;
grant update (
  title, completed, sort_order, date, start_time, end_time, duration_minutes, step_number,
  instructions, completion_criteria
) on public.one_thing_tasks to authenticated;

revoke all on function public.goal_step_progress(uuid) from public, anon;
revoke all on function public.set_goal_progress() from public, anon, authenticated;
revoke all on function public.refresh_goal_progress() from public, anon, authenticated;
revoke all on function public.sync_task_status() from public, anon, authenticated;
revoke all on function public.after_step_completion() from public, anon, authenticated;
revoke all on function public.raise_time_conflict() from public, anon;
revoke all on function public.check_time_block_conflict() from public, anon, authenticated;
revoke all on function public.block_end_time(time, integer) from public, anon;
revoke all on function public.assert_no_open_active_goal(uuid, uuid) from public, anon, authenticated;
revoke all on function public.deactivate_goals(uuid, uuid) from public, anon, authenticated;
revoke all on function public.require_user() from public, anon;
revoke all on function public.create_goal(text, text, text, date, text, uuid) from public, anon;
revoke all on function public.activate_goal(uuid) from public, anon;
revoke all on function public.complete_goal(uuid) from public, anon;
revoke all on function public.record_completed_playbook(text, text, uuid) from public, anon;
revoke all on function public.create_step(uuid, text, time, integer, date) from public, anon;
revoke all on function public.update_step(uuid, text, uuid, time, integer) from public, anon;
revoke all on function public.set_step_completed(uuid, boolean) from public, anon;

grant execute on function public.goal_step_progress(uuid) to authenticated, service_role;
grant execute on function public.raise_time_conflict() to authenticated, service_role;
grant execute on function public.block_end_time(time, integer) to authenticated, service_role;
grant execute on function public.require_user() to authenticated, service_role;
grant execute on function public.create_goal(text, text, text, date, text, uuid) to authenticated, service_role;
grant execute on function public.activate_goal(uuid) to authenticated, service_role;
grant execute on function public.complete_goal(uuid) to authenticated, service_role;
grant execute on function public.record_completed_playbook(text, text, uuid) to authenticated, service_role;
grant execute on function public.create_step(uuid, text, time, integer, date) to authenticated, service_role;
grant execute on function public.update_step(uuid, text, uuid, time, integer) to authenticated, service_role;
grant execute on function public.set_step_completed(uuid, boolean) to authenticated, service_role;
