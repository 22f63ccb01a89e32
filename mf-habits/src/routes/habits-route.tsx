// The /habits page, exposed to the shell as './habits'.
import { HabitsPage } from '../components/habits-page';

export default function HabitTrackerRoute() {
  return <HabitsPage />;
}
