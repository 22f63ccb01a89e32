// Everything under /calendar, exposed to the shell as './calendar': the calendar page at /calendar (its
// view and date live in the query string).
import { Route, Routes } from 'react-router-dom';
import { NotFound } from '@onething/shared-ui';
import { CalendarPage } from '../features/calendar/components/calendar-page';

export default function CalendarRoutes() {
  return (
    <Routes>
      <Route index element={<CalendarPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
