// Placeholder page until its feature issue fills it in; rendered by mf-calendar's own code.
import { PageHeader } from '@onething/shared-ui';

export default function CalendarRoute() {
  return <PageHeader title="Calendar" description="This part of ONE Thing OS is on its way." />;
}
