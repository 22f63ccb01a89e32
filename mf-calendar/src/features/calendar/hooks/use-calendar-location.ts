import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { calendarSearch, parseCalendarSearch, type CalendarLocation } from '../domain/calendar';

/**
 * The view and date live in the URL (?view=week&date=2026-11-23), so a reload or a shared link opens the
 * same view and back/forward walk through what the user looked at. Moving the focused day inside the page
 * on screen replaces the entry instead of adding one, so arrow keys do not flood the history.
 */
export function useCalendarLocation() {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const location = useMemo(() => parseCalendarSearch(search), [search]);
  const navigate = useCallback(
    (next: CalendarLocation, options: { replace?: boolean } = {}) => {
      setParams(new URLSearchParams(calendarSearch(next)), { replace: options.replace ?? false });
    },
    [setParams],
  );
  return [location, navigate] as const;
}
