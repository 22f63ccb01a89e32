// The user's own things in the command palette: steps, habits, playbooks, groups and reflections, each opening
// the page that shows it. Pure: the palette reads them through shared-data's queries and hands them in.
import {
  longDateLabel,
  monthLabel,
  parseLocalDate,
  reflectionHref,
  type Group,
  type Habit,
  type Playbook,
  type Reflection,
  type ReflectionKind,
  type Task,
} from '@onething/shared-data';
import type { PaletteCommand } from './palette-commands';

type UserThings = {
  tasks?: readonly Pick<Task, 'id' | 'title' | 'start_time'>[];
  habits?: readonly Pick<Habit, 'id' | 'name' | 'category'>[];
  playbooks?: readonly Pick<Playbook, 'id' | 'title'>[];
  groups?: readonly Pick<Group, 'id' | 'name'>[];
  reflections?: readonly Pick<Reflection, 'id' | 'kind' | 'period_start'>[];
};

function reflectionLabel(kind: ReflectionKind, periodStart: string): string {
  const start = parseLocalDate(periodStart);
  if (kind === 'monthly') return `Monthly reflection, ${monthLabel(start)}`;
  if (kind === 'weekly') return `Weekly reflection, week of ${longDateLabel(start)}`;
  return `Daily reflection, ${longDateLabel(start)}`;
}

export function userThingCommands(things: UserThings): PaletteCommand[] {
  // Steps are the tasks without a start time (the others are their time blocks); the planner shows them.
  const steps = (things.tasks ?? [])
    .filter((task) => task.start_time === null)
    .map<PaletteCommand>((step) => ({
      id: `step:${step.id}`,
      label: step.title,
      group: 'Steps',
      keywords: ['step'],
      effect: { type: 'navigate', to: '/one-thing' },
    }));
  const habits = (things.habits ?? []).map<PaletteCommand>((habit) => ({
    id: `habit:${habit.id}`,
    label: habit.name,
    group: 'Habits',
    keywords: ['habit', habit.category],
    effect: { type: 'navigate', to: `/habits/${habit.id}` },
  }));
  const playbooks = (things.playbooks ?? []).map<PaletteCommand>((playbook) => ({
    id: `playbook:${playbook.id}`,
    label: playbook.title,
    group: 'Playbooks',
    keywords: ['playbook'],
    effect: { type: 'navigate', to: '/playbooks' },
  }));
  const groups = (things.groups ?? []).map<PaletteCommand>((group) => ({
    id: `group:${group.id}`,
    label: group.name,
    group: 'Groups',
    keywords: ['group', 'community'],
    effect: { type: 'navigate', to: `/group/${group.id}` },
  }));
  const reflections = (things.reflections ?? []).map<PaletteCommand>((reflection) => ({
    id: `reflection:${reflection.id}`,
    label: reflectionLabel(reflection.kind, reflection.period_start),
    group: 'Reflections',
    keywords: ['reflection', 'journal'],
    effect: { type: 'navigate', to: reflectionHref(reflection.kind, reflection.period_start) },
  }));
  return [...steps, ...habits, ...playbooks, ...groups, ...reflections];
}
