// The dashboard (/), exposed to the shell as './dashboard'.
import { DashboardPage } from '../components/dashboard-page';

export default function DashboardRoute() {
  return <DashboardPage />;
}
