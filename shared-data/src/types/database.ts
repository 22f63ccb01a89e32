// The names the app uses for its database types. The schema itself comes from the migrations through
// database.generated.ts (`node scripts/gen-db-types.mjs`); this file adds what the catalog cannot say:
// the shapes of JSON columns, the nullability of a function's result columns, ordered lists of the
// allowed values for forms, and short row names. Row/Insert/Update stay type aliases (not interfaces),
// which supabase-js needs so they satisfy Record<string, unknown>.
import type { Database as GeneratedDatabase, Tables } from './database.generated';

export type { Json } from './database.generated';

type GeneratedSchema = GeneratedDatabase['public'];

// Allowed values: the unions come from the CHECK constraints in the migrations.
export type Weekday = Tables<'habits'>['scheduled_days'][number];
export type HabitCategory = Tables<'habits'>['category'];
export type HabitDifficulty = Tables<'habits'>['difficulty'];
export type Priority = Tables<'one_thing_goals'>['priority'];
export type GoalSourceType = Tables<'one_thing_goals'>['source_type'];
export type TaskStatus = Tables<'one_thing_tasks'>['status'];
export type ReflectionKind = Tables<'reflections'>['kind'];
export type GroupRole = Tables<'group_members'>['role'];
export type GroupPostKind = Tables<'group_posts'>['kind'];

// In display order. The lists are typed by the unions above, and the checks below stop the build when
// a migration allows a value that a list lacks.
const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const habitCategories = [
  'Health',
  'Fitness',
  'Productivity',
  'Learning',
  'Mindfulness',
  'Wellness',
  'Creativity',
] as const;
const priorities = ['Low', 'Medium', 'High', 'Critical'] as const;
export const WEEKDAYS: readonly Weekday[] = weekdays;
export const HABIT_CATEGORIES: readonly HabitCategory[] = habitCategories;
export const PRIORITIES: readonly Priority[] = priorities;

type ListsAll<Union, List extends readonly Union[]> = [Exclude<Union, List[number]>] extends [never]
  ? true
  : { missing: Exclude<Union, List[number]> };
type Assert<T extends true> = T;
type _ListsAreComplete = [
  Assert<ListsAll<Weekday, typeof weekdays>>,
  Assert<ListsAll<HabitCategory, typeof habitCategories>>,
  Assert<ListsAll<Priority, typeof priorities>>,
];

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

/** The JSON columns' shapes, which the catalog only knows as jsonb. */
type JsonColumns = {
  profiles: { onboarding_answers: OnboardingAnswers | null };
  playbooks: { tasks: PlaybookTask[]; time_blocks: PlaybookTimeBlock[] };
  reflections: { answers: ReflectionAnswers };
};

/** T with the listed properties' types replaced; keeps each property's optionality. */
type Replace<T, Columns> = { [K in keyof T]: K extends keyof Columns ? Columns[K] : T[K] };

type WithColumns<Table extends GeneratedSchema['Tables'][keyof GeneratedSchema['Tables']], Columns> = {
  Row: Replace<Table['Row'], Columns>;
  Insert: Replace<Table['Insert'], Columns>;
  Update: Replace<Table['Update'], Columns>;
  Relationships: Table['Relationships'];
};

type SummaryColumns = GeneratedSchema['Functions']['group_member_summaries']['Returns'][number];

/** One row of group_member_summaries(): what a group page shows about a member. */
export type GroupMemberSummary = Replace<
  SummaryColumns,
  {
    display_name: string | null;
    avatar_url: string | null;
    /** Only set when that member opted in to sharing their ONE Thing. */
    one_thing_title: string | null;
    role: GroupRole;
  }
>;

/** Function results the catalog cannot type precisely (a `returns table` has no NOT NULL or CHECK). */
type FunctionReturns = {
  group_member_summaries: GroupMemberSummary[];
};

/** The generated schema with the JSON columns and function results above; what the Supabase client uses. */
export type Database = {
  public: {
    Tables: {
      [T in keyof GeneratedSchema['Tables']]: T extends keyof JsonColumns
        ? WithColumns<GeneratedSchema['Tables'][T], JsonColumns[T]>
        : GeneratedSchema['Tables'][T];
    };
    Views: GeneratedSchema['Views'];
    Functions: {
      [F in keyof GeneratedSchema['Functions']]: F extends keyof FunctionReturns
        ? { Args: GeneratedSchema['Functions'][F]['Args']; Returns: FunctionReturns[F] }
        : GeneratedSchema['Functions'][F];
    };
    Enums: GeneratedSchema['Enums'];
    CompositeTypes: GeneratedSchema['CompositeTypes'];
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
