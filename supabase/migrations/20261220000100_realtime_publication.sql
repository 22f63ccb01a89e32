-- The tables whose changes Supabase Realtime streams (postgres_changes, row level security applied per
-- subscriber): every table a page shows of the signed-in user's own data, so a change made on another
-- device reaches the open pages at once, and the community feed's posts. Hosted Supabase creates the
-- publication empty in every project; a database that lacks it gets it here. A table already in it is
-- left as it is (adding it twice is an error).
do $$
declare
  streamed text;
begin
  if not exists (select 1 from pg_catalog.pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
  foreach streamed in array array[
    'one_thing_goals',
    'one_thing_tasks',
    'habits',
    'habit_completions',
    'deep_work_sessions',
    'reflections',
    'playbooks',
    'user_settings',
    'profiles',
    'group_posts'
  ] loop
    if not exists (
      select 1 from pg_catalog.pg_publication_tables
      where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = streamed
    ) then
      execute format('alter publication supabase_realtime add table public.%I', streamed);
    end if;
  end loop;
end;
$$;
