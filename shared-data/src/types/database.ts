// Hand-written mirror of /work/schema-contract.md in the shape supabase-js expects.
// Row/Insert/Update must be type aliases (not interfaces) so they satisfy Record<string, unknown>.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Weekday = 'Sunday' | 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday';
export type HabitCategory = 'Health' | 'Fitness' | 'Productivity' | 'Learning' | 'Mindfulness' | 'Wellness' | 'Creativity';
export type HabitDifficulty = 'Easy' | 'Medium' | 'Hard';
export type Priority = 'Low' | 'Medium' | 'High' | 'Critical';
export type GoalSourceType = 'manual' | 'playbook';
export type TaskStatus = 'upcoming' | 'completed';
export type ReflectionKind = 'daily' | 'weekly' | 'monthly';
export type GroupRole = 'owner' | 'member';
export type GroupPostKind = 'post' | 'checkin';

export const WEEKDAYS: readonly Weekday[] = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
export const HABIT_CATEGORIES: readonly HabitCategory[] = [
  'Health',
  'Fitness',
  'Productivity',
  'Learning',
  'Mindfulness',
  'Wellness',
  'Creativity',
];
export const PRIORITIES: readonly Priority[] = ['Low', 'Medium', 'High', 'Critical'];

/** Stored in profiles.onboarding_answers. */
export type OnboardingAnswers = {
  role: string;
  goals: string[];
  biggestChallenge: string;
  dailyHours: string;
  experience: string;
  oneThingGoal: string;
};

/** Element of playbooks.tasks (jsonb array). */
export type PlaybookTask = {
  id: string;
  title: string;
  completed: boolean;
  description?: string | null;
  estimated_duration?: number | null;
  sort_order: number;
};

/** Element of playbooks.time_blocks (jsonb array). */
export type PlaybookTimeBlock = {
  id: string;
  title: string;
  start_time: string | null;
  end_time: string | null;
  status: TaskStatus;
  instructions: string | null;
  completion_criteria: string | null;
  step_number: number;
  date: string | null;
};

/** Answers of a reflection (jsonb object): prompt id → text. */
export type ReflectionAnswers = Record<string, string>;

type ProfilesRow = {
  id: string;
  user_id: string;
  username: string | null;
  full_name: string | null;
  avatar_url: string | null;
  onboarding_completed: boolean;
  onboarding_answers: OnboardingAnswers | null;
  share_one_thing: boolean;
  /** IANA time zone; the database's "today" for this user. */
  time_zone: string;
  created_at: string;
  updated_at: string;
};

type HabitsRow = {
  id: string;
  user_id: string;
  created_at: string;
  updated_at: string;
  name: string;
  category: HabitCategory;
  description: string | null;
  target_per_week: number;
  cue: string;
  routine: string | null;
  reward: string | null;
  difficulty: HabitDifficulty;
  identity: string | null;
  two_minute_version: string;
  environment: string | null;
  habit_stack: string | null;
  implementation_intention: string | null;
  scheduled_days: Weekday[];
  /** HH:MM:SS */
  scheduled_time: string;
  duration_minutes: number | null;
  /** Length of the run of completed scheduled days ending on streak_last_day (kept by the database). */
  streak: number;
  streak_last_day: string | null;
  longest_streak: number;
  linked_goal_id: string | null;
};

type HabitCompletionsRow = {
  id: string;
  habit_id: string;
  user_id: string;
  /** yyyy-MM-dd (local calendar day) */
  completion_date: string;
  completed_at: string;
};

type GoalsRow = {
  id: string;
  user_id: string;
  title: string;
  description: string | null;
  priority: Priority;
  progress: number;
  is_active: boolean;
  /** yyyy-MM-dd */
  deadline: string | null;
  why_description: string | null;
  completed_at: string | null;
  created_at: string;
  updated_at: string;
  source_type: GoalSourceType;
  source_playbook_id: string | null;
};

type TasksRow = {
  id: string;
  goal_id: string;
  title: string;
  completed: boolean;
  sort_order: number;
  /** yyyy-MM-dd */
  date: string | null;
  /** HH:MM:SS; null for a step, set for a time block */
  start_time: string | null;
  end_time: string | null;
  duration_minutes: number | null;
  status: TaskStatus;
  step_number: number;
  instructions: string | null;
  completion_criteria: string | null;
  step_id: string | null;
  created_at: string;
  updated_at: string;
};

type DeepWorkSessionsRow = {
  id: string;
  user_id: string;
  task_id: string | null;
  title: string | null;
  duration_minutes: number;
  goal_id: string | null;
  playbook_id: string | null;
  completed_at: string | null;
  emergency_canceled: boolean;
  shield_enabled: boolean;
  created_at: string;
};

type PlaybooksRow = {
  id: string;
  user_id: string;
  title: string;
  description: string | null;
  tasks: PlaybookTask[];
  time_blocks: PlaybookTimeBlock[];
  created_at: string;
  updated_at: string;
};

type UserSettingsRow = {
  user_id: string;
  distracting_sites: string[];
  block_adult_content: boolean;
  created_at: string;
  updated_at: string;
};

type ReflectionsRow = {
  id: string;
  user_id: string;
  kind: ReflectionKind;
  /** yyyy-MM-dd: the day, the Sunday of the week, or the 1st of the month */
  period_start: string;
  answers: ReflectionAnswers;
  energy_rating: number | null;
  focus_rating: number | null;
  notes_html: string | null;
  created_at: string;
  updated_at: string;
};

type GroupsRow = {
  id: string;
  name: string;
  description: string | null;
  is_public: boolean;
  owner_id: string;
  invite_code: string;
  created_at: string;
  updated_at: string;
};

type GroupMembersRow = {
  group_id: string;
  user_id: string;
  role: GroupRole;
  joined_at: string;
};

type GroupPostsRow = {
  id: string;
  group_id: string;
  user_id: string;
  kind: GroupPostKind;
  body: string;
  created_at: string;
};

type ShieldBlockLogRow = {
  id: string;
  user_id: string;
  domain: string;
  blocked_at: string;
  session_id: string | null;
};

/** Makes the listed keys optional (columns with defaults or nullable columns). */
type WithOptional<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;

type Table<Row, Insert, Relationships extends unknown[] = []> = {
  Row: Row;
  Insert: Insert;
  Update: Partial<Row>;
  Relationships: Relationships;
};

export type GroupMemberSummary = {
  user_id: string;
  display_name: string | null;
  username: string | null;
  avatar_url: string | null;
  longest_streak: number;
  /** Only set when that member opted in to sharing their ONE Thing. */
  one_thing_title: string | null;
  role: GroupRole;
  joined_at: string;
};

export type Database = {
  public: {
    Tables: {
      profiles: Table<
        ProfilesRow,
        WithOptional<
          ProfilesRow,
          | 'id'
          | 'username'
          | 'full_name'
          | 'avatar_url'
          | 'onboarding_completed'
          | 'onboarding_answers'
          | 'share_one_thing'
          | 'time_zone'
          | 'created_at'
          | 'updated_at'
        >
      >;
      habits: Table<
        HabitsRow,
        WithOptional<
          HabitsRow,
          | 'id'
          | 'created_at'
          | 'updated_at'
          | 'category'
          | 'description'
          | 'target_per_week'
          | 'routine'
          | 'reward'
          | 'difficulty'
          | 'identity'
          | 'environment'
          | 'habit_stack'
          | 'implementation_intention'
          | 'scheduled_days'
          | 'duration_minutes'
          | 'streak'
          | 'streak_last_day'
          | 'longest_streak'
          | 'linked_goal_id'
        >,
        [
          {
            foreignKeyName: 'habits_linked_goal_id_fkey';
            columns: ['linked_goal_id'];
            isOneToOne: false;
            referencedRelation: 'one_thing_goals';
            referencedColumns: ['id'];
          },
        ]
      >;
      habit_completions: Table<
        HabitCompletionsRow,
        WithOptional<HabitCompletionsRow, 'id' | 'completed_at'>,
        [
          {
            foreignKeyName: 'habit_completions_habit_id_fkey';
            columns: ['habit_id'];
            isOneToOne: false;
            referencedRelation: 'habits';
            referencedColumns: ['id'];
          },
        ]
      >;
      one_thing_goals: Table<
        GoalsRow,
        WithOptional<
          GoalsRow,
          | 'id'
          | 'description'
          | 'priority'
          | 'progress'
          | 'is_active'
          | 'deadline'
          | 'why_description'
          | 'completed_at'
          | 'created_at'
          | 'updated_at'
          | 'source_type'
          | 'source_playbook_id'
        >,
        [
          {
            foreignKeyName: 'one_thing_goals_source_playbook_id_fkey';
            columns: ['source_playbook_id'];
            isOneToOne: false;
            referencedRelation: 'playbooks';
            referencedColumns: ['id'];
          },
        ]
      >;
      one_thing_tasks: Table<
        TasksRow,
        WithOptional<
          TasksRow,
          | 'id'
          | 'completed'
          | 'sort_order'
          | 'date'
          | 'start_time'
          | 'end_time'
          | 'duration_minutes'
          | 'status'
          | 'step_number'
          | 'instructions'
          | 'completion_criteria'
          | 'step_id'
          | 'created_at'
          | 'updated_at'
        >,
        [
          {
            foreignKeyName: 'one_thing_tasks_goal_id_fkey';
            columns: ['goal_id'];
            isOneToOne: false;
            referencedRelation: 'one_thing_goals';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'one_thing_tasks_step_id_fkey';
            columns: ['step_id'];
            isOneToOne: false;
            referencedRelation: 'one_thing_tasks';
            referencedColumns: ['id'];
          },
        ]
      >;
      deep_work_sessions: Table<
        DeepWorkSessionsRow,
        WithOptional<
          DeepWorkSessionsRow,
          | 'id'
          | 'task_id'
          | 'title'
          | 'goal_id'
          | 'playbook_id'
          | 'completed_at'
          | 'emergency_canceled'
          | 'shield_enabled'
          | 'created_at'
        >,
        [
          {
            foreignKeyName: 'deep_work_sessions_task_id_fkey';
            columns: ['task_id'];
            isOneToOne: false;
            referencedRelation: 'one_thing_tasks';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'deep_work_sessions_goal_id_fkey';
            columns: ['goal_id'];
            isOneToOne: false;
            referencedRelation: 'one_thing_goals';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'deep_work_sessions_playbook_id_fkey';
            columns: ['playbook_id'];
            isOneToOne: false;
            referencedRelation: 'playbooks';
            referencedColumns: ['id'];
          },
        ]
      >;
      playbooks: Table<
        PlaybooksRow,
        WithOptional<PlaybooksRow, 'id' | 'description' | 'tasks' | 'time_blocks' | 'created_at' | 'updated_at'>
      >;
      user_settings: Table<
        UserSettingsRow,
        WithOptional<UserSettingsRow, 'distracting_sites' | 'block_adult_content' | 'created_at' | 'updated_at'>
      >;
      reflections: Table<
        ReflectionsRow,
        WithOptional<
          ReflectionsRow,
          'id' | 'answers' | 'energy_rating' | 'focus_rating' | 'notes_html' | 'created_at' | 'updated_at'
        >
      >;
      groups: Table<
        GroupsRow,
        WithOptional<GroupsRow, 'id' | 'description' | 'is_public' | 'invite_code' | 'created_at' | 'updated_at'>
      >;
      group_members: Table<
        GroupMembersRow,
        WithOptional<GroupMembersRow, 'role' | 'joined_at'>,
        [
          {
            foreignKeyName: 'group_members_group_id_fkey';
            columns: ['group_id'];
            isOneToOne: false;
            referencedRelation: 'groups';
            referencedColumns: ['id'];
          },
        ]
      >;
      group_posts: Table<
        GroupPostsRow,
        WithOptional<GroupPostsRow, 'id' | 'kind' | 'created_at'>,
        [
          {
            foreignKeyName: 'group_posts_group_id_fkey';
            columns: ['group_id'];
            isOneToOne: false;
            referencedRelation: 'groups';
            referencedColumns: ['id'];
          },
        ]
      >;
      shield_block_log: Table<
        ShieldBlockLogRow,
        WithOptional<ShieldBlockLogRow, 'id' | 'blocked_at' | 'session_id'>,
        [
          {
            foreignKeyName: 'shield_block_log_session_id_fkey';
            columns: ['session_id'];
            isOneToOne: false;
            referencedRelation: 'deep_work_sessions';
            referencedColumns: ['id'];
          },
        ]
      >;
    };
    Views: { [_ in never]: never };
    Functions: {
      join_group_by_invite: { Args: { code: string }; Returns: string };
      group_member_summaries: { Args: { gid: string }; Returns: GroupMemberSummary[] };
      delete_my_account: { Args: Record<PropertyKey, never>; Returns: undefined };
      is_group_member: { Args: { gid: string }; Returns: boolean };
      is_group_owner: { Args: { gid: string }; Returns: boolean };
      create_goal: {
        Args: {
          p_title: string;
          p_description?: string | null;
          p_priority?: string;
          p_deadline?: string | null;
          p_why_description?: string | null;
          p_source_playbook_id?: string | null;
        };
        Returns: GoalsRow;
      };
      activate_goal: { Args: { p_goal_id: string }; Returns: GoalsRow };
      complete_goal: { Args: { p_goal_id: string }; Returns: GoalsRow };
      record_completed_playbook: {
        Args: { p_title: string; p_description?: string | null; p_playbook_id?: string | null };
        Returns: GoalsRow;
      };
      create_step: {
        Args: { p_goal_id: string; p_title: string; p_start_time: string; p_duration_minutes: number; p_date: string };
        Returns: TasksRow;
      };
      update_step: {
        Args: {
          p_step_id: string;
          p_title: string;
          p_block_id?: string | null;
          p_start_time?: string | null;
          p_duration_minutes?: number | null;
        };
        Returns: TasksRow;
      };
      set_step_completed: { Args: { p_step_id: string; p_completed: boolean }; Returns: Json };
      set_habit_completion: { Args: { p_habit_id: string; p_date: string; p_completed: boolean }; Returns: Json };
      habit_streaks: {
        Args: Record<PropertyKey, never>;
        Returns: { habit_id: string; current_streak: number; longest_streak: number }[];
      };
      is_time_zone: { Args: { zone: string }; Returns: boolean };
    };
    Enums: { [_ in never]: never };
    CompositeTypes: { [_ in never]: never };
  };
};

type PublicTables = Database['public']['Tables'];
export type TableName = keyof PublicTables;
export type TableRow<T extends TableName> = PublicTables[T]['Row'];
export type TableInsert<T extends TableName> = PublicTables[T]['Insert'];
export type TableUpdate<T extends TableName> = PublicTables[T]['Update'];

export type Profile = TableRow<'profiles'>;
export type ProfileInsert = TableInsert<'profiles'>;
export type ProfileUpdate = TableUpdate<'profiles'>;
export type Habit = TableRow<'habits'>;
export type HabitInsert = TableInsert<'habits'>;
export type HabitUpdate = TableUpdate<'habits'>;
export type HabitCompletion = TableRow<'habit_completions'>;
export type HabitCompletionInsert = TableInsert<'habit_completions'>;
export type Goal = TableRow<'one_thing_goals'>;
export type GoalInsert = TableInsert<'one_thing_goals'>;
export type GoalUpdate = TableUpdate<'one_thing_goals'>;
/** A step (start_time null) or a time block (start_time set). */
export type Task = TableRow<'one_thing_tasks'>;
export type TaskInsert = TableInsert<'one_thing_tasks'>;
export type TaskUpdate = TableUpdate<'one_thing_tasks'>;
/** A one_thing_tasks row whose start_time is set. */
export type TimeBlock = Task & { start_time: string };
export type DeepWorkSession = TableRow<'deep_work_sessions'>;
export type DeepWorkSessionInsert = TableInsert<'deep_work_sessions'>;
export type DeepWorkSessionUpdate = TableUpdate<'deep_work_sessions'>;
export type Playbook = TableRow<'playbooks'>;
export type PlaybookInsert = TableInsert<'playbooks'>;
export type PlaybookUpdate = TableUpdate<'playbooks'>;
export type UserSettings = TableRow<'user_settings'>;
export type UserSettingsInsert = TableInsert<'user_settings'>;
export type UserSettingsUpdate = TableUpdate<'user_settings'>;
export type Reflection = TableRow<'reflections'>;
export type ReflectionInsert = TableInsert<'reflections'>;
export type ReflectionUpdate = TableUpdate<'reflections'>;
export type Group = TableRow<'groups'>;
export type GroupInsert = TableInsert<'groups'>;
export type GroupUpdate = TableUpdate<'groups'>;
export type GroupMember = TableRow<'group_members'>;
export type GroupPost = TableRow<'group_posts'>;
export type GroupPostInsert = TableInsert<'group_posts'>;
export type ShieldBlock = TableRow<'shield_block_log'>;
export type ShieldBlockInsert = TableInsert<'shield_block_log'>;
