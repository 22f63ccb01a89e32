import { describe, expect, it } from 'vitest';
import { paletteCommands } from './palette-commands';
import { userThingCommands } from './user-things';

describe('userThingCommands', () => {
  it('lists steps (not their time blocks), habits, playbooks, groups and reflections, each opening its page', () => {
    const commands = userThingCommands({
      tasks: [
        { id: 's1', title: 'Draft the outline', start_time: null },
        { id: 'b1', title: 'Draft the outline', start_time: '09:00:00' },
      ],
      habits: [{ id: 'h1', name: 'Meditate', category: 'Mindfulness' }],
      playbooks: [{ id: 'p1', title: 'Launch checklist' }],
      groups: [{ id: 'g1', name: 'Early risers' }],
      reflections: [
        { id: 'r1', kind: 'daily', period_start: '2026-11-27' },
        { id: 'r2', kind: 'weekly', period_start: '2026-11-22' },
        { id: 'r3', kind: 'monthly', period_start: '2026-11-01' },
      ],
    });
    expect(commands.map(({ group, label, effect }) => [group, label, effect])).toEqual([
      ['Steps', 'Draft the outline', { type: 'navigate', to: '/one-thing' }],
      ['Habits', 'Meditate', { type: 'navigate', to: '/habits/h1' }],
      ['Playbooks', 'Launch checklist', { type: 'navigate', to: '/playbooks' }],
      ['Groups', 'Early risers', { type: 'navigate', to: '/group/g1' }],
      [
        'Reflections',
        'Daily reflection, Friday, November 27, 2026',
        { type: 'navigate', to: '/reflection?period=2026-11-27' },
      ],
      [
        'Reflections',
        'Weekly reflection, week of Sunday, November 22, 2026',
        { type: 'navigate', to: '/reflection/weekly?period=2026-11-22' },
      ],
      [
        'Reflections',
        'Monthly reflection, November 2026',
        { type: 'navigate', to: '/reflection/monthly?period=2026-11-01' },
      ],
    ]);
    // Two things with the same name stay two results.
    expect(new Set(commands.map((command) => command.id)).size).toBe(commands.length);
    expect(commands.find((command) => command.label === 'Meditate')?.keywords).toContain('Mindfulness');
  });

  it('lists nothing before the reads arrive', () => {
    expect(userThingCommands({})).toEqual([]);
  });
});

describe('paletteCommands and the deep work session', () => {
  const sessionLabels = (phase: Parameters<typeof paletteCommands>[0]) =>
    paletteCommands(phase)
      .filter((command) => command.group === 'Deep work session')
      .map((command) => [command.label, command.effect]);

  it('offer nothing for the session when none is on', () => {
    expect(sessionLabels('idle')).toEqual([]);
    expect(sessionLabels('complete')).toEqual([]);
  });

  it('go back to a running session or pause it, and resume a paused one', () => {
    expect(sessionLabels('running')).toEqual([
      ['Back to the deep work session', { type: 'navigate', to: '/deep-work' }],
      ['Pause the deep work session', { type: 'pause-session' }],
    ]);
    expect(sessionLabels('paused')).toEqual([
      ['Back to the deep work session', { type: 'navigate', to: '/deep-work' }],
      ['Resume the deep work session', { type: 'resume-session' }],
    ]);
  });

  it('keep every id unique', () => {
    const ids = paletteCommands('running').map((command) => command.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
