-- Demo data for local development: demo@onething.local / demo-password, with about three weeks of history.
-- Applied only on request (`npm start` on a new data folder, supabase-local --seed or --seed-if-new, or
-- `supabase db reset` locally); never on a hosted project.
-- Dates are relative to current_date so the demo always looks like today. Runs once: a second run
-- finds the demo user and changes nothing.

do $seed$
declare
  demo uuid := 'd3e0d3e0-0000-4000-8000-000000000001';
  playbook uuid := 'd3e0d3e0-0000-4000-8000-000000000101';
  goal uuid := 'd3e0d3e0-0000-4000-8000-000000000201';
  done_goal uuid := 'd3e0d3e0-0000-4000-8000-000000000202';
  step1 uuid := 'd3e0d3e0-0000-4000-8000-000000000301';
  step2 uuid := 'd3e0d3e0-0000-4000-8000-000000000302';
  step3 uuid := 'd3e0d3e0-0000-4000-8000-000000000303';
  step4 uuid := 'd3e0d3e0-0000-4000-8000-000000000304';
  reading uuid := 'd3e0d3e0-0000-4000-8000-000000000401';
  workout uuid := 'd3e0d3e0-0000-4000-8000-000000000402';
  meditate uuid := 'd3e0d3e0-0000-4000-8000-000000000403';
  session_today uuid := 'd3e0d3e0-0000-4000-8000-000000000501';
  club uuid := 'd3e0d3e0-0000-4000-8000-000000000601';
  -- A moment earlier today (never in the future, even just after midnight).
  this_morning timestamptz := least(now(), current_date + time '10:30');
begin
  if exists (select 1 from auth.users where id = demo or email = 'demo@onething.local') then
    raise notice 'seed: demo user already present, nothing to do';
    return;
  end if;

  -- bcrypt cost 10 of 'demo-password' (bcryptjs). Empty token strings rather than nulls because
  -- GoTrue scans these columns into Go strings.
  insert into auth.users (
    instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
    raw_app_meta_data, raw_user_meta_data, created_at, updated_at, last_sign_in_at,
    confirmation_token, recovery_token, email_change, email_change_token_new, is_anonymous
  ) values (
    '00000000-0000-0000-0000-000000000000', demo, 'authenticated', 'authenticated', 'demo@onething.local',
    '$2a$10$3HGWh5MxLPoLBXK0qbTbaOYKPVjHWDy4uEbxkpnWMkfWcTXzvx7Ye', now() - interval '30 days',
    '{"provider": "email", "providers": ["email"]}'::jsonb,
    '{"username": "demo", "full_name": "Demo User"}'::jsonb,
    now() - interval '30 days', now() - interval '30 days', now() - interval '1 day',
    '', '', '', '', false
  );

  insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
  values (
    demo::text, demo,
    jsonb_build_object('sub', demo::text, 'email', 'demo@onething.local', 'email_verified', true),
    'email', now() - interval '1 day', now() - interval '30 days', now() - interval '30 days'
  );

  -- The auth.users trigger created the profile from the metadata above; onboarding is already done.
  update public.profiles
  set onboarding_completed = true,
    onboarding_answers = '{"role": "Software Engineer", "goals": ["Ship a side project", "Build better habits"],
      "biggestChallenge": "Too many distractions", "dailyHours": "2 hours", "experience": "Intermediate",
      "oneThingGoal": "Launch the ONE Thing OS beta"}'::jsonb,
    share_one_thing = true
  where user_id = demo;

  insert into public.user_settings (user_id, distracting_sites, block_adult_content)
  values (demo, array['youtube.com', 'reddit.com', 'x.com', 'instagram.com'], false);

  insert into public.playbooks (id, user_id, title, description, tasks, time_blocks, created_at)
  values (
    playbook, demo, 'Weekly writing sprint', 'A repeatable plan for drafting and publishing one article.',
    '[
      {"id": "pb-step-1", "title": "Outline the article", "completed": false, "description": "Three key points and a conclusion", "estimated_duration": 30, "sort_order": 0},
      {"id": "pb-step-2", "title": "Write the first draft", "completed": false, "description": "No editing while drafting", "estimated_duration": 90, "sort_order": 1},
      {"id": "pb-step-3", "title": "Edit and publish", "completed": false, "description": "Read aloud, cut 10%, publish", "estimated_duration": 45, "sort_order": 2}
    ]'::jsonb,
    '[
      {"id": "pb-block-1", "title": "Outline the article", "start_time": "09:00:00", "end_time": "09:30:00", "status": "upcoming", "instructions": "Phone in another room", "completion_criteria": "Outline with three points", "step_number": 1, "date": null},
      {"id": "pb-block-2", "title": "Write the first draft", "start_time": "09:45:00", "end_time": "11:15:00", "status": "upcoming", "instructions": "Shield on, no tabs", "completion_criteria": "1,200 words", "step_number": 2, "date": null},
      {"id": "pb-block-3", "title": "Edit and publish", "start_time": "14:00:00", "end_time": "14:45:00", "status": "upcoming", "instructions": "Use the checklist", "completion_criteria": "Article is live", "step_number": 3, "date": null}
    ]'::jsonb,
    now() - interval '10 days'
  );

  -- A goal finished earlier, then today's active ONE Thing.
  -- Progress is the database's: 100 for a completed goal, else the share of completed steps.
  insert into public.one_thing_goals (id, user_id, title, description, priority, is_active, deadline,
    why_description, completed_at, source_type, source_playbook_id, created_at, updated_at)
  values (
    done_goal, demo, 'Publish the launch article', 'Completed playbook goal', 'Medium', false, current_date - 3,
    null, now() - interval '3 days', 'playbook', playbook, now() - interval '9 days', now() - interval '3 days'
  );

  insert into public.one_thing_goals (id, user_id, title, description, priority, is_active, deadline,
    why_description, created_at)
  values (
    goal, demo, 'Launch the ONE Thing OS beta', 'Get the first 100 founding members using the app.', 'High', true,
    current_date + 14, 'Focus is the one skill that compounds. Shipping this proves it.', now() - interval '2 days'
  );

  insert into public.one_thing_tasks (id, goal_id, title, completed, sort_order, status, step_number, duration_minutes,
    instructions, completion_criteria)
  values
    (step1, goal, 'Write the landing page copy', true, 0, 'completed', 1, 60, 'Lead with the ONE Thing idea', 'Copy reviewed by a friend'),
    (step2, goal, 'Record the product demo', false, 1, 'upcoming', 2, 90, 'Script first, then one take', 'Video under 3 minutes'),
    (step3, goal, 'Invite the first 20 testers', false, 2, 'upcoming', 3, 45, null, '20 invitations sent'),
    (step4, goal, 'Collect feedback and fix the top issue', false, 3, 'upcoming', 4, 120, null, 'Top issue closed');

  -- Today's time blocks for the steps above.
  insert into public.one_thing_tasks (goal_id, title, completed, sort_order, date, start_time, end_time,
    duration_minutes, status, step_number, instructions, completion_criteria, step_id)
  values
    (goal, 'Write the landing page copy', true, 0, current_date, '08:00', '09:00', 60, 'completed', 1,
      'Lead with the ONE Thing idea', 'Copy reviewed by a friend', step1),
    (goal, 'Record the product demo', false, 1, current_date, '09:30', '11:00', 90, 'upcoming', 2,
      'Script first, then one take', 'Video under 3 minutes', step2),
    (goal, 'Invite the first 20 testers', false, 2, current_date, '14:00', '14:45', 45, 'upcoming', 3,
      null, '20 invitations sent', step3);

  insert into public.habits (id, user_id, name, category, description, target_per_week, cue, routine, reward,
    difficulty, identity, two_minute_version, environment, habit_stack, implementation_intention,
    scheduled_days, scheduled_time, duration_minutes, linked_goal_id, created_at)
  values
    (reading, demo, 'Read 20 pages', 'Learning', 'A Learning habit: Read 20 pages', 7, 'After my morning coffee',
      'Read one page', 'I feel accomplished and one step closer to my goals', 'Easy',
      'I am someone who reads regularly', 'Read one page', 'Book on the kitchen table', 'After I pour my coffee',
      'I will read 20 pages at 07:00 after my morning coffee',
      array['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], '07:00', 30, null,
      now() - interval '28 days'),
    (workout, demo, 'Strength workout', 'Fitness', 'A Fitness habit: Strength workout', 3, 'When I close my laptop',
      'Put on my training shoes', 'A protein smoothie', 'Medium',
      'I am someone who trains regularly', 'Put on my training shoes', 'Gym bag by the door', null,
      'I will work out at 18:00 when I close my laptop',
      array['Monday', 'Wednesday', 'Friday'], '18:00', 45, null, now() - interval '28 days'),
    (meditate, demo, 'Meditate', 'Mindfulness', 'A Mindfulness habit: Meditate', 7, 'After I wake up',
      'Three deep breaths', 'I feel calm', 'Easy',
      'I am someone who meditates regularly', 'Three deep breaths', 'Cushion next to the bed', null,
      'I will meditate at 06:30 after I wake up',
      array['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], '06:30', 10, goal,
      now() - interval '24 days');

  -- The last three weeks (streaks follow from these rows), with the misses a real person has: reading most
  -- days (a current streak of 8), workouts on their scheduled days but one, meditation with a few gaps.
  insert into public.habit_completions (habit_id, user_id, completion_date, completed_at)
  select reading, demo, d::date, d::date + time '07:25'
  from generate_series(current_date - 20, current_date, interval '1 day') d
  where (current_date - d::date) not in (8, 13, 19)
    and (d::date < current_date or now() >= current_date + time '07:25');

  insert into public.habit_completions (habit_id, user_id, completion_date, completed_at)
  select workout, demo, d::date, d::date + time '18:50'
  from generate_series(current_date - 21, current_date - 1, interval '1 day') d
  where to_char(d, 'FMDay') in ('Monday', 'Wednesday', 'Friday') and (current_date - d::date) not between 14 and 16;

  insert into public.habit_completions (habit_id, user_id, completion_date, completed_at)
  select meditate, demo, (current_date - n), (current_date - n) + time '06:45'
  from unnest(array[1, 2, 4, 5, 6, 8, 9, 10, 12, 14, 15, 16, 17, 19, 20]) n;

  insert into public.deep_work_sessions (id, user_id, task_id, title, duration_minutes, goal_id, completed_at,
    emergency_canceled, shield_enabled, created_at)
  values
    (session_today, demo, step1, 'Write the landing page copy', 50, goal, this_morning, false, true,
      this_morning - interval '50 minutes'),
    (gen_random_uuid(), demo, null, 'Deep work session', 25, goal, now() - interval '1 day', false, true,
      now() - interval '1 day 25 minutes'),
    (gen_random_uuid(), demo, null, 'Outline the article', 60, done_goal, now() - interval '4 days', false, false,
      now() - interval '4 days 1 hour'),
    (gen_random_uuid(), demo, null, 'Deep work session', 15, goal, now() - interval '2 days', true, true,
      now() - interval '2 days 15 minutes');

  -- Earlier weeks: a morning session most weekdays (the finished goal's work before it was done), lengths
  -- as people pick them.
  insert into public.deep_work_sessions (user_id, task_id, title, duration_minutes, goal_id, completed_at,
    emergency_canceled, shield_enabled, created_at)
  select demo, null,
    (array['Outline the article', 'Write the first draft', 'Deep work session', 'Edit and publish'])[1 + n % 4],
    (array[50, 25, 90, 45, 50])[1 + n % 5],
    done_goal,
    (current_date - n) + time '10:00' + make_interval(mins => (array[50, 25, 90, 45, 50])[1 + n % 5]),
    false, n % 3 <> 0,
    (current_date - n) + time '10:00'
  from generate_series(5, 21) n
  where extract(isodow from current_date - n) < 6 and n not in (11, 17);

  insert into public.shield_block_log (user_id, domain, blocked_at, session_id)
  values
    (demo, 'youtube.com', this_morning - interval '35 minutes', session_today),
    (demo, 'reddit.com', this_morning - interval '20 minutes', session_today);

  insert into public.reflections (user_id, kind, period_start, answers, energy_rating, focus_rating, notes_html)
  values
    (demo, 'daily', current_date - 1,
      '{"did": "Finished the landing page outline.", "obstacles": "Slack notifications.",
        "tomorrow": "Record the product demo.", "grateful": "A quiet morning."}'::jsonb,
      4, 3, '<p>Good session before lunch. <strong>Shield on</strong> made the difference.</p>'),
    (demo, 'weekly', current_date - extract(dow from current_date)::integer,
      '{"wins": "Two deep work blocks every day.", "lessons": "Mornings are my best focus time.",
        "change": "No meetings before 11:00.", "focus": "Ship the beta."}'::jsonb,
      null, null, '<ul><li>Keep the streak</li><li>Invite testers</li></ul>'),
    (demo, 'daily', current_date - 2,
      '{"did": "Planned the demo script.", "obstacles": "Too many meetings.",
        "tomorrow": "Finish the landing page outline.", "grateful": "Coffee with Sam."}'::jsonb,
      3, 3, null),
    (demo, 'daily', current_date - 4,
      '{"did": "Published the launch article.", "obstacles": "Last-minute edits.",
        "tomorrow": "Start the beta plan.", "grateful": "Kind replies from readers."}'::jsonb,
      5, 4, '<p>Shipping felt great.</p>'),
    (demo, 'daily', current_date - 9,
      '{"did": "Wrote the first draft.", "obstacles": "Phone on the desk.",
        "tomorrow": "Edit the draft.", "grateful": "A long walk."}'::jsonb,
      3, 2, null),
    (demo, 'weekly', current_date - extract(dow from current_date)::integer - 7,
      '{"wins": "Published the article.", "lessons": "Shorter sessions when tired.",
        "change": "Phone in another room.", "focus": "Plan the beta."}'::jsonb,
      null, null, null),
    (demo, 'weekly', current_date - extract(dow from current_date)::integer - 14,
      '{"wins": "Started the writing sprint.", "lessons": "Outlines save hours.",
        "change": "Meditate before work.", "focus": "Finish the draft."}'::jsonb,
      null, null, null);

  insert into public.groups (id, name, description, is_public, owner_id)
  values (club, 'Deep Work Club', 'Daily check-ins for people protecting their focus time.', true, demo);

  insert into public.group_posts (group_id, user_id, kind, body, created_at)
  values
    (club, demo, 'post', 'Welcome! Share your ONE Thing for the week.', now() - interval '2 days'),
    (club, demo, 'checkin', 'completed a 50-minute deep work session', this_morning);
end;
$seed$;
