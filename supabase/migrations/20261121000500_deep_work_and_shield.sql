-- Deep work sessions and the log of sites the shield blocked during them.

create table public.deep_work_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  task_id uuid references public.one_thing_tasks (id) on delete set null,
  title text,
  duration_minutes integer not null,
  goal_id uuid references public.one_thing_goals (id) on delete set null,
  playbook_id uuid references public.playbooks (id) on delete set null,
  completed_at timestamptz,
  emergency_canceled boolean not null default false,
  shield_enabled boolean not null default false,
  created_at timestamptz not null default now(),
  constraint deep_work_sessions_duration_range check (duration_minutes between 1 and 600)
);

create table public.shield_block_log (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  domain text not null,
  blocked_at timestamptz not null default now(),
  session_id uuid references public.deep_work_sessions (id) on delete set null,
  constraint shield_block_log_domain_nonblank check (btrim(domain) <> '')
);
