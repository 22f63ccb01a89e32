-- The ONE Thing: goals, their steps and the time blocks scheduled for those steps.

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
  constraint one_thing_goals_source_type_valid check (source_type in ('manual', 'playbook'))
);

-- The product's central rule: at most one active ONE Thing per user.
create unique index one_thing_goals_one_active_per_user
  on public.one_thing_goals (user_id) where is_active;

create trigger one_thing_goals_set_updated_at
  before update on public.one_thing_goals
  for each row execute function public.set_updated_at();

-- Steps have no start_time; time blocks have one and point at their step through step_id.
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
  constraint one_thing_tasks_title_nonblank check (btrim(title) <> ''),
  constraint one_thing_tasks_duration_range check (duration_minutes between 1 and 180),
  constraint one_thing_tasks_status_valid check (status in ('upcoming', 'completed')),
  constraint one_thing_tasks_step_number_min check (step_number >= 1),
  constraint one_thing_tasks_time_order
    check (start_time is null or end_time is null or end_time > start_time),
  -- Target of the composite foreign key below.
  constraint one_thing_tasks_id_goal_key unique (id, goal_id),
  -- A time block's step must be in the same goal. A composite key enforces that for every role
  -- (an RLS policy reading this same table would recurse) and still cascades step deletion to its blocks.
  -- MATCH SIMPLE: rows with a null step_id are not checked.
  constraint one_thing_tasks_step_id_fkey foreign key (step_id, goal_id)
    references public.one_thing_tasks (id, goal_id) on delete cascade
);

create trigger one_thing_tasks_set_updated_at
  before update on public.one_thing_tasks
  for each row execute function public.set_updated_at();
