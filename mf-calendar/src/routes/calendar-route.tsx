// The /calendar page, exposed to the shell as './calendar'.
import { CalendarPage } from '../components/calendar-page';

export default function CalendarRoute() {
  return <CalendarPage />;
}
