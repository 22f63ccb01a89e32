-- Daily, weekly and monthly reflections, kept by the database so the rules hold whatever a client sends:
-- - one entry per user, kind and period, the period start aligned to the kind (the day; the Sunday of the week;
--   the 1st of the month) and never in the future of any calendar on Earth;
-- - answers only to the prompts of the entry's kind, as text of bounded length; notes of bounded length;
-- - an entry exists only once the user has written something: save_reflection() writes the state the user
--   intends and deletes the entry when everything in it was cleared, so opening a period creates nothing;
-- - the facts shown above the prompts come from the data (reflection_facts()), never from the client.
-- Periods are days of the owner's calendar (profiles.time_zone), like every "today" in the database.

create function public.reflection_answer_keys(p_kind text)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select case p_kind
    when 'daily' then array['did', 'obstacles', 'tomorrow', 'grateful']
    when 'weekly' then array['wins', 'lessons', 'change', 'focus']
    when 'monthly' then array['wins', 'lessons', 'change', 'focus']
  end;
$$;
comment on function public.reflection_answer_keys(text) is
  'The prompts of a reflection kind, by answer key (the app shows the questions for these keys); null for an unknown kind.';

create function public.reflection_answers_valid(p_kind text, p_answers jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(p_answers) = 'object'
    and not exists (
      select 1 from jsonb_each(p_answers) a
      where not (a.key = any(coalesce(public.reflection_answer_keys(p_kind), array[]::text[])))
        or jsonb_typeof(a.value) <> 'string'
        or char_length(a.value #>> '{}') > 5000
    );
$$;
comment on function public.reflection_answers_valid(text, jsonb) is
  'Whether every answer is a string of at most 5,000 characters under a key of the kind''s prompts '
  '(the check reflections_answers_valid).';

create function public.reflection_period_start(p_kind text, p_day date)
returns date
language sql
immutable
set search_path = ''
as $$
  select case p_kind
    when 'daily' then p_day
    when 'weekly' then p_day - extract(dow from p_day)::integer
    when 'monthly' then date_trunc('month', p_day)::date
  end;
$$;
comment on function public.reflection_period_start(text, date) is 'The start of the period of this kind that contains p_day.';

create function public.reflection_period_end(p_kind text, p_start date)
returns date
language sql
immutable
set search_path = ''
as $$
  select case p_kind
    when 'daily' then p_start + 1
    when 'weekly' then p_start + 7
    when 'monthly' then (p_start + interval '1 month')::date
  end;
$$;
comment on function public.reflection_period_end(text, date) is 'The first day after the period of this kind that starts on p_start.';

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
  constraint reflections_answers_valid check (public.reflection_answers_valid(kind, answers)),
  constraint reflections_notes_length check (char_length(notes_html) <= 100000),
  constraint reflections_period_start_in_range check (public.date_in_range(period_start)),
  constraint reflections_created_at_in_range check (public.date_in_range(created_at)),
  constraint reflections_updated_at_in_range check (public.date_in_range(updated_at)),
  -- Also serves reading a user's entries of a kind, newest first (scanned backwards).
  constraint reflections_one_per_period unique (user_id, kind, period_start)
);
comment on table public.reflections is
  'A user''s reflection entries, one per kind (daily, weekly, monthly) and period, written through save_reflection.';

create trigger reflections_set_updated_at
  before update on public.reflections
  for each row execute function public.set_updated_at();

-- A period that has not started anywhere on Earth yet (UTC+14) cannot be reflected on; a stale profile time
-- zone therefore never refuses a period the user can see.
create function public.check_reflection_period()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.period_start > (now() at time zone 'Etc/GMT-14')::date then
    raise exception 'A reflection cannot be written for a future period' using errcode = '23514';
  end if;
  return new;
end;
$$;
comment on function public.check_reflection_period() is 'Trigger: refuses a reflection for a period that has not begun anywhere on Earth (23514).';

create trigger reflections_check_period
  before insert or update of period_start on public.reflections
  for each row execute function public.check_reflection_period();

-- save_reflection() and reflection_facts() check their period here first, so a period out of range is refused
-- even when nothing would be stored (an empty entry deletes, the facts only read).
create function public.assert_reflection_period(p_kind text, p_period_start date)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_kind is null or p_period_start is null then
    raise exception 'Please fill in all required fields.' using errcode = '23502';
  end if;
  perform public.assert_date_in_range(p_period_start);
  if public.reflection_answer_keys(p_kind) is null then
    raise exception 'Unknown reflection kind' using errcode = '22023';
  end if;
  if public.reflection_period_start(p_kind, p_period_start) <> p_period_start then
    raise exception 'The period must start on its first day' using errcode = '22023';
  end if;
end;
$$;
comment on function public.assert_reflection_period(text, date) is
  'Refuses a missing (23502), out-of-range (22008) or unaligned period, or an unknown kind (22023).';

create function public.save_reflection(
  p_kind text,
  p_period_start date,
  p_answers jsonb default '{}'::jsonb,
  p_energy_rating integer default null,
  p_focus_rating integer default null,
  p_notes_html text default null
)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  caller uuid := public.require_user();
  answers jsonb;
  notes text := nullif(btrim(p_notes_html), '');
  saved public.reflections;
begin
  perform public.assert_reflection_period(p_kind, p_period_start);
  if p_kind <> 'daily' and (p_energy_rating is not null or p_focus_rating is not null) then
    raise exception 'Energy and focus are rated on daily reflections only' using errcode = '22023';
  end if;
  -- Blank answers are no answers.
  select coalesce(jsonb_object_agg(a.key, a.value), '{}'::jsonb) into answers
  from jsonb_each(coalesce(p_answers, '{}'::jsonb)) a
  where jsonb_typeof(a.value) <> 'string' or btrim(a.value #>> '{}') <> '';
  -- Notes whose text is empty once the tags are gone ('<p><br></p>') hold nothing.
  if notes is not null and btrim(replace(regexp_replace(notes, '<[^>]*>', '', 'g'), '&nbsp;', ' ')) = '' then
    notes := null;
  end if;

  if answers = '{}'::jsonb and p_energy_rating is null and p_focus_rating is null and notes is null then
    delete from public.reflections r
    where r.user_id = caller and r.kind = p_kind and r.period_start = p_period_start;
    return null;
  end if;

  -- The same content again (a replayed or repeated save) changes nothing, not even updated_at.
  insert into public.reflections as r (user_id, kind, period_start, answers, energy_rating, focus_rating, notes_html)
  values (caller, p_kind, p_period_start, answers, p_energy_rating, p_focus_rating, notes)
  on conflict (user_id, kind, period_start) do update
    set answers = excluded.answers,
        energy_rating = excluded.energy_rating,
        focus_rating = excluded.focus_rating,
        notes_html = excluded.notes_html
    where (r.answers, r.energy_rating, r.focus_rating, r.notes_html)
      is distinct from (excluded.answers, excluded.energy_rating, excluded.focus_rating, excluded.notes_html)
  returning * into saved;
  if not found then
    select * into saved from public.reflections r
    where r.user_id = caller and r.kind = p_kind and r.period_start = p_period_start;
  end if;
  return to_jsonb(saved);
end;
$$;
comment on function public.save_reflection(text, date, jsonb, integer, integer, text) is
  'Writes the caller''s entry for one period as intended (the whole state, never a patch) and deletes it when '
  'nothing is left (no answers, no ratings, notes without text). Returns the row, or a JSON null when there is '
  'none. The same content again changes nothing (a replay); the save that arrives last wins. Ratings belong to '
  'daily entries only.';

-- The facts, counted from the caller's data on their calendar:
--   steps_completed        steps (tasks without a start time) completed in the period
--   deep_work_minutes      minutes of deep work sessions ended in the period, emergency-canceled ones excluded
--   deep_work_sessions     those sessions
--   habit_completions      completions on scheduled days in the period, from each habit's first day
--   habit_target           scheduled days of the caller's habits in the period, from each habit's first day
--   distractions_blocked   sites the shield blocked in the period
--   shield_sessions        sessions ended in the period with the shield on
--   goals_completed        ONE Things completed in the period
--   goal                   the active ONE Thing now (title, progress), or null
create function public.reflection_facts(p_kind text, p_period_start date)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  caller uuid := public.require_user();
  zone text;
  period_end date;
  from_ts timestamptz;
  to_ts timestamptz;
  result jsonb;
begin
  perform public.assert_reflection_period(p_kind, p_period_start);
  zone := public.user_time_zone(caller);
  period_end := public.reflection_period_end(p_kind, p_period_start);
  from_ts := p_period_start::timestamp at time zone zone;
  to_ts := period_end::timestamp at time zone zone;

  with sessions as (
    select s.duration_minutes, s.shield_enabled
    from public.deep_work_sessions s
    where s.user_id = caller and not s.emergency_canceled
      and s.completed_at >= from_ts and s.completed_at < to_ts
  ),
  habit_days as (
    select h.id, h.scheduled_days, h.target_per_week, f.first_day + i as day
    from public.habits h
      cross join lateral (select greatest(p_period_start, public.habit_first_day(h)) as first_day) f
      cross join lateral generate_series(0, period_end - 1 - f.first_day) as i
    where h.user_id = caller
  ),
  active_goal as (
    select g.title, g.progress from public.one_thing_goals g
    where g.user_id = caller and g.is_active
    limit 1
  )
  select jsonb_build_object(
    'kind', p_kind,
    'period_start', p_period_start,
    'period_end', period_end - 1,
    'steps_completed', (
      select count(*) from public.one_thing_tasks t join public.one_thing_goals g on g.id = t.goal_id
      where g.user_id = caller and t.start_time is null and t.completed
        and t.completed_at >= from_ts and t.completed_at < to_ts),
    'deep_work_minutes', (select coalesce(sum(s.duration_minutes), 0) from sessions s),
    'deep_work_sessions', (select count(*) from sessions s),
    'shield_sessions', (select count(*) from sessions s where s.shield_enabled),
    'habit_target', (
      select count(*) from habit_days hd
      where public.habit_scheduled_on(hd.scheduled_days, hd.target_per_week, hd.day)),
    'habit_completions', (
      select count(*) from habit_days hd
      join public.habit_completions c on c.habit_id = hd.id and c.user_id = caller and c.completion_date = hd.day
      where public.habit_scheduled_on(hd.scheduled_days, hd.target_per_week, hd.day)),
    'distractions_blocked', (
      select count(*) from public.shield_block_log b
      where b.user_id = caller and b.blocked_at >= from_ts and b.blocked_at < to_ts),
    'blocked_sites', public.blocked_sites(p_period_start, period_end - 1),
    'goals_completed', (
      select count(*) from public.one_thing_goals g
      where g.user_id = caller and g.completed_at >= from_ts and g.completed_at < to_ts),
    'goal', (select jsonb_build_object('title', a.title, 'progress', a.progress) from active_goal a)
  ) into result;
  return result;
end;
$$;
comment on function public.reflection_facts(text, date) is
  'The facts of one of the caller''s periods, counted from their data on their calendar: steps completed, deep '
  'work minutes and sessions, habit completions and target, distractions blocked (and by site), shield '
  'sessions, goals completed, the active goal.';

create function public.reflection_days()
returns setof date
language sql
stable
set search_path = ''
as $$
  select r.period_start from public.reflections r
  where r.user_id = auth.uid() and r.kind = 'daily'
  order by r.period_start desc;
$$;
comment on function public.reflection_days() is
  'The caller''s daily-reflection days, newest first, for the reflection streak (a date list is small even for years).';

-- ---- row level security ----------------------------------------------------------------------------------

alter table public.reflections enable row level security;

create policy reflections_select on public.reflections for select to authenticated
  using (user_id = (select auth.uid()));
create policy reflections_insert on public.reflections for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy reflections_update on public.reflections for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
create policy reflections_delete on public.reflections for delete to authenticated
  using (user_id = (select auth.uid()));

-- ---- privileges ------------------------------------------------------------------------------------------
-- The check constraints and the non-definer functions run as the writing user, so they keep execute.

revoke execute on all functions in schema public from public, anon;
revoke execute on function public.check_reflection_period() from authenticated;

-- ---- realtime --------------------------------------------------------------------------------------------

alter publication supabase_realtime add table public.reflections;
