import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { localDateKey, useAuth, type DateKey } from '@onething/shared-data';
import {
  calendarItemsByDay,
  calendarKeyAction,
  calendarTitle,
  moveDate,
  sameVisibleRange,
  stepCalendarDate,
  visibleRange,
  type CalendarKeyAction,
  type CalendarLocation,
} from '../domain/calendar';
import { Alert, AlertDescription, AlertTitle, Button, PageHeader } from '@onething/shared-ui';
import { useExportIcs } from '../hooks/use-export-ics';
import { useCalendarData } from '../api/get-calendar-data';
import { useCalendarLocation } from '../hooks/use-calendar-location';
import { useNow } from '../hooks/use-now';
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
  const itemsByDay = calendarItemsByDay(data.sources, range);
  const exportIcs = useExportIcs(userId);
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

  const viewProps = { date: location.date, todayKey, itemsByDay, onOpenDay: openDay };

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
        {location.view === 'week' ? <WeekView {...viewProps} focused={location.date} now={now} /> : null}
        {location.view === 'day' ? <DayView {...viewProps} now={now} /> : null}
      </Busy>
      <Hint>Keyboard: arrow keys move the day, Enter opens it, T today, M / W / D switch views.</Hint>
    </>
  );
}
