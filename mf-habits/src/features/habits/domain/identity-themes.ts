// The identity themes card: four themes, each counting the habits of its categories.
import type { HabitCategory } from '@onething/shared-data';

export const IDENTITY_THEMES = [
  { name: 'Mindful Person', categories: ['Wellness', 'Mindfulness'] },
  { name: 'Deep Worker', categories: ['Productivity'] },
  { name: 'Healthy Person', categories: ['Health', 'Fitness'] },
  { name: 'Lifelong Learner', categories: ['Learning'] },
] as const satisfies readonly { name: string; categories: readonly HabitCategory[] }[];
export type IdentityThemeName = (typeof IDENTITY_THEMES)[number]['name'];

export type IdentityThemeCount = { name: IdentityThemeName; categories: readonly HabitCategory[]; count: number };

/** The four identity themes, in display order, each with its number of habits. */
export function identityThemeCounts(habits: readonly { category: string }[]): IdentityThemeCount[] {
  return IDENTITY_THEMES.map((theme) => ({
    name: theme.name,
    categories: theme.categories,
    count: habits.filter((habit) => (theme.categories as readonly string[]).includes(habit.category)).length,
  }));
}
