// The palette's order while something is typed: best match first, whatever group it is in. cmdk can sort
// by itself, but it reorders its groups in the DOM behind React's back and misses groups that mount after
// the search started (the user's things load then), so "record" selected the page "Deep Work" (a scattered
// match of its keywords) above the step "Record the product demo". Ranking here keeps the order in React.
import { defaultFilter } from 'cmdk';
import { PALETTE_GROUPS, type PaletteCommand } from './palette-commands';

/** Match scores (0-1) are compared in this many bands when groups are ordered. */
const MATCH_BANDS = 4;

export type RankedGroup = { group: PaletteCommand['group']; commands: PaletteCommand[] };

/**
 * The commands in their groups. Without a query: every command, groups in their fixed order. With one:
 * only the matching commands (cmdk's fuzzy score on the label and keywords), best first within a group,
 * and the groups ordered by their best match (their fixed order when those are about as good).
 */
export function rankCommands(commands: readonly PaletteCommand[], query: string): RankedGroup[] {
  const search = query.trim();
  const scored = commands
    .map((command, index) => ({
      command,
      index,
      score: search === '' ? 1 : defaultFilter(command.label, search, command.keywords),
    }))
    .filter((entry) => entry.score > 0);
  const groups = PALETTE_GROUPS.map((group, order) => {
    const inGroup = scored
      .filter((entry) => entry.command.group === group)
      .sort((a, b) => b.score - a.score || a.index - b.index);
    return { group, order, best: inGroup[0]?.score ?? 0, commands: inGroup.map((entry) => entry.command) };
  }).filter((group) => group.commands.length > 0);
  // Groups whose best matches are about as good keep their fixed order (a page before an action that
  // matches the same keyword); a clearly better match moves its group up.
  const band = (score: number) => Math.round(score * MATCH_BANDS);
  groups.sort((a, b) => band(b.best) - band(a.best) || a.order - b.order);
  return groups.map(({ group, commands: ranked }) => ({ group, commands: ranked }));
}
