import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { DateKey } from '@onething/shared-data';
import { minutesToPx, openingMinute } from '../domain/placement';

/**
 * Where the hour grid's box is scrolled: it opens at the current time when it shows today, else shortly
 * before the first item, else at the working day; again once the items have loaded, unless the user has
 * touched the grid meanwhile (`markScrolled`). When the grid is wider than its box, the focused day is
 * brought into view.
 */
export function useGridScroll({
  scroller,
  days,
  showsToday,
  nowMinutes,
  firstStart,
  focusedDay,
}: {
  scroller: RefObject<HTMLDivElement | null>;
  days: readonly DateKey[];
  showsToday: boolean;
  nowMinutes: number;
  firstStart: number | null;
  focusedDay: DateKey | undefined;
}) {
  const userScrolled = useRef(false);
  const firstDay = days[0];

  useLayoutEffect(() => {
    userScrolled.current = false;
  }, [firstDay, days.length]);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || userScrolled.current) return;
    element.scrollTop = minutesToPx(openingMinute(showsToday, nowMinutes, firstStart));
    // Not on every tick of the clock: only when the period or its first item changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [firstDay, days.length, showsToday, firstStart]);

  useLayoutEffect(() => {
    const element = scroller.current;
    const column = element?.querySelector<HTMLElement>(`[data-day="${focusedDay}"]`);
    if (!element || !column || element.scrollWidth <= element.clientWidth) return;
    const gutter = element.querySelector<HTMLElement>('[data-gutter]')?.offsetWidth ?? 0;
    const visible =
      column.offsetLeft - gutter >= element.scrollLeft &&
      column.offsetLeft + column.offsetWidth <= element.scrollLeft + element.clientWidth;
    if (!visible) element.scrollLeft = column.offsetLeft - gutter;
  }, [focusedDay, scroller]);

  return {
    /** Once the user has touched the grid, loading data no longer scrolls it. */
    markScrolled: () => {
      userScrolled.current = true;
    },
  };
}
