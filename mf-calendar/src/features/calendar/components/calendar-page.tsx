import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { localDateKey, useAuth, type DateKey, useNow } from '@onething/shared-data';
import {
  calendarItemsByDay,
  calendarKeyAction,
  calendarTitle,
  moveDate,
  sameVisibleRange,
  stepCalendarDate,
  visibleRange,
  withBlockTimes,
  type BlockTime,
  type CalendarItem,
  type CalendarKeyAction,
  type CalendarLocation,
} from '../domain/calendar';
import { Alert, AlertDescription, AlertTitle, Button, PageHeader } from '@onething/shared-ui';
import { useExportIcs } from '../hooks/use-export-ics';
import { useCalendarData } from '../api/get-calendar-data';
import { useCalendarLocation } from '../hooks/use-calendar-location';
import { usePlanBlocks } from '../hooks/use-plan-blocks';
import { NewStepDialog } from './new-step-dialog';
import type { GridPlanning } from '../hooks/grid-planning';
import { CalendarToolbar } from './calendar-toolbar';
import { DayView } from './day-view';
import { MonthView } from './month-view';
import { WeekView } from './week-view';

const Busy = styled.div`
  min-width: 0;
  &[aria-busy='true'] {
    opacity: 0.7;
  }
`;

const Hint = styled.p`
  margin-top: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

export function CalendarPage() {
  const userId = useAuth().user?.id ?? '';
  const [location, navigate] = useCalendarLocation();
  const now = useNow();
  const todayKey = localDateKey(now);
  const range = visibleRange(location.view, location.date);
  const data = useCalendarData(userId, range);
  const plan = usePlanBlocks();
  // Blocks being moved show at their new time until the refreshed range has them there.
  const itemsByDay = withBlockTimes(calendarItemsByDay(data.sources, range), plan.pending);
  const exportIcs = useExportIcs(userId);
  const activeGoal = data.sources.activeGoal ?? null;
  // The slot a new step is being planned for (its dialog is open).
  const [draft, setDraft] = useState<BlockTime | null>(null);
  const planning: GridPlanning = {
    draft,
    onCreate: setDraft,
    onMove: (item: CalendarItem, to: BlockTime) => {
      if (item.blockId === undefined || item.start == null || item.end == null) return;
      plan.moveBlock({
        blockId: item.blockId,
        title: item.title,
        from: { date: item.date, start: item.start, end: item.end },
        to,
      });
    },
  };
  // The day whose cell takes the focus once it is drawn, set when a key moved the focused day. A date, not a
  // flag: with two keys pressed quickly, the render of the first may come after the second key, and its
  // day must not take the focus (nor use up the request) meant for the second's.
  const focusDay = useRef<DateKey | null>(null);

  useEffect(() => {
    if (focusDay.current !== location.date) return;
    focusDay.current = null;
    document.querySelector<HTMLElement>(`[data-calendar-day="${location.date}"]`)?.focus();
  }, [location.view, location.date]);

  // Where the keys act from: the URL, or the move just made when a second key comes before the re-render.
  const latest = useRef(location);
  const seen = useRef(location);
  if (seen.current !== location) {
    seen.current = location;
    latest.current = location;
  }
  const go = (next: CalendarLocation, replace = false, focus = false) => {
    latest.current = next;
    focusDay.current = focus ? next.date : null;
    navigate(next, { replace });
  };
  const openDay = (day: DateKey) => go({ view: 'day', date: day });

  const onKey = useRef<(event: KeyboardEvent) => void>(() => undefined);
  onKey.current = (event: KeyboardEvent) => {
    if (event.defaultPrevented || (event.repeat && event.key.length === 1)) return;
    const target = event.target instanceof HTMLElement ? event.target : null;
    const onDay = target?.hasAttribute('data-calendar-day') ?? false;
    const action: CalendarKeyAction | null = calendarKeyAction(event, onDay);
    if (!action) return;
    // Dialogs and menus opened over the page keep their keys.
    if (document.querySelector('[role="dialog"], [role="alertdialog"], [role="menu"]')) return;
    event.preventDefault();
    const here = latest.current;
    if (action.type === 'move') {
      const date = moveDate(here.date, action.days);
      go({ view: here.view, date }, sameVisibleRange(here.view, here.date, date), true);
    } else if (action.type === 'open') {
      if (here.view !== 'day') go({ view: 'day', date: here.date }, false, onDay);
    } else if (action.type === 'today') {
      go({ view: here.view, date: todayKey }, false, onDay);
    } else if (here.view !== action.view) {
      go({ view: action.view, date: here.date }, false, onDay);
    }
  };
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey.current(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  const viewProps = { date: location.date, todayKey, itemsByDay, now, onOpenDay: openDay };

  return (
    <>
      <PageHeader title="Calendar" description="Your time blocks, habits and focus sessions, day by day." />
      <CalendarToolbar
        view={location.view}
        title={calendarTitle(location.view, location.date)}
        onToday={() => go({ view: location.view, date: todayKey })}
        onStep={(direction) =>
          go({ view: location.view, date: stepCalendarDate(location.view, location.date, direction) })
        }
        onView={(view) => go({ view, date: location.date })}
        onExport={() => exportIcs.mutate()}
        exporting={exportIcs.isPending}
      />
      {data.error ? (
        <Alert variant="destructive" style={{ marginBottom: '1rem' }}>
          <AlertTitle>Could not load your calendar</AlertTitle>
          <AlertDescription>
            <p>{data.error.message}</p>
            <Button variant="outline" size="sm" onClick={data.refetch}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}
      <Busy aria-busy={data.isPending}>
        {location.view === 'month' ? <MonthView {...viewProps} focused={location.date} /> : null}
        {location.view === 'week' ? <WeekView {...viewProps} focused={location.date} planning={planning} /> : null}
        {location.view === 'day' ? <DayView {...viewProps} planning={planning} /> : null}
      </Busy>
      <NewStepDialog
        slot={draft}
        goal={activeGoal ? { id: activeGoal.id, title: activeGoal.title } : null}
        onOpenChange={(open) => {
          if (!open) setDraft(null);
        }}
        onCreate={(title, slot) =>
          activeGoal ? plan.createStep({ goalId: activeGoal.id, title, time: slot }) : Promise.resolve()
        }
      />
      <Hint>Keyboard: arrow keys move the day, Enter opens it, T today, M / W / D switch views.</Hint>
      {location.view === 'month' ? null : (
        <Hint>
          Planning: click or drag an empty time to plan a step; drag a time block to move it, or its lower edge to
          change its end. With the keyboard: Tab to the grid's “New step” slot, pick a time with the arrow keys and
          press Enter; on a time block, arrow keys move it by 15 minutes and Shift with Up or Down changes its end.
        </Hint>
      )}
    </>
  );
}
