// Placeholder page until its feature issue fills it in; rendered by mf-habits's own code.
import { PageHeader } from '@onething/shared-ui';

export default function HabitTrackerRoute() {
  return <PageHeader title="Habit Tracker" description="This part of ONE Thing OS is on its way." />;
}
