-- Indexes for the queries of product-spec section 7, plus the foreign keys that cascade or set null
-- (so deleting a goal, playbook, session or account does not scan whole tables).
-- Already served by constraint indexes, so not repeated here:
--   habit_completions (habit_id, user_id)      -> prefix of unique (habit_id, user_id, completion_date)
--   reflections (user_id, kind, period_start)  -> unique (user_id, kind, period_start), scanned backwards
--   the active goal of a user                  -> partial unique one_thing_goals_one_active_per_user
--   profiles / user_settings by user_id        -> unique / primary key

create index habits_user_created_idx on public.habits (user_id, created_at desc);
create index habits_scheduled_days_idx on public.habits using gin (scheduled_days);
create index habits_linked_goal_idx on public.habits (linked_goal_id);

create index habit_completions_user_date_idx
  on public.habit_completions (user_id, completion_date desc);

create index one_thing_goals_user_created_idx on public.one_thing_goals (user_id, created_at desc);
create index one_thing_goals_source_playbook_idx on public.one_thing_goals (source_playbook_id);

create index one_thing_tasks_goal_sort_idx on public.one_thing_tasks (goal_id, sort_order);
create index one_thing_tasks_goal_schedule_idx on public.one_thing_tasks (goal_id, date, start_time);
create index one_thing_tasks_step_idx on public.one_thing_tasks (step_id);

create index deep_work_sessions_user_completed_idx
  on public.deep_work_sessions (user_id, completed_at desc);
create index deep_work_sessions_task_idx on public.deep_work_sessions (task_id);
create index deep_work_sessions_goal_idx on public.deep_work_sessions (goal_id);
create index deep_work_sessions_playbook_idx on public.deep_work_sessions (playbook_id);

create index playbooks_user_created_idx on public.playbooks (user_id, created_at desc);

create index shield_block_log_user_blocked_idx on public.shield_block_log (user_id, blocked_at desc);
create index shield_block_log_session_idx on public.shield_block_log (session_id);

create index groups_owner_idx on public.groups (owner_id);
create index group_members_user_idx on public.group_members (user_id);
create index group_posts_group_created_idx on public.group_posts (group_id, created_at desc);
create index group_posts_user_idx on public.group_posts (user_id);
