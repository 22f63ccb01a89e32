// The dashboard (/), exposed to the shell as './dashboard'.
import { DashboardPage } from '../features/dashboard/components/dashboard-page';

export default function DashboardRoute() {
  return <DashboardPage />;
}
