// The habit tracker, exposed to the shell as './habits' for every path under /habits: the tracker itself at
// /habits, one habit's history at /habits/:habitId, the shared not-found screen for anything else.
import { Link, Route, Routes } from 'react-router-dom';
import { NotFound } from '@onething/shared-ui';
import { HabitsPage } from '../features/habits/components/habits-page';
import { HabitHistoryPage } from '../features/habits/components/history/habit-history-page';

export default function HabitTrackerRoute() {
  return (
    <Routes>
      <Route index element={<HabitsPage />} />
      <Route path=":habitId" element={<HabitHistoryPage />} />
      <Route path="*" element={<NotFound homeLink={<Link to="/habits" />} homeLabel="Go to Habit Tracker" />} />
    </Routes>
  );
}
