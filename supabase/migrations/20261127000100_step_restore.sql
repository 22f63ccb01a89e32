-- Undo for deleting a step restores only what the database deleted, never a copy a client sends: a client could
-- otherwise restore a step that never existed, or an open step as completed and backdated (a forged completion
-- that counts in reflections and check-ins).
--
-- - delete_step(id) deletes the caller's step with its time blocks, keeps the rows as stored (and the deep work
--   sessions that pointed at them) in deleted_steps, readable and writable by no client, and returns them
--   { step, blocks, session_links } as before. What was deleted more than a day ago goes at the next delete;
--   deleting the goal takes its deleted steps with it.
-- - restore_step(id) puts back what delete_step kept for that step, once and only for its owner: the rows with
--   their ids, completion and completion times, the blocks checked for time conflicts like any block ('Time
--   Conflict' and nothing restored when a slot was taken since), the sessions linked again. Progress and
--   statuses are derived again by the database. Only updated_at tells of the restore.
-- The restore from a client's snapshot, restore_step(jsonb), is gone.

create table public.deleted_steps (
  step_id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  goal_id uuid not null references public.one_thing_goals (id) on delete cascade,
  step jsonb not null,
  blocks jsonb not null default '[]'::jsonb,
  session_links jsonb not null default '[]'::jsonb,
  deleted_at timestamptz not null default now()
);

create index deleted_steps_user_id_idx on public.deleted_steps (user_id, deleted_at);
create index deleted_steps_goal_id_idx on public.deleted_steps (goal_id);

alter table public.deleted_steps enable row level security;
revoke all on public.deleted_steps from anon, authenticated;

drop function public.restore_step(jsonb);

-- Deletes one of the caller's steps with its time blocks and returns
-- { step, blocks: [...], session_links: [{ id, task_id }] } as they were, the same that restore_step puts back.
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

-- Puts back the step delete_step() kept under this id, then forgets it (a second restore finds nothing).
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

revoke all on function public.delete_step(uuid) from public, anon;
revoke all on function public.restore_step(uuid) from public, anon;
grant execute on function public.delete_step(uuid) to authenticated, service_role;
grant execute on function public.restore_step(uuid) to authenticated, service_role;
