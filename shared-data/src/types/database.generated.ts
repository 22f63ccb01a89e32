// Generated from supabase/migrations by `node scripts/gen-db-types.mjs`; do not edit.
// `npm test` runs it with --check, which fails when this file and the migrations disagree.
// Hand-written names and JSON shapes built on these types live in database.ts.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  public: {
    Tables: {
      checkin_log: {
        Row: {
          id: number
          posted_at: string
          user_id: string
        }
        Insert: {
          id?: never
          posted_at?: string
          user_id: string
        }
        Update: {
          id?: never
          posted_at?: string
          user_id?: string
        }
        Relationships: []
      }
      deep_work_sessions: {
        Row: {
          completed_at: string | null
          created_at: string
          duration_minutes: number
          emergency_canceled: boolean
          goal_id: string | null
          id: string
          playbook_id: string | null
          shield_down_at: string | null
          shield_enabled: boolean
          shield_locked: boolean
          task_id: string | null
          title: string | null
          user_id: string
        }
        Insert: {
          completed_at?: string | null
          created_at?: string
          duration_minutes: number
          emergency_canceled?: boolean
          goal_id?: string | null
          id?: string
          playbook_id?: string | null
          shield_down_at?: string | null
          shield_enabled?: boolean
          shield_locked?: boolean
          task_id?: string | null
          title?: string | null
          user_id: string
        }
        Update: {
          completed_at?: string | null
          created_at?: string
          duration_minutes?: number
          emergency_canceled?: boolean
          goal_id?: string | null
          id?: string
          playbook_id?: string | null
          shield_down_at?: string | null
          shield_enabled?: boolean
          shield_locked?: boolean
          task_id?: string | null
          title?: string | null
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "deep_work_sessions_goal_id_fkey"
            columns: ["goal_id"]
            isOneToOne: false
            referencedRelation: "one_thing_goals"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "deep_work_sessions_playbook_id_fkey"
            columns: ["playbook_id"]
            isOneToOne: false
            referencedRelation: "playbooks"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "deep_work_sessions_task_id_fkey"
            columns: ["task_id"]
            isOneToOne: false
            referencedRelation: "one_thing_tasks"
            referencedColumns: ["id"]
          },
        ]
      }
      deleted_habits: {
        Row: {
          completions: Json
          deleted_at: string
          habit: Json
          habit_id: string
          pauses: Json
          skips: Json
          user_id: string
        }
        Insert: {
          completions?: Json
          deleted_at?: string
          habit: Json
          habit_id: string
          pauses?: Json
          skips?: Json
          user_id: string
        }
        Update: {
          completions?: Json
          deleted_at?: string
          habit?: Json
          habit_id?: string
          pauses?: Json
          skips?: Json
          user_id?: string
        }
        Relationships: []
      }
      deleted_steps: {
        Row: {
          blocks: Json
          deleted_at: string
          goal_id: string
          session_links: Json
          step: Json
          step_id: string
          user_id: string
        }
        Insert: {
          blocks?: Json
          deleted_at?: string
          goal_id: string
          session_links?: Json
          step: Json
          step_id: string
          user_id: string
        }
        Update: {
          blocks?: Json
          deleted_at?: string
          goal_id?: string
          session_links?: Json
          step?: Json
          step_id?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "deleted_steps_goal_id_fkey"
            columns: ["goal_id"]
            isOneToOne: false
            referencedRelation: "one_thing_goals"
            referencedColumns: ["id"]
          },
        ]
      }
      group_members: {
        Row: {
          group_id: string
          joined_at: string
          role: "owner" | "member"
          user_id: string
        }
        Insert: {
          group_id: string
          joined_at?: string
          role?: "owner" | "member"
          user_id: string
        }
        Update: {
          group_id?: string
          joined_at?: string
          role?: "owner" | "member"
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "group_members_group_id_fkey"
            columns: ["group_id"]
            isOneToOne: false
            referencedRelation: "groups"
            referencedColumns: ["id"]
          },
        ]
      }
      group_posts: {
        Row: {
          body: string
          checkin_source: string | null
          created_at: string
          group_id: string
          id: string
          kind: "post" | "checkin"
          user_id: string
        }
        Insert: {
          body: string
          checkin_source?: string | null
          created_at?: string
          group_id: string
          id?: string
          kind?: "post" | "checkin"
          user_id: string
        }
        Update: {
          body?: string
          checkin_source?: string | null
          created_at?: string
          group_id?: string
          id?: string
          kind?: "post" | "checkin"
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "group_posts_group_id_fkey"
            columns: ["group_id"]
            isOneToOne: false
            referencedRelation: "groups"
            referencedColumns: ["id"]
          },
        ]
      }
      groups: {
        Row: {
          created_at: string
          description: string | null
          id: string
          invite_code: string
          is_public: boolean
          name: string
          owner_id: string
          updated_at: string
        }
        Insert: {
          created_at?: string
          description?: string | null
          id?: string
          invite_code?: string
          is_public?: boolean
          name: string
          owner_id: string
          updated_at?: string
        }
        Update: {
          created_at?: string
          description?: string | null
          id?: string
          invite_code?: string
          is_public?: boolean
          name?: string
          owner_id?: string
          updated_at?: string
        }
        Relationships: []
      }
      habit_completions: {
        Row: {
          completed_at: string
          completion_date: string
          habit_id: string
          id: string
          user_id: string
        }
        Insert: {
          completed_at?: string
          completion_date: string
          habit_id: string
          id?: string
          user_id: string
        }
        Update: {
          completed_at?: string
          completion_date?: string
          habit_id?: string
          id?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "habit_completions_habit_id_fkey"
            columns: ["habit_id"]
            isOneToOne: false
            referencedRelation: "habits"
            referencedColumns: ["id"]
          },
        ]
      }
      habit_pauses: {
        Row: {
          created_at: string
          first_day: string
          habit_id: string
          id: string
          last_day: string
          user_id: string
        }
        Insert: {
          created_at?: string
          first_day: string
          habit_id: string
          id?: string
          last_day: string
          user_id: string
        }
        Update: {
          created_at?: string
          first_day?: string
          habit_id?: string
          id?: string
          last_day?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "habit_pauses_habit_id_fkey"
            columns: ["habit_id"]
            isOneToOne: false
            referencedRelation: "habits"
            referencedColumns: ["id"]
          },
        ]
      }
      habit_skips: {
        Row: {
          created_at: string
          habit_id: string
          reason: string | null
          skip_date: string
          user_id: string
        }
        Insert: {
          created_at?: string
          habit_id: string
          reason?: string | null
          skip_date: string
          user_id: string
        }
        Update: {
          created_at?: string
          habit_id?: string
          reason?: string | null
          skip_date?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "habit_skips_habit_id_fkey"
            columns: ["habit_id"]
            isOneToOne: false
            referencedRelation: "habits"
            referencedColumns: ["id"]
          },
        ]
      }
      habits: {
        Row: {
          archived_at: string | null
          category:
            | "Health"
            | "Fitness"
            | "Productivity"
            | "Learning"
            | "Mindfulness"
            | "Wellness"
            | "Creativity"
          created_at: string
          cue: string
          description: string | null
          difficulty: "Easy" | "Medium" | "Hard"
          duration_minutes: number | null
          environment: string | null
          habit_stack: string | null
          history_start: string | null
          id: string
          identity: string | null
          implementation_intention: string | null
          linked_goal_id: string | null
          longest_streak: number
          name: string
          reward: string | null
          routine: string | null
          scheduled_days: (
            | "Sunday"
            | "Monday"
            | "Tuesday"
            | "Wednesday"
            | "Thursday"
            | "Friday"
            | "Saturday"
          )[]
          scheduled_time: string
          sort_order: number | null
          streak: number
          streak_freezes_held: number
          streak_last_day: string | null
          target_per_week: number
          two_minute_version: string
          updated_at: string
          user_id: string
        }
        Insert: {
          archived_at?: string | null
          category?:
            | "Health"
            | "Fitness"
            | "Productivity"
            | "Learning"
            | "Mindfulness"
            | "Wellness"
            | "Creativity"
          created_at?: string
          cue: string
          description?: string | null
          difficulty?: "Easy" | "Medium" | "Hard"
          duration_minutes?: number | null
          environment?: string | null
          habit_stack?: string | null
          history_start?: string | null
          id?: string
          identity?: string | null
          implementation_intention?: string | null
          linked_goal_id?: string | null
          longest_streak?: number
          name: string
          reward?: string | null
          routine?: string | null
          scheduled_days?: (
            | "Sunday"
            | "Monday"
            | "Tuesday"
            | "Wednesday"
            | "Thursday"
            | "Friday"
            | "Saturday"
          )[]
          scheduled_time: string
          sort_order?: number | null
          streak?: number
          streak_freezes_held?: number
          streak_last_day?: string | null
          target_per_week?: number
          two_minute_version: string
          updated_at?: string
          user_id: string
        }
        Update: {
          archived_at?: string | null
          category?:
            | "Health"
            | "Fitness"
            | "Productivity"
            | "Learning"
            | "Mindfulness"
            | "Wellness"
            | "Creativity"
          created_at?: string
          cue?: string
          description?: string | null
          difficulty?: "Easy" | "Medium" | "Hard"
          duration_minutes?: number | null
          environment?: string | null
          habit_stack?: string | null
          history_start?: string | null
          id?: string
          identity?: string | null
          implementation_intention?: string | null
          linked_goal_id?: string | null
          longest_streak?: number
          name?: string
          reward?: string | null
          routine?: string | null
          scheduled_days?: (
            | "Sunday"
            | "Monday"
            | "Tuesday"
            | "Wednesday"
            | "Thursday"
            | "Friday"
            | "Saturday"
          )[]
          scheduled_time?: string
          sort_order?: number | null
          streak?: number
          streak_freezes_held?: number
          streak_last_day?: string | null
          target_per_week?: number
          two_minute_version?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "habits_linked_goal_id_fkey"
            columns: ["linked_goal_id"]
            isOneToOne: false
            referencedRelation: "one_thing_goals"
            referencedColumns: ["id"]
          },
        ]
      }
      one_thing_goals: {
        Row: {
          completed_at: string | null
          created_at: string
          deadline: string | null
          description: string | null
          id: string
          is_active: boolean
          priority: "Low" | "Medium" | "High" | "Critical"
          progress: number
          source_playbook_id: string | null
          source_type: "manual" | "playbook"
          title: string
          updated_at: string
          user_id: string
          why_description: string | null
        }
        Insert: {
          completed_at?: string | null
          created_at?: string
          deadline?: string | null
          description?: string | null
          id?: string
          is_active?: boolean
          priority?: "Low" | "Medium" | "High" | "Critical"
          progress?: number
          source_playbook_id?: string | null
          source_type?: "manual" | "playbook"
          title: string
          updated_at?: string
          user_id: string
          why_description?: string | null
        }
        Update: {
          completed_at?: string | null
          created_at?: string
          deadline?: string | null
          description?: string | null
          id?: string
          is_active?: boolean
          priority?: "Low" | "Medium" | "High" | "Critical"
          progress?: number
          source_playbook_id?: string | null
          source_type?: "manual" | "playbook"
          title?: string
          updated_at?: string
          user_id?: string
          why_description?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "one_thing_goals_source_playbook_id_fkey"
            columns: ["source_playbook_id"]
            isOneToOne: false
            referencedRelation: "playbooks"
            referencedColumns: ["id"]
          },
        ]
      }
      one_thing_tasks: {
        Row: {
          completed: boolean
          completed_at: string | null
          completion_criteria: string | null
          created_at: string
          date: string | null
          duration_minutes: number | null
          end_time: string | null
          goal_id: string
          id: string
          instructions: string | null
          sort_order: number
          start_time: string | null
          status: "upcoming" | "completed"
          step_id: string | null
          step_number: number
          title: string
          updated_at: string
        }
        Insert: {
          completed?: boolean
          completed_at?: string | null
          completion_criteria?: string | null
          created_at?: string
          date?: string | null
          duration_minutes?: number | null
          end_time?: string | null
          goal_id: string
          id?: string
          instructions?: string | null
          sort_order?: number
          start_time?: string | null
          status?: "upcoming" | "completed"
          step_id?: string | null
          step_number?: number
          title: string
          updated_at?: string
        }
        Update: {
          completed?: boolean
          completed_at?: string | null
          completion_criteria?: string | null
          created_at?: string
          date?: string | null
          duration_minutes?: number | null
          end_time?: string | null
          goal_id?: string
          id?: string
          instructions?: string | null
          sort_order?: number
          start_time?: string | null
          status?: "upcoming" | "completed"
          step_id?: string | null
          step_number?: number
          title?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "one_thing_tasks_goal_id_fkey"
            columns: ["goal_id"]
            isOneToOne: false
            referencedRelation: "one_thing_goals"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "one_thing_tasks_step_id_fkey"
            columns: ["step_id", "goal_id"]
            isOneToOne: false
            referencedRelation: "one_thing_tasks"
            referencedColumns: ["id", "goal_id"]
          },
        ]
      }
      playbooks: {
        Row: {
          created_at: string
          description: string | null
          id: string
          tasks: Json
          time_blocks: Json
          title: string
          updated_at: string
          user_id: string
        }
        Insert: {
          created_at?: string
          description?: string | null
          id?: string
          tasks?: Json
          time_blocks?: Json
          title: string
          updated_at?: string
          user_id: string
        }
        Update: {
          created_at?: string
          description?: string | null
          id?: string
          tasks?: Json
          time_blocks?: Json
          title?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: []
      }
      profiles: {
        Row: {
          avatar_url: string | null
          created_at: string
          full_name: string | null
          id: string
          onboarding_answers: Json | null
          onboarding_completed: boolean
          share_checkins: boolean
          share_one_thing: boolean
          streak_freezes: boolean
          time_zone: string
          updated_at: string
          user_id: string
          username: string | null
        }
        Insert: {
          avatar_url?: string | null
          created_at?: string
          full_name?: string | null
          id?: string
          onboarding_answers?: Json | null
          onboarding_completed?: boolean
          share_checkins?: boolean
          share_one_thing?: boolean
          streak_freezes?: boolean
          time_zone?: string
          updated_at?: string
          user_id: string
          username?: string | null
        }
        Update: {
          avatar_url?: string | null
          created_at?: string
          full_name?: string | null
          id?: string
          onboarding_answers?: Json | null
          onboarding_completed?: boolean
          share_checkins?: boolean
          share_one_thing?: boolean
          streak_freezes?: boolean
          time_zone?: string
          updated_at?: string
          user_id?: string
          username?: string | null
        }
        Relationships: []
      }
      reflections: {
        Row: {
          answers: Json
          created_at: string
          energy_rating: number | null
          focus_rating: number | null
          id: string
          kind: "daily" | "weekly" | "monthly"
          notes_html: string | null
          period_start: string
          updated_at: string
          user_id: string
        }
        Insert: {
          answers?: Json
          created_at?: string
          energy_rating?: number | null
          focus_rating?: number | null
          id?: string
          kind: "daily" | "weekly" | "monthly"
          notes_html?: string | null
          period_start: string
          updated_at?: string
          user_id: string
        }
        Update: {
          answers?: Json
          created_at?: string
          energy_rating?: number | null
          focus_rating?: number | null
          id?: string
          kind?: "daily" | "weekly" | "monthly"
          notes_html?: string | null
          period_start?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: []
      }
      shield_block_log: {
        Row: {
          blocked_at: string
          domain: string
          id: string
          session_id: string | null
          user_id: string
        }
        Insert: {
          blocked_at?: string
          domain: string
          id?: string
          session_id?: string | null
          user_id: string
        }
        Update: {
          blocked_at?: string
          domain?: string
          id?: string
          session_id?: string | null
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "shield_block_log_session_id_fkey"
            columns: ["session_id"]
            isOneToOne: false
            referencedRelation: "deep_work_sessions"
            referencedColumns: ["id"]
          },
        ]
      }
      user_settings: {
        Row: {
          allowed_sites: string[]
          block_adult_content: boolean
          breaks_per_session: number
          created_at: string
          distracting_sites: string[]
          emergency_wait_seconds: number
          shield_schedules: Json
          shield_time_blocks: boolean
          updated_at: string
          user_id: string
        }
        Insert: {
          allowed_sites?: string[]
          block_adult_content?: boolean
          breaks_per_session?: number
          created_at?: string
          distracting_sites?: string[]
          emergency_wait_seconds?: number
          shield_schedules?: Json
          shield_time_blocks?: boolean
          updated_at?: string
          user_id: string
        }
        Update: {
          allowed_sites?: string[]
          block_adult_content?: boolean
          breaks_per_session?: number
          created_at?: string
          distracting_sites?: string[]
          emergency_wait_seconds?: number
          shield_schedules?: Json
          shield_time_blocks?: boolean
          updated_at?: string
          user_id?: string
        }
        Relationships: []
      }
    }
    Views: {
      [_ in never]: never
    }
    Functions: {
      activate_goal: {
        Args: { p_goal_id: string }
        Returns: {
          completed_at: string | null
          created_at: string
          deadline: string | null
          description: string | null
          id: string
          is_active: boolean
          priority: "Low" | "Medium" | "High" | "Critical"
          progress: number
          source_playbook_id: string | null
          source_type: "manual" | "playbook"
          title: string
          updated_at: string
          user_id: string
          why_description: string | null
        }
      }
      assert_date_in_range: {
        Args: { p_day: string }
        Returns: undefined
      }
      assert_no_open_active_goal: {
        Args: { p_user_id: string; p_except?: string }
        Returns: undefined
      }
      assert_reflection_period: {
        Args: { p_kind: string; p_period_start: string }
        Returns: undefined
      }
      block_end_time: {
        Args: { p_start: string; p_minutes: number }
        Returns: string
      }
      blocked_sites: {
        Args: { p_first_day: string; p_last_day: string }
        Returns: Json
      }
      check_habit_day: {
        Args: { p_habit_id: string; p_day: string; p_done: string }
        Returns: undefined
      }
      chosen_name: {
        Args: { name: string; email: string }
        Returns: string
      }
      complete_goal: {
        Args: { p_goal_id: string }
        Returns: {
          completed_at: string | null
          created_at: string
          deadline: string | null
          description: string | null
          id: string
          is_active: boolean
          priority: "Low" | "Medium" | "High" | "Critical"
          progress: number
          source_playbook_id: string | null
          source_type: "manual" | "playbook"
          title: string
          updated_at: string
          user_id: string
          why_description: string | null
        }
      }
      complete_playbook_run: {
        Args: { p_playbook_id: string; p_id?: string }
        Returns: {
          completed_at: string | null
          created_at: string
          deadline: string | null
          description: string | null
          id: string
          is_active: boolean
          priority: "Low" | "Medium" | "High" | "Critical"
          progress: number
          source_playbook_id: string | null
          source_type: "manual" | "playbook"
          title: string
          updated_at: string
          user_id: string
          why_description: string | null
        }
      }
      create_goal: {
        Args: {
          p_title: string
          p_description?: string
          p_priority?: string
          p_deadline?: string
          p_why_description?: string
          p_source_playbook_id?: string
          p_id?: string
        }
        Returns: {
          completed_at: string | null
          created_at: string
          deadline: string | null
          description: string | null
          id: string
          is_active: boolean
          priority: "Low" | "Medium" | "High" | "Critical"
          progress: number
          source_playbook_id: string | null
          source_type: "manual" | "playbook"
          title: string
          updated_at: string
          user_id: string
          why_description: string | null
        }
      }
      create_goal_from_playbook: {
        Args: {
          p_playbook_id: string
          p_date?: string
          p_id?: string
          p_step_ids?: string[]
          p_block_ids?: string[]
        }
        Returns: {
          completed_at: string | null
          created_at: string
          deadline: string | null
          description: string | null
          id: string
          is_active: boolean
          priority: "Low" | "Medium" | "High" | "Critical"
          progress: number
          source_playbook_id: string | null
          source_type: "manual" | "playbook"
          title: string
          updated_at: string
          user_id: string
          why_description: string | null
        }
      }
      create_step: {
        Args: {
          p_goal_id: string
          p_title: string
          p_start_time: string
          p_duration_minutes: number
          p_date: string
          p_id?: string
          p_block_id?: string
        }
        Returns: {
          completed: boolean
          completed_at: string | null
          completion_criteria: string | null
          created_at: string
          date: string | null
          duration_minutes: number | null
          end_time: string | null
          goal_id: string
          id: string
          instructions: string | null
          sort_order: number
          start_time: string | null
          status: "upcoming" | "completed"
          step_id: string | null
          step_number: number
          title: string
          updated_at: string
        }
      }
      date_in_range:
        | {
          Args: { p_day: string }
          Returns: boolean
          }
        | {
          Args: { p_moment: string }
          Returns: boolean
          }
      deactivate_goals: {
        Args: { p_user_id: string; p_except?: string }
        Returns: undefined
      }
      delete_habit: {
        Args: { p_habit_id: string }
        Returns: string
      }
      delete_my_account: {
        Args: Record<PropertyKey, never>
        Returns: undefined
      }
      delete_step: {
        Args: { p_step_id: string }
        Returns: Json
      }
      earliest_date: {
        Args: Record<PropertyKey, never>
        Returns: string
      }
      finish_deep_work_session: {
        Args: {
          p_session_id: string
          p_duration_minutes: number
          p_emergency_canceled?: boolean
          p_task_id?: string
          p_ended_at?: string
        }
        Returns: {
          completed_at: string | null
          created_at: string
          duration_minutes: number
          emergency_canceled: boolean
          goal_id: string | null
          id: string
          playbook_id: string | null
          shield_down_at: string | null
          shield_enabled: boolean
          shield_locked: boolean
          task_id: string | null
          title: string | null
          user_id: string
        }[]
      }
      goal_step_progress: {
        Args: { p_goal_id: string }
        Returns: number
      }
      group_invite_preview: {
        Args: { code: string }
        Returns: {
          id: string
          name: string
          description: string
          is_public: boolean
          member_count: number
        }[]
      }
      group_member_counts: {
        Args: { gids: string[] }
        Returns: {
          group_id: string
          member_count: number
        }[]
      }
      group_member_summaries: {
        Args: { gid: string }
        Returns: {
          user_id: string
          display_name: string
          username: string
          avatar_url: string
          longest_streak: number
          one_thing_title: string
          role: string
          joined_at: string
        }[]
      }
      habit_current_streak: {
        Args: { p_habit: Database["public"]["Tables"]["habits"]["Row"]; p_today: string }
        Returns: number
      }
      habit_earliest_day: {
        Args: { p_habit: Database["public"]["Tables"]["habits"]["Row"] }
        Returns: string
      }
      habit_first_day: {
        Args: { p_habit: Database["public"]["Tables"]["habits"]["Row"] }
        Returns: string
      }
      habit_frozen_days: {
        Args: { p_habit_id: string }
        Returns: string[]
      }
      habit_rest_days: {
        Args: Record<PropertyKey, never>
        Returns: Json
      }
      habit_runs: {
        Args: { p_habit: Database["public"]["Tables"]["habits"]["Row"]; p_through?: string }
        Returns: {
          last_run: number
          last_day: string
          longest_run: number
          freezes_held: number
        }[]
      }
      habit_scheduled_on: {
        Args: { p_scheduled_days: string[]; p_target_per_week: number; p_day: string }
        Returns: boolean
      }
      habit_streaks: {
        Args: Record<PropertyKey, never>
        Returns: {
          habit_id: string
          current_streak: number
          longest_streak: number
        }[]
      }
      habit_walk: {
        Args: { p_habit: Database["public"]["Tables"]["habits"]["Row"]; p_through: string }
        Returns: {
          day: string
          state: string
          run: number
          longest: number
          freezes: number
        }[]
      }
      is_group_member: {
        Args: { gid: string }
        Returns: boolean
      }
      is_group_owner: {
        Args: { gid: string }
        Returns: boolean
      }
      is_time_zone: {
        Args: { zone: string }
        Returns: boolean
      }
      join_group_by_invite: {
        Args: { code: string }
        Returns: string
      }
      latest_date: {
        Args: Record<PropertyKey, never>
        Returns: string
      }
      move_unfinished_steps_to_day: {
        Args: { p_goal_id: string; p_day: string }
        Returns: Json
      }
      my_goal_ids: {
        Args: Record<PropertyKey, never>
        Returns: string[]
      }
      pause_habits: {
        Args: { p_habit_ids: string[]; p_first_day: string; p_last_day: string }
        Returns: {
          created_at: string
          first_day: string
          habit_id: string
          id: string
          last_day: string
          user_id: string
        }[]
      }
      playbook_date: {
        Args: { p_value: Json }
        Returns: string
      }
      playbook_minutes: {
        Args: { p_value: Json }
        Returns: number
      }
      playbook_text: {
        Args: { p_value: Json }
        Returns: string
      }
      playbook_time: {
        Args: { p_value: Json }
        Returns: string
      }
      post_checkin: {
        Args: { p_user_id: string; p_body: string; p_source: string }
        Returns: undefined
      }
      raise_id_taken: {
        Args: Record<PropertyKey, never>
        Returns: undefined
      }
      raise_time_conflict: {
        Args: Record<PropertyKey, never>
        Returns: undefined
      }
      record_shield_down: {
        Args: { p_session_id: string; p_at?: string }
        Returns: string
      }
      reflection_answer_keys: {
        Args: { p_kind: string }
        Returns: string[]
      }
      reflection_answers_valid: {
        Args: { p_kind: string; p_answers: Json }
        Returns: boolean
      }
      reflection_days: {
        Args: Record<PropertyKey, never>
        Returns: string[]
      }
      reflection_facts: {
        Args: { p_kind: string; p_period_start: string }
        Returns: Json
      }
      reflection_period_end: {
        Args: { p_kind: string; p_start: string }
        Returns: string
      }
      reflection_period_start: {
        Args: { p_kind: string; p_day: string }
        Returns: string
      }
      refresh_habit_streak: {
        Args: { p_habit_id: string }
        Returns: undefined
      }
      reopen_goal_step: {
        Args: { p_step_id: string }
        Returns: Json
      }
      reorder_habits: {
        Args: { p_habit_ids: string[] }
        Returns: number
      }
      require_user: {
        Args: Record<PropertyKey, never>
        Returns: string
      }
      restore_habit: {
        Args: { p_habit_id: string }
        Returns: {
          archived_at: string | null
          category:
            | "Health"
            | "Fitness"
            | "Productivity"
            | "Learning"
            | "Mindfulness"
            | "Wellness"
            | "Creativity"
          created_at: string
          cue: string
          description: string | null
          difficulty: "Easy" | "Medium" | "Hard"
          duration_minutes: number | null
          environment: string | null
          habit_stack: string | null
          history_start: string | null
          id: string
          identity: string | null
          implementation_intention: string | null
          linked_goal_id: string | null
          longest_streak: number
          name: string
          reward: string | null
          routine: string | null
          scheduled_days: (
            | "Sunday"
            | "Monday"
            | "Tuesday"
            | "Wednesday"
            | "Thursday"
            | "Friday"
            | "Saturday"
          )[]
          scheduled_time: string
          sort_order: number | null
          streak: number
          streak_freezes_held: number
          streak_last_day: string | null
          target_per_week: number
          two_minute_version: string
          updated_at: string
          user_id: string
        }
      }
      restore_step: {
        Args: { p_step_id: string }
        Returns: {
          completed: boolean
          completed_at: string | null
          completion_criteria: string | null
          created_at: string
          date: string | null
          duration_minutes: number | null
          end_time: string | null
          goal_id: string
          id: string
          instructions: string | null
          sort_order: number
          start_time: string | null
          status: "upcoming" | "completed"
          step_id: string | null
          step_number: number
          title: string
          updated_at: string
        }
      }
      resume_habits: {
        Args: { p_habit_ids: string[]; p_day: string }
        Returns: number
      }
      save_goal_as_playbook: {
        Args: { p_goal_id: string; p_id?: string }
        Returns: {
          created_at: string
          description: string | null
          id: string
          tasks: Json
          time_blocks: Json
          title: string
          updated_at: string
          user_id: string
        }
      }
      save_reflection: {
        Args: {
          p_kind: string
          p_period_start: string
          p_answers?: Json
          p_energy_rating?: number
          p_focus_rating?: number
          p_notes_html?: string
        }
        Returns: Json
      }
      set_block_times: {
        Args: { p_blocks: Json }
        Returns: {
          completed: boolean
          completed_at: string | null
          completion_criteria: string | null
          created_at: string
          date: string | null
          duration_minutes: number | null
          end_time: string | null
          goal_id: string
          id: string
          instructions: string | null
          sort_order: number
          start_time: string | null
          status: "upcoming" | "completed"
          step_id: string | null
          step_number: number
          title: string
          updated_at: string
        }[]
      }
      set_habit_archived: {
        Args: { p_habit_id: string; p_archived: boolean }
        Returns: {
          archived_at: string | null
          category:
            | "Health"
            | "Fitness"
            | "Productivity"
            | "Learning"
            | "Mindfulness"
            | "Wellness"
            | "Creativity"
          created_at: string
          cue: string
          description: string | null
          difficulty: "Easy" | "Medium" | "Hard"
          duration_minutes: number | null
          environment: string | null
          habit_stack: string | null
          history_start: string | null
          id: string
          identity: string | null
          implementation_intention: string | null
          linked_goal_id: string | null
          longest_streak: number
          name: string
          reward: string | null
          routine: string | null
          scheduled_days: (
            | "Sunday"
            | "Monday"
            | "Tuesday"
            | "Wednesday"
            | "Thursday"
            | "Friday"
            | "Saturday"
          )[]
          scheduled_time: string
          sort_order: number | null
          streak: number
          streak_freezes_held: number
          streak_last_day: string | null
          target_per_week: number
          two_minute_version: string
          updated_at: string
          user_id: string
        }
      }
      set_habit_completion: {
        Args: { p_habit_id: string; p_date: string; p_completed: boolean }
        Returns: Json
      }
      set_habit_skip: {
        Args: { p_habit_id: string; p_date: string; p_skipped: boolean; p_reason?: string }
        Returns: Json
      }
      set_step_completed: {
        Args: { p_step_id: string; p_completed: boolean }
        Returns: Json
      }
      shield_plan: {
        Args: Record<PropertyKey, never>
        Returns: Json
      }
      shield_schedules_valid: {
        Args: { p_schedules: Json }
        Returns: boolean
      }
      shield_site_valid: {
        Args: { p_site: string }
        Returns: boolean
      }
      shield_sites_valid: {
        Args: { p_sites: string[] }
        Returns: boolean
      }
      update_step: {
        Args: {
          p_step_id: string
          p_title: string
          p_block_id?: string
          p_start_time?: string
          p_duration_minutes?: number
          p_date?: string
        }
        Returns: {
          completed: boolean
          completed_at: string | null
          completion_criteria: string | null
          created_at: string
          date: string | null
          duration_minutes: number | null
          end_time: string | null
          goal_id: string
          id: string
          instructions: string | null
          sort_order: number
          start_time: string | null
          status: "upcoming" | "completed"
          step_id: string | null
          step_number: number
          title: string
          updated_at: string
        }
      }
      user_time_zone: {
        Args: { uid: string }
        Returns: string
      }
      user_today: {
        Args: { uid: string }
        Returns: string
      }
      weekday_name: {
        Args: { p_day: string }
        Returns: string
      }
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DefaultSchema = Database["public"]

/** A table's or view's row: `Tables<"habits">`, or `Tables<{ schema: "public" }, "habits">`. */
export type Tables<
  NameOrSchema extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"]) | { schema: keyof Database },
  Name extends NameOrSchema extends { schema: keyof Database }
    ? keyof (Database[NameOrSchema["schema"]]["Tables"] & Database[NameOrSchema["schema"]]["Views"])
    : never = never,
> = NameOrSchema extends { schema: keyof Database }
  ? (Database[NameOrSchema["schema"]]["Tables"] & Database[NameOrSchema["schema"]]["Views"])[Name] extends { Row: infer Row }
    ? Row
    : never
  : NameOrSchema extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] & DefaultSchema["Views"])[NameOrSchema] extends { Row: infer Row }
      ? Row
      : never
    : never

/** What an insert into a table accepts. */
export type TablesInsert<
  NameOrSchema extends keyof DefaultSchema["Tables"] | { schema: keyof Database },
  Name extends NameOrSchema extends { schema: keyof Database } ? keyof Database[NameOrSchema["schema"]]["Tables"] : never = never,
> = NameOrSchema extends { schema: keyof Database }
  ? Database[NameOrSchema["schema"]]["Tables"][Name] extends { Insert: infer Insert }
    ? Insert
    : never
  : NameOrSchema extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][NameOrSchema] extends { Insert: infer Insert }
      ? Insert
      : never
    : never

/** What an update of a table accepts. */
export type TablesUpdate<
  NameOrSchema extends keyof DefaultSchema["Tables"] | { schema: keyof Database },
  Name extends NameOrSchema extends { schema: keyof Database } ? keyof Database[NameOrSchema["schema"]]["Tables"] : never = never,
> = NameOrSchema extends { schema: keyof Database }
  ? Database[NameOrSchema["schema"]]["Tables"][Name] extends { Update: infer Update }
    ? Update
    : never
  : NameOrSchema extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][NameOrSchema] extends { Update: infer Update }
      ? Update
      : never
    : never

/** An enum's values. */
export type Enums<
  NameOrSchema extends keyof DefaultSchema["Enums"] | { schema: keyof Database },
  Name extends NameOrSchema extends { schema: keyof Database } ? keyof Database[NameOrSchema["schema"]]["Enums"] : never = never,
> = NameOrSchema extends { schema: keyof Database }
  ? Database[NameOrSchema["schema"]]["Enums"][Name]
  : NameOrSchema extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][NameOrSchema]
    : never

/** A composite type's fields. */
export type CompositeTypes<
  NameOrSchema extends keyof DefaultSchema["CompositeTypes"] | { schema: keyof Database },
  Name extends NameOrSchema extends { schema: keyof Database } ? keyof Database[NameOrSchema["schema"]]["CompositeTypes"] : never = never,
> = NameOrSchema extends { schema: keyof Database }
  ? Database[NameOrSchema["schema"]]["CompositeTypes"][Name]
  : NameOrSchema extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][NameOrSchema]
    : never

export const Constants = {
  public: {
    Enums: {},
  },
} as const
