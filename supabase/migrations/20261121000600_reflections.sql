-- Daily, weekly and monthly reflections: one entry per user, kind and period.

create table public.reflections (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  kind text not null,
  -- daily: the day; weekly: the Sunday starting the week; monthly: the 1st of the month.
  period_start date not null,
  answers jsonb not null default '{}'::jsonb,
  energy_rating integer,
  focus_rating integer,
  -- Sanitised HTML from the rich-text editor.
  notes_html text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint reflections_kind_valid check (kind in ('daily', 'weekly', 'monthly')),
  constraint reflections_period_start_aligned check (
    (kind <> 'weekly' or extract(dow from period_start) = 0)
    and (kind <> 'monthly' or extract(day from period_start) = 1)
  ),
  constraint reflections_answers_object check (jsonb_typeof(answers) = 'object'),
  constraint reflections_energy_rating_range check (energy_rating between 1 and 5),
  constraint reflections_focus_rating_range check (focus_rating between 1 and 5),
  constraint reflections_one_per_period unique (user_id, kind, period_start)
);

create trigger reflections_set_updated_at
  before update on public.reflections
  for each row execute function public.set_updated_at();
