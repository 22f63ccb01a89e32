-- Playbooks: reusable plans (steps and time blocks) a user keeps and turns into a ONE Thing.
-- - A stored playbook is a clean template: its steps are never completed and its blocks are 'upcoming'; ids are
--   filled in, sort orders follow the array order, and every step and block is checked (non-blank titles,
--   1-180 minutes, a block ends after it starts, a block's day in range), at most 100 of each.
-- - Clients write only title, description, tasks and time_blocks; the owner (and the id, so that a replayed
--   insert fails on the primary key) is set on insert and never changes, timestamps are the database's.
-- The functions that turn a playbook into a goal and back live with the goals (goals_and_steps), since they
-- follow the goal rules. Playbooks come first because a goal references the playbook it was made from.

create table public.playbooks (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  title text not null,
  description text,
  -- [{id, title, completed, description, estimated_duration, sort_order}]
  tasks jsonb not null default '[]'::jsonb,
  -- [{id, title, start_time, end_time, status, instructions, completion_criteria, step_number, date}]
  time_blocks jsonb not null default '[]'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint playbooks_title_nonblank check (btrim(title) <> ''),
  constraint playbooks_tasks_array check (jsonb_typeof(tasks) = 'array'),
  constraint playbooks_time_blocks_array check (jsonb_typeof(time_blocks) = 'array')
);
comment on table public.playbooks is
  'A user''s reusable plans: steps (tasks) and time blocks as JSON, kept normalised by playbooks_normalise.';

create trigger playbooks_set_updated_at
  before update on public.playbooks
  for each row execute function public.set_updated_at();

create index playbooks_user_created_idx on public.playbooks (user_id, created_at desc);

-- ---- a stored playbook is a clean template ----------------------------------------------------------------

create function public.playbook_text(p_value jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when jsonb_typeof(p_value) = 'string' then nullif(btrim(p_value #>> '{}'), '') end;
$$;
comment on function public.playbook_text(jsonb) is 'A playbook text field: the trimmed string, or null when blank or not a string.';

create function public.playbook_time(p_value jsonb)
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
comment on function public.playbook_time(jsonb) is 'A playbook block''s required time of day (23502 when missing).';

create function public.playbook_minutes(p_value jsonb)
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
comment on function public.playbook_minutes(jsonb) is
  'A playbook minutes field: null, or a whole number from 1 to 180 (the steps'' duration range); else 22023.';

-- Parsed here so a day out of range is refused rather than stored as something else (to_char turns
-- 'infinity' into null and drops 'BC').
create function public.playbook_date(p_value jsonb)
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
comment on function public.playbook_date(jsonb) is
  'A playbook block''s optional day as ''yyyy-MM-dd'', refused when out of range (22008).';

create function public.normalise_playbook()
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
comment on function public.normalise_playbook() is
  'Trigger: stores a playbook as a clean template (ids filled in, no completed steps, blocks upcoming, '
  '1-180 minutes, days in range, at most 100 steps and 100 blocks). Runs as the writing user.';

create trigger playbooks_normalise
  before insert or update on public.playbooks
  for each row execute function public.normalise_playbook();

-- ---- row level security ----------------------------------------------------------------------------------

alter table public.playbooks enable row level security;

create policy playbooks_select on public.playbooks for select to authenticated
  using (user_id = (select auth.uid()));
create policy playbooks_insert on public.playbooks for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy playbooks_update on public.playbooks for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
create policy playbooks_delete on public.playbooks for delete to authenticated
  using (user_id = (select auth.uid()));

-- ---- privileges ------------------------------------------------------------------------------------------

revoke insert, update on public.playbooks from anon, authenticated;
grant insert (id, user_id, title, description, tasks, time_blocks) on public.playbooks to authenticated;
grant update (title, description, tasks, time_blocks) on public.playbooks to authenticated;

-- The checks run as the writing user (the trigger is not security definer), so they keep execute.
revoke execute on all functions in schema public from public, anon;
revoke execute on function public.normalise_playbook() from authenticated;

-- ---- realtime --------------------------------------------------------------------------------------------

alter publication supabase_realtime add table public.playbooks;
