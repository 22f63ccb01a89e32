-- Habits (Atomic Habits fields) and their per-day completions.

create table public.habits (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  name text not null,
  category text not null default 'Wellness',
  description text,
  target_per_week integer not null default 7,
  cue text not null,
  routine text,
  reward text,
  difficulty text not null default 'Easy',
  identity text,
  two_minute_version text not null,
  environment text,
  habit_stack text,
  implementation_intention text,
  scheduled_days text[] not null
    default array['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']::text[],
  scheduled_time time not null,
  duration_minutes integer,
  streak integer not null default 0,
  linked_goal_id uuid references public.one_thing_goals (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint habits_name_nonblank check (btrim(name) <> ''),
  constraint habits_category_valid check (category in
    ('Health', 'Fitness', 'Productivity', 'Learning', 'Mindfulness', 'Wellness', 'Creativity')),
  constraint habits_target_per_week_range check (target_per_week between 1 and 7),
  constraint habits_cue_nonblank check (btrim(cue) <> ''),
  constraint habits_difficulty_valid check (difficulty in ('Easy', 'Medium', 'Hard')),
  constraint habits_two_minute_version_nonblank check (btrim(two_minute_version) <> ''),
  -- <@ is false for null elements, so this also rejects nulls.
  constraint habits_scheduled_days_weekdays check (scheduled_days <@
    array['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']::text[]),
  constraint habits_scheduled_days_count
    check (array_ndims(scheduled_days) = 1 and cardinality(scheduled_days) between 1 and 7),
  -- No function needed: each weekday occurs at most once.
  constraint habits_scheduled_days_unique check (
    coalesce(cardinality(array_positions(scheduled_days, 'Sunday')), 0) <= 1
    and coalesce(cardinality(array_positions(scheduled_days, 'Monday')), 0) <= 1
    and coalesce(cardinality(array_positions(scheduled_days, 'Tuesday')), 0) <= 1
    and coalesce(cardinality(array_positions(scheduled_days, 'Wednesday')), 0) <= 1
    and coalesce(cardinality(array_positions(scheduled_days, 'Thursday')), 0) <= 1
    and coalesce(cardinality(array_positions(scheduled_days, 'Friday')), 0) <= 1
    and coalesce(cardinality(array_positions(scheduled_days, 'Saturday')), 0) <= 1
  ),
  constraint habits_target_matches_days check (target_per_week = cardinality(scheduled_days)),
  constraint habits_duration_range check (duration_minutes between 1 and 480),
  constraint habits_streak_min check (streak >= 0)
);

create trigger habits_set_updated_at
  before update on public.habits
  for each row execute function public.set_updated_at();

create table public.habit_completions (
  id uuid primary key default gen_random_uuid(),
  habit_id uuid not null references public.habits (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  completion_date date not null,
  completed_at timestamptz not null default now(),
  constraint habit_completions_once_per_day unique (habit_id, user_id, completion_date)
);
