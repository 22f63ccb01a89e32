// The ONE Thing planner (/one-thing), rendered by the shell inside its layout and providers.
import { useAuth } from '@onething/shared-data';
import { Spinner } from '@onething/shared-ui';
import { OneThingPlanner } from '../components/one-thing-planner';
import { CenteredSpinner } from '../components/planner-layout';

export default function ONEThingRoute() {
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
