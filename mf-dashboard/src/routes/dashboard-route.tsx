// The dashboard (/), exposed to the shell as './dashboard'.
import { DashboardPage } from '../components/dashboard-page';

// The shell calls a page module's prefetchPageData(userId) at start-up, while the session is checked.
export { prefetchDashboardData as prefetchPageData } from '../api/dashboard-queries';

export default function DashboardRoute() {
  return <DashboardPage />;
}
