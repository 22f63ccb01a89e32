// The goal history card's rows, read page by page.

/**
 * The goal history's rows from its pages, in page order, each goal once: pages are read by offset, so a goal
 * completed (or reopened) between two page reads can shift a row onto the next page as well.
 */
export function mergeGoalHistoryPages<T extends { id: string }>(pages: readonly { goals: readonly T[] }[]): T[] {
  const seen = new Set<string>();
  const merged: T[] = [];
  for (const page of pages) {
    for (const goal of page.goals) {
      if (seen.has(goal.id)) continue;
      seen.add(goal.id);
      merged.push(goal);
    }
  }
  return merged;
}
