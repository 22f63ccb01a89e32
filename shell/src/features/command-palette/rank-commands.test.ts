import { describe, expect, it } from 'vitest';
import type { PaletteCommand } from './palette-commands';
import { rankCommands } from './rank-commands';

const command = (
  id: string,
  label: string,
  group: PaletteCommand['group'],
  keywords: string[] = [],
): PaletteCommand => ({
  id,
  label,
  group,
  keywords,
  effect: { type: 'navigate', to: `/${id}` },
});

const commands = [
  command('deep-work', 'Deep Work', 'Go to', ['timer', 'focus', 'pomodoro', 'shield']),
  command('habits', 'Habits', 'Go to', ['routine', 'streak']),
  command('go-reflection', 'Reflection', 'Go to', ['journal', 'review']),
  command('step', 'Record the product demo', 'Steps', ['step']),
  command('reflection', 'Daily reflection, Friday, November 27, 2026', 'Reflections', ['reflection']),
];

describe('rankCommands', () => {
  it('keeps the fixed group order and every command when nothing is typed', () => {
    expect(rankCommands(commands, '  ').map((group) => group.group)).toEqual(['Go to', 'Steps', 'Reflections']);
    expect(rankCommands(commands, '')[0]?.commands.map((c) => c.id)).toEqual(['deep-work', 'habits', 'go-reflection']);
  });

  it('puts the best match first, above a scattered match in an earlier group', () => {
    const ranked = rankCommands(commands, 'record');
    expect(ranked[0]?.commands[0]?.id).toBe('step');
    expect(ranked.flatMap((group) => group.commands.map((c) => c.id))).not.toContain('habits');
  });

  it('keeps the fixed group order for matches about as good (a page before an action on the same keyword)', () => {
    const ranked = rankCommands(
      [...commands, command('write-reflection', 'Write the weekly reflection', 'Actions', ['review', 'journal'])],
      'journal',
    );
    expect(ranked.map((group) => group.group)).toEqual(['Go to', 'Actions']);
  });

  it('orders the commands of a group by their match', () => {
    const ranked = rankCommands(
      [command('a', 'Stretch the hamstrings', 'Habits'), command('b', 'Hamstrings', 'Habits')],
      'hamstrings',
    );
    expect(ranked[0]?.commands.map((c) => c.id)).toEqual(['b', 'a']);
  });

  it('finds a page by its keywords', () => {
    expect(rankCommands(commands, 'pomodoro')[0]?.commands[0]?.id).toBe('deep-work');
  });
});
