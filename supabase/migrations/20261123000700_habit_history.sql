-- Undo for deleting a habit, kept by the database so a restore brings back exactly what was there and
-- nothing else: the client sends only the habit's id, never a copy of the row, so a restore cannot backdate
-- a habit or forge completions (and with them a streak shown to a group).
--
-- - delete_habit(id) moves the caller's habit and all its completions into deleted_habits (readable by no
--   client) and deletes the habit; archives older than a day are dropped then.
-- - restore_habit(id) puts the archived habit back with its id, creation time and every completion (ids and
--   completion times included) and removes the archive; only updated_at tells of the restore (the
--   streak recount after the completions stamps it). It is refused when there is
--   nothing to restore or the habit is already there. A linked goal deleted meanwhile is unlinked.

create table public.deleted_habits (
  habit_id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  habit jsonb not null,
  completions jsonb not null default '[]'::jsonb,
  deleted_at timestamptz not null default now()
);

create index deleted_habits_user_id_idx on public.deleted_habits (user_id, deleted_at);

alter table public.deleted_habits enable row level security;
revoke all on public.deleted_habits from anon, authenticated;

-- Restored completions keep the days they had, even a day the schedule no longer holds (edited after it was
-- completed): the checks apply to new completions, not to putting back old ones.
create or replace function public.check_habit_completion()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  habit public.habits;
begin
  if coalesce(current_setting('onething.restoring_habit', true), '') = new.habit_id::text then
    return new;
  end if;
  select * into habit from public.habits h where h.id = new.habit_id;
  if not found then
    return new;
  end if;
  if new.completion_date > (now() at time zone 'Etc/GMT-14')::date then
    raise exception 'A habit cannot be completed on a future day' using errcode = '23514';
  end if;
  if new.completion_date < (habit.created_at at time zone 'Etc/GMT+12')::date then
    raise exception 'A habit cannot be completed before it was created' using errcode = '23514';
  end if;
  if not public.habit_scheduled_on(habit.scheduled_days, habit.target_per_week, new.completion_date) then
    raise exception 'This habit is not scheduled on that day' using errcode = '23514';
  end if;
  return new;
end;
$$;

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
    raise exception 'Habit not found' using errcode = '42501';
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

revoke all on function public.delete_habit(uuid) from public, anon;
revoke all on function public.restore_habit(uuid) from public, anon;
grant execute on function public.delete_habit(uuid) to authenticated, service_role;
grant execute on function public.restore_habit(uuid) to authenticated, service_role;
