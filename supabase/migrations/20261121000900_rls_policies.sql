-- Row level security on every table. Policies are for signed-in users only: anon matches no policy,
-- so it reads nothing and every write fails. service_role bypasses RLS.
-- (select auth.uid()) is evaluated once per statement instead of once per row.
-- Where a row points at another user-owned row (goal, task, playbook, habit, session), the policy
-- also requires that row to be the caller's, so nobody can attach data to someone else's records.

alter table public.profiles enable row level security;
alter table public.user_settings enable row level security;
alter table public.playbooks enable row level security;
alter table public.one_thing_goals enable row level security;
alter table public.one_thing_tasks enable row level security;
alter table public.habits enable row level security;
alter table public.habit_completions enable row level security;
alter table public.deep_work_sessions enable row level security;
alter table public.shield_block_log enable row level security;
alter table public.reflections enable row level security;
alter table public.groups enable row level security;
alter table public.group_members enable row level security;
alter table public.group_posts enable row level security;

-- profiles: own row, plus read-only profiles of people who share a group with me. No delete
-- (the profile goes with the account).
create policy profiles_select on public.profiles for select to authenticated
  using (user_id = (select auth.uid()) or public.shares_group_with(user_id));
create policy profiles_insert on public.profiles for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy profiles_update on public.profiles for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

-- user_settings
create policy user_settings_select on public.user_settings for select to authenticated
  using (user_id = (select auth.uid()));
create policy user_settings_insert on public.user_settings for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy user_settings_update on public.user_settings for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
create policy user_settings_delete on public.user_settings for delete to authenticated
  using (user_id = (select auth.uid()));

-- playbooks
create policy playbooks_select on public.playbooks for select to authenticated
  using (user_id = (select auth.uid()));
create policy playbooks_insert on public.playbooks for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy playbooks_update on public.playbooks for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
create policy playbooks_delete on public.playbooks for delete to authenticated
  using (user_id = (select auth.uid()));

-- one_thing_goals
create policy one_thing_goals_select on public.one_thing_goals for select to authenticated
  using (user_id = (select auth.uid()));
create policy one_thing_goals_insert on public.one_thing_goals for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (one_thing_goals.source_playbook_id is null or exists (
      select 1 from public.playbooks p
      where p.id = one_thing_goals.source_playbook_id and p.user_id = (select auth.uid())))
  );
create policy one_thing_goals_update on public.one_thing_goals for update to authenticated
  using (user_id = (select auth.uid()))
  with check (
    user_id = (select auth.uid())
    and (one_thing_goals.source_playbook_id is null or exists (
      select 1 from public.playbooks p
      where p.id = one_thing_goals.source_playbook_id and p.user_id = (select auth.uid())))
  );
create policy one_thing_goals_delete on public.one_thing_goals for delete to authenticated
  using (user_id = (select auth.uid()));

-- one_thing_tasks: no user_id of their own; ownership comes from the goal. A time block's step
-- being in the same goal is enforced by the composite foreign key one_thing_tasks_step_id_fkey.
create policy one_thing_tasks_select on public.one_thing_tasks for select to authenticated
  using (exists (
    select 1 from public.one_thing_goals g
    where g.id = one_thing_tasks.goal_id and g.user_id = (select auth.uid())));
create policy one_thing_tasks_insert on public.one_thing_tasks for insert to authenticated
  with check (exists (
    select 1 from public.one_thing_goals g
    where g.id = one_thing_tasks.goal_id and g.user_id = (select auth.uid())));
create policy one_thing_tasks_update on public.one_thing_tasks for update to authenticated
  using (exists (
    select 1 from public.one_thing_goals g
    where g.id = one_thing_tasks.goal_id and g.user_id = (select auth.uid())))
  with check (exists (
    select 1 from public.one_thing_goals g
    where g.id = one_thing_tasks.goal_id and g.user_id = (select auth.uid())));
create policy one_thing_tasks_delete on public.one_thing_tasks for delete to authenticated
  using (exists (
    select 1 from public.one_thing_goals g
    where g.id = one_thing_tasks.goal_id and g.user_id = (select auth.uid())));

-- habits
create policy habits_select on public.habits for select to authenticated
  using (user_id = (select auth.uid()));
create policy habits_insert on public.habits for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (habits.linked_goal_id is null or exists (
      select 1 from public.one_thing_goals g
      where g.id = habits.linked_goal_id and g.user_id = (select auth.uid())))
  );
create policy habits_update on public.habits for update to authenticated
  using (user_id = (select auth.uid()))
  with check (
    user_id = (select auth.uid())
    and (habits.linked_goal_id is null or exists (
      select 1 from public.one_thing_goals g
      where g.id = habits.linked_goal_id and g.user_id = (select auth.uid())))
  );
create policy habits_delete on public.habits for delete to authenticated
  using (user_id = (select auth.uid()));

-- habit_completions: the habit must belong to the same user.
create policy habit_completions_select on public.habit_completions for select to authenticated
  using (user_id = (select auth.uid()));
create policy habit_completions_insert on public.habit_completions for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (
      select 1 from public.habits h
      where h.id = habit_completions.habit_id and h.user_id = (select auth.uid()))
  );
create policy habit_completions_update on public.habit_completions for update to authenticated
  using (user_id = (select auth.uid()))
  with check (
    user_id = (select auth.uid())
    and exists (
      select 1 from public.habits h
      where h.id = habit_completions.habit_id and h.user_id = (select auth.uid()))
  );
create policy habit_completions_delete on public.habit_completions for delete to authenticated
  using (user_id = (select auth.uid()));

-- deep_work_sessions
create policy deep_work_sessions_select on public.deep_work_sessions for select to authenticated
  using (user_id = (select auth.uid()));
create policy deep_work_sessions_insert on public.deep_work_sessions for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (deep_work_sessions.goal_id is null or exists (
      select 1 from public.one_thing_goals g
      where g.id = deep_work_sessions.goal_id and g.user_id = (select auth.uid())))
    and (deep_work_sessions.task_id is null or exists (
      select 1 from public.one_thing_tasks t
      join public.one_thing_goals g on g.id = t.goal_id
      where t.id = deep_work_sessions.task_id and g.user_id = (select auth.uid())))
    and (deep_work_sessions.playbook_id is null or exists (
      select 1 from public.playbooks p
      where p.id = deep_work_sessions.playbook_id and p.user_id = (select auth.uid())))
  );
create policy deep_work_sessions_update on public.deep_work_sessions for update to authenticated
  using (user_id = (select auth.uid()))
  with check (
    user_id = (select auth.uid())
    and (deep_work_sessions.goal_id is null or exists (
      select 1 from public.one_thing_goals g
      where g.id = deep_work_sessions.goal_id and g.user_id = (select auth.uid())))
    and (deep_work_sessions.task_id is null or exists (
      select 1 from public.one_thing_tasks t
      join public.one_thing_goals g on g.id = t.goal_id
      where t.id = deep_work_sessions.task_id and g.user_id = (select auth.uid())))
    and (deep_work_sessions.playbook_id is null or exists (
      select 1 from public.playbooks p
      where p.id = deep_work_sessions.playbook_id and p.user_id = (select auth.uid())))
  );
create policy deep_work_sessions_delete on public.deep_work_sessions for delete to authenticated
  using (user_id = (select auth.uid()));

-- shield_block_log
create policy shield_block_log_select on public.shield_block_log for select to authenticated
  using (user_id = (select auth.uid()));
create policy shield_block_log_insert on public.shield_block_log for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (shield_block_log.session_id is null or exists (
      select 1 from public.deep_work_sessions s
      where s.id = shield_block_log.session_id and s.user_id = (select auth.uid())))
  );
create policy shield_block_log_update on public.shield_block_log for update to authenticated
  using (user_id = (select auth.uid()))
  with check (
    user_id = (select auth.uid())
    and (shield_block_log.session_id is null or exists (
      select 1 from public.deep_work_sessions s
      where s.id = shield_block_log.session_id and s.user_id = (select auth.uid())))
  );
create policy shield_block_log_delete on public.shield_block_log for delete to authenticated
  using (user_id = (select auth.uid()));

-- reflections
create policy reflections_select on public.reflections for select to authenticated
  using (user_id = (select auth.uid()));
create policy reflections_insert on public.reflections for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy reflections_update on public.reflections for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
create policy reflections_delete on public.reflections for delete to authenticated
  using (user_id = (select auth.uid()));

-- groups: public ones are visible to every signed-in user, private ones to members.
-- The owner is included explicitly because insert ... returning checks this policy before the
-- trigger has added the owner as a member.
create policy groups_select on public.groups for select to authenticated
  using (is_public or owner_id = (select auth.uid()) or public.is_group_member(id));
create policy groups_insert on public.groups for insert to authenticated
  with check (owner_id = (select auth.uid()));
create policy groups_update on public.groups for update to authenticated
  using (owner_id = (select auth.uid()))
  with check (owner_id = (select auth.uid()));
create policy groups_delete on public.groups for delete to authenticated
  using (owner_id = (select auth.uid()));

-- group_members: join public groups yourself as a plain member (private ones via
-- join_group_by_invite); leave, or be removed by the owner. The owner's own membership stays
-- until the group is deleted. No update: roles never change.
create policy group_members_select on public.group_members for select to authenticated
  using (user_id = (select auth.uid()) or public.is_group_member(group_id));
create policy group_members_insert on public.group_members for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and role = 'member'
    and exists (
      select 1 from public.groups g
      where g.id = group_members.group_id and g.is_public)
  );
create policy group_members_delete on public.group_members for delete to authenticated
  using (
    role <> 'owner'
    and (user_id = (select auth.uid()) or public.is_group_owner(group_id))
  );

-- group_posts: members read and write; authors and the group owner delete; no edits.
create policy group_posts_select on public.group_posts for select to authenticated
  using (public.is_group_member(group_id));
create policy group_posts_insert on public.group_posts for insert to authenticated
  with check (user_id = (select auth.uid()) and public.is_group_member(group_id));
create policy group_posts_delete on public.group_posts for delete to authenticated
  using (user_id = (select auth.uid()) or public.is_group_owner(group_id));
