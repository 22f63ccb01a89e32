// Everything under /one-thing, exposed to the shell as './one-thing': the planner at /one-thing, the shared
// not-found screen for any other path under it. Rendered by the shell inside its layout and providers.
import { Link, Route, Routes } from 'react-router-dom';
import { useAuth } from '@onething/shared-data';
import { NotFound, Spinner } from '@onething/shared-ui';
import { OneThingPlanner } from '../features/one-thing/components/one-thing-planner';
import { CenteredSpinner } from '../features/one-thing/components/planner-layout';

function PlannerPage() {
  const { user } = useAuth();
  // The shell's guard only renders this for a signed-in user; the spinner covers the instant before.
  if (!user) {
    return (
      <CenteredSpinner>
        <Spinner size="lg" />
      </CenteredSpinner>
    );
  }
  return <OneThingPlanner userId={user.id} />;
}

export default function ONEThingRoute() {
  return (
    <Routes>
      <Route index element={<PlannerPage />} />
      <Route path="*" element={<NotFound homeLink={<Link to="/one-thing" />} homeLabel="Go to ONE Thing" />} />
    </Routes>
  );
}
