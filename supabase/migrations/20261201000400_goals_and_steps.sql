-- The ONE Thing: goals, their steps and the time blocks scheduled for those steps, kept by the database so
-- the rules hold whatever a client sends:
-- - at most one active goal per user, and a new one (or re-activating one) only once the active one is completed;
-- - a goal's progress is derived from its steps (100 once the goal is completed) and never written by a client;
-- - a step's status mirrors its completion, its completion time is stamped, and its time blocks follow the step;
-- - completing the last open step of the active goal completes the goal, and a completed goal takes no new
--   steps ('This ONE Thing is already completed.', P0001, hint goal_completed: a step written offline, or in
--   a tab that had not seen the goal completed on another device, is refused so the client can say what was
--   not saved);
-- - time blocks of one goal never overlap on the same day (half-open ranges: 09:00-09:30 then 09:30 is fine);
--   a step's block may be planned on any day, and the blocks of open steps left in the past can be brought to
--   a day in one action (and put back);
-- - an undo restores exactly what the database deleted or changed, never a copy a client sends;
-- - a create sent twice changes nothing (the foundation's "writes sent twice" rule): create_goal,
--   create_goal_from_playbook, complete_playbook_run, save_goal_as_playbook and create_step take the client's
--   id as p_id (create_step its block's as p_block_id, create_goal_from_playbook its steps' and blocks' as
--   p_step_ids and p_block_ids); deleting or restoring a step twice answers as the first call did.
-- Steps are tasks without a start time; time blocks have one and point at their step through step_id.
-- Multi-row changes are functions called with rpc(), so they commit or roll back as one. Clients send the
-- state they intend ("this step is done"), never "toggle".

create table public.one_thing_goals (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  title text not null,
  description text,
  priority text not null default 'Medium',
  progress integer not null default 0,
  is_active boolean not null default true,
  deadline date,
  why_description text,
  completed_at timestamptz,
  source_type text not null default 'manual',
  source_playbook_id uuid references public.playbooks (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint one_thing_goals_title_nonblank check (btrim(title) <> ''),
  constraint one_thing_goals_priority_valid
    check (priority in ('Low', 'Medium', 'High', 'Critical')),
  constraint one_thing_goals_progress_range check (progress between 0 and 100),
  constraint one_thing_goals_source_type_valid check (source_type in ('manual', 'playbook')),
  constraint one_thing_goals_deadline_in_range check (public.date_in_range(deadline))
);
comment on table public.one_thing_goals is
  'A user''s ONE Thing goals: at most one active; progress, is_active and completed_at are the database''s '
  '(written by the goal functions and the step triggers).';

-- The product's central rule: at most one active ONE Thing per user.
create unique index one_thing_goals_one_active_per_user
  on public.one_thing_goals (user_id) where is_active;
create index one_thing_goals_user_created_idx on public.one_thing_goals (user_id, created_at desc);
create index one_thing_goals_source_playbook_idx on public.one_thing_goals (source_playbook_id);

create trigger one_thing_goals_set_updated_at
  before update on public.one_thing_goals
  for each row execute function public.set_updated_at();

create table public.one_thing_tasks (
  id uuid primary key default gen_random_uuid(),
  goal_id uuid not null references public.one_thing_goals (id) on delete cascade,
  title text not null,
  completed boolean not null default false,
  sort_order integer not null default 0,
  date date,
  start_time time,
  end_time time,
  duration_minutes integer,
  status text not null default 'upcoming',
  step_number integer not null default 1,
  instructions text,
  completion_criteria text,
  step_id uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- When a step was completed, so a reflection period can count the steps completed in it.
  completed_at timestamptz,
  constraint one_thing_tasks_title_nonblank check (btrim(title) <> ''),
  constraint one_thing_tasks_duration_range check (duration_minutes between 1 and 180),
  constraint one_thing_tasks_status_valid check (status in ('upcoming', 'completed')),
  constraint one_thing_tasks_step_number_min check (step_number >= 1),
  constraint one_thing_tasks_time_order
    check (start_time is null or end_time is null or end_time > start_time),
  constraint one_thing_tasks_date_in_range check (public.date_in_range(date)),
  -- Target of the composite foreign key below.
  constraint one_thing_tasks_id_goal_key unique (id, goal_id),
  -- A time block's step must be in the same goal. A composite key enforces that for every role
  -- (an RLS policy reading this same table would recurse) and still cascades step deletion to its blocks.
  -- MATCH SIMPLE: rows with a null step_id are not checked.
  constraint one_thing_tasks_step_id_fkey foreign key (step_id, goal_id)
    references public.one_thing_tasks (id, goal_id) on delete cascade
);
comment on table public.one_thing_tasks is
  'A goal''s steps (no start_time) and time blocks (a start_time, a day, the step they are for). status, '
  'completed_at and the goal''s progress follow completed; blocks of a goal never overlap on a day.';

create index one_thing_tasks_goal_sort_idx on public.one_thing_tasks (goal_id, sort_order);
create index one_thing_tasks_goal_schedule_idx on public.one_thing_tasks (goal_id, date, start_time);
create index one_thing_tasks_step_idx on public.one_thing_tasks (step_id);

create trigger one_thing_tasks_set_updated_at
  before update on public.one_thing_tasks
  for each row execute function public.set_updated_at();

-- ---- ownership -------------------------------------------------------------------------------------------

-- A set, not a per-row test: in a policy `goal_id in (select public.my_goal_ids())` is computed once per
-- statement (a hashed subplan, as the subquery it replaces was), where a per-row function call would run a
-- query for each row.
create function public.my_goal_ids()
returns setof uuid
language sql
stable
set search_path = ''
as $$
  select g.id from public.one_thing_goals g where g.user_id = (select auth.uid());
$$;
comment on function public.my_goal_ids() is
  'The ids of the caller''s goals: the one ownership rule for rows that belong to a goal or point at one '
  '(steps and blocks, habits, deep work sessions). Runs as the caller.';

-- ---- progress --------------------------------------------------------------------------------------------

create function public.goal_step_progress(p_goal_id uuid)
returns integer
language sql
stable
set search_path = ''
as $$
  select coalesce(round(100.0 * count(*) filter (where t.completed) / nullif(count(*), 0))::integer, 0)
  from public.one_thing_tasks t
  where t.goal_id = p_goal_id and t.start_time is null;
$$;
comment on function public.goal_step_progress(uuid) is 'A goal''s progress: the rounded share of its steps that are completed (0 without steps).';

create function public.set_goal_progress()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.progress := case when new.completed_at is not null then 100 else public.goal_step_progress(new.id) end;
  return new;
end;
$$;
comment on function public.set_goal_progress() is
  'Trigger: a goal''s progress is derived on every write (100 once completed), whatever a client sends.';

create trigger one_thing_goals_set_progress
  before insert or update on public.one_thing_goals
  for each row execute function public.set_goal_progress();

create function public.refresh_goal_progress()
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
comment on function public.refresh_goal_progress() is
  'Statement trigger on tasks: the goals whose tasks changed recompute their progress (through set_goal_progress).';

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

-- ---- a step's state --------------------------------------------------------------------------------------

create function public.sync_task_status()
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
comment on function public.sync_task_status() is
  'Trigger: status says whether a task is completed; a time block with a step takes the step''s state.';

create trigger one_thing_tasks_sync_status
  before insert or update on public.one_thing_tasks
  for each row execute function public.sync_task_status();

-- Clients cannot write completed_at (the column privileges do not list it). While restore_step puts rows back
-- (onething.restoring_tasks = 'on'), an inserted task keeps the completion time it had.
create function public.stamp_task_completed_at()
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
comment on function public.stamp_task_completed_at() is
  'Trigger: completed_at is when a task became completed (null while open); a restored task keeps its own.';

create trigger one_thing_tasks_stamp_completed_at
  before insert or update on public.one_thing_tasks
  for each row execute function public.stamp_task_completed_at();

create function public.after_step_completion()
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
comment on function public.after_step_completion() is
  'Trigger: when a step changes state its blocks follow, and completing the last open step of the active '
  'goal completes the goal.';

create trigger one_thing_tasks_after_step_completion
  after update of completed on public.one_thing_tasks
  for each row
  when (old.completed is distinct from new.completed and new.start_time is null)
  execute function public.after_step_completion();

-- ---- time blocks never overlap ---------------------------------------------------------------------------

-- 23P01 is what an exclusion constraint would raise; the app shows 'Time Conflict' for it.
create function public.raise_time_conflict()
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
comment on function public.raise_time_conflict() is 'Raises ''Time Conflict'' (23P01, hint time_conflict) for an overlapping or empty time block.';

create function public.check_time_block_conflict()
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
comment on function public.check_time_block_conflict() is
  'Trigger: a time block may not overlap another block of its goal on the same day (half-open ranges); '
  'block writes are serialised per goal.';

create trigger one_thing_tasks_check_time_conflict
  before insert or update of start_time, end_time, date, goal_id on public.one_thing_tasks
  for each row
  when (new.start_time is not null and new.date is not null)
  execute function public.check_time_block_conflict();

create function public.block_end_time(p_start time, p_minutes integer)
returns time
language sql
immutable
set search_path = ''
as $$
  select (least(floor(extract(epoch from p_start) / 60)::integer + p_minutes, 24 * 60 - 1) * interval '1 minute')::time;
$$;
comment on function public.block_end_time(time, integer) is
  'The end of a block that starts at p_start and lasts p_minutes, clamped to the last minute of the day.';

-- ---- one active goal -------------------------------------------------------------------------------------

create function public.assert_no_open_active_goal(p_user_id uuid, p_except uuid default null)
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
comment on function public.assert_no_open_active_goal(uuid, uuid) is
  'The one-active-goal rule: while an active goal is not completed no other may become active (P0001, hint '
  'active_goal_exists). Locks the user''s profile row so one user''s goal changes run one after the other.';

create function public.deactivate_goals(p_user_id uuid, p_except uuid default null)
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
comment on function public.deactivate_goals(uuid, uuid) is
  'Deactivates the user''s active goals but one; a goal that reached 100% counts as completed now.';

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

create function public.activate_goal(p_goal_id uuid)
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
comment on function public.activate_goal(uuid) is
  'Makes one of the caller''s goals the active one (re-opening it if it was completed); refused while another is open.';

create function public.complete_goal(p_goal_id uuid)
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
comment on function public.complete_goal(uuid) is
  '''Mark as Done'': inactive, completed now, progress 100. Completing a completed goal changes nothing.';

-- ---- steps and their blocks ------------------------------------------------------------------------------

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

create function public.set_step_completed(p_step_id uuid, p_completed boolean)
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
comment on function public.set_step_completed(uuid, boolean) is
  'Sets a step to the intended state (the same state twice changes nothing); returns {step, goal, '
  'goal_completed}, the last saying whether this call completed the goal.';

-- Steps on any day: update_step takes the block's day as well as its start and length (the conflict rule
-- already compares a block with the blocks of its own day, so a block on another day is another schedule).
-- move_unfinished_steps_to_day moves the blocks of the goal's open steps that lie only in the past to the
-- given day, each at its own time when that is free, else at the first free time after it that day; a block
-- that fits nowhere later that day stays where it was. It returns where each moved block was, so
-- set_block_times can put them back (the Undo), checked for conflicts like any block write.
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

-- ---- undo ------------------------------------------------------------------------------------------------
-- - delete_step(id) deletes the caller's step with its time blocks, keeps the rows as stored (and the deep work
--   sessions that pointed at them) in deleted_steps, readable and writable by no client, and returns them
--   { step, blocks, session_links }. What was deleted more than a day ago goes at the next delete; deleting the
--   goal takes its deleted steps with it.
-- - restore_step(id) puts back what delete_step kept for that step, once and only for its owner: the rows with
--   their ids, completion and completion times, the blocks checked for time conflicts like any block ('Time
--   Conflict' and nothing restored when a slot was taken since), the sessions linked again. Progress and
--   statuses are derived again by the database. Only updated_at tells of the restore. A client never sends the
--   rows: it could otherwise restore a step that never existed, or an open step as completed and backdated.
-- - reopen_goal_step(id) undoes completing a goal by its last step: the step open again (its blocks follow),
--   the goal active and not completed, and its "completed their ONE Thing" check-ins withdrawn. It is refused
--   while another active goal is open, like re-activating any goal.
-- - Sent twice: deleting a step that is already deleted answers as the deletion did while its rows are kept
--   (the undo stays possible), and with a JSON null once they are gone; restoring a step that is back already
--   answers with it as it is. Another user's step is still refused.

create table public.deleted_steps (
  step_id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  goal_id uuid not null references public.one_thing_goals (id) on delete cascade,
  step jsonb not null,
  blocks jsonb not null default '[]'::jsonb,
  session_links jsonb not null default '[]'::jsonb,
  deleted_at timestamptz not null default now()
);
comment on table public.deleted_steps is
  'Steps deleted by delete_step, with their blocks and session links as stored, for restore_step; a day at '
  'most. No client reads or writes it.';

create index deleted_steps_user_id_idx on public.deleted_steps (user_id, deleted_at);
create index deleted_steps_goal_id_idx on public.deleted_steps (goal_id);

create function public.delete_step(p_step_id uuid)
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

create function public.restore_step(p_step_id uuid)
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

create function public.reopen_goal_step(p_step_id uuid)
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
comment on function public.reopen_goal_step(uuid) is
  'Undoes completing a goal by its last step: the step open, the goal active and not completed, its check-ins '
  'withdrawn; refused while another active goal is open. Returns { step, goal }.';

-- ---- goals from playbooks and back -----------------------------------------------------------------------

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

-- Blocks are placed by start time; one that would overlap an already placed block moves to that block's end,
-- and one that would then end after 23:59 raises 'Time Conflict', so nothing is saved. The day is checked
-- first: a playbook without time blocks places nothing on it, and the day is refused all the same.
-- The client may name the rows it will show before the answer comes (a goal used offline): p_step_ids[n] is the
-- id of the playbook's n-th step, p_block_ids[n] of its n-th time block (in the playbook's order, not the
-- placed one). An id missing from either list, for a playbook edited elsewhere meanwhile, is made here.
create function public.create_goal_from_playbook(
  p_playbook_id uuid,
  p_date date default null,
  p_id uuid default null,
  p_step_ids uuid[] default null,
  p_block_ids uuid[] default null
)
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
    insert into public.one_thing_tasks (id, goal_id, title, sort_order, step_number, duration_minutes, instructions)
    values (
      coalesce(p_step_ids[item.pos], gen_random_uuid()),
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
      id, goal_id, title, sort_order, step_number, duration_minutes, date, start_time, end_time,
      instructions, completion_criteria, step_id
    ) values (
      coalesce(p_block_ids[item.n], gen_random_uuid()),
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
comment on function public.create_goal_from_playbook(uuid, date, uuid, uuid[], uuid[]) is
  '"Use as ONE Thing": the caller''s new active goal (id p_id when given) from a playbook (create_goal''s rules), '
  'its steps (ids from p_step_ids when given), and its blocks (ids from p_block_ids, by their place in the '
  'playbook) placed on p_date (today by default) without overlaps, in one transaction. The same p_id again '
  'returns that goal as it is now.';

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

-- ---- row level security ----------------------------------------------------------------------------------
-- A row that points at another user-owned row (a playbook, a goal) must point at one of the caller's own.

alter table public.one_thing_goals enable row level security;
alter table public.one_thing_tasks enable row level security;
alter table public.deleted_steps enable row level security;

create policy one_thing_goals_select on public.one_thing_goals for select to authenticated
  using (user_id = (select auth.uid()));
create policy one_thing_goals_insert on public.one_thing_goals for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (one_thing_goals.source_playbook_id is null or exists (
      select 1 from public.playbooks p
      where p.id = one_thing_goals.source_playbook_id and p.user_id = (select auth.uid())))
  );
create policy one_thing_goals_update on public.one_thing_goals for update to authenticated
  using (user_id = (select auth.uid()))
  with check (
    user_id = (select auth.uid())
    and (one_thing_goals.source_playbook_id is null or exists (
      select 1 from public.playbooks p
      where p.id = one_thing_goals.source_playbook_id and p.user_id = (select auth.uid())))
  );
create policy one_thing_goals_delete on public.one_thing_goals for delete to authenticated
  using (user_id = (select auth.uid()));

-- Tasks have no user_id of their own: they are the caller's when their goal is. A time block's step being in
-- the same goal is enforced by the composite foreign key one_thing_tasks_step_id_fkey.
create policy one_thing_tasks_select on public.one_thing_tasks for select to authenticated
  using (goal_id in (select public.my_goal_ids()));
create policy one_thing_tasks_insert on public.one_thing_tasks for insert to authenticated
  with check (goal_id in (select public.my_goal_ids()));
create policy one_thing_tasks_update on public.one_thing_tasks for update to authenticated
  using (goal_id in (select public.my_goal_ids()))
  with check (goal_id in (select public.my_goal_ids()));
create policy one_thing_tasks_delete on public.one_thing_tasks for delete to authenticated
  using (goal_id in (select public.my_goal_ids()));

-- ---- privileges ------------------------------------------------------------------------------------------
-- Clients change goals and tasks through the functions above and these columns only; progress, status,
-- is_active and the completion times are the database's. A task's id is insertable because create_step runs
-- as the caller and inserts the ids the client gave.

revoke insert, update on public.one_thing_goals from anon, authenticated;
grant update (title, description, priority, deadline, why_description) on public.one_thing_goals to authenticated;

revoke insert, update on public.one_thing_tasks from anon, authenticated;
grant insert (
  id, goal_id, title, completed, sort_order, date, start_time, end_time, duration_minutes, step_number,
  instructions, completion_criteria, step_id
) on public.one_thing_tasks to authenticated;
grant update (
  title, completed, sort_order, date, start_time, end_time, duration_minutes, step_number,
  instructions, completion_criteria
) on public.one_thing_tasks to authenticated;

revoke all on public.deleted_steps from anon, authenticated;

revoke execute on all functions in schema public from public, anon;
revoke execute on function
  public.set_goal_progress(), public.refresh_goal_progress(), public.sync_task_status(),
  public.stamp_task_completed_at(), public.after_step_completion(), public.check_time_block_conflict(),
  public.assert_no_open_active_goal(uuid, uuid), public.deactivate_goals(uuid, uuid)
from authenticated;

-- ---- realtime --------------------------------------------------------------------------------------------

alter publication supabase_realtime add table public.one_thing_goals, public.one_thing_tasks;
