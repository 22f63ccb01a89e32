-- Playbooks (reusable plans) and per-user shield settings.
-- Playbooks come before goals because goals reference the playbook they were created from.

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

create trigger playbooks_set_updated_at
  before update on public.playbooks
  for each row execute function public.set_updated_at();

-- One row per user; clients upsert with on_conflict=user_id.
create table public.user_settings (
  user_id uuid primary key references auth.users (id) on delete cascade,
  distracting_sites text[] not null default '{}',
  block_adult_content boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- The extension turns every entry into a blocking rule; a null entry would break that.
  constraint user_settings_distracting_sites_no_nulls
    check (array_position(distracting_sites, null) is null)
);

create trigger user_settings_set_updated_at
  before update on public.user_settings
  for each row execute function public.set_updated_at();
