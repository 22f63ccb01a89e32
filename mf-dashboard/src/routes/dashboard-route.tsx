// Placeholder page until the dashboard issue fills it in; rendered by mf-dashboard's own code.
import { PageHeader } from '@onething/shared-ui';
import { PlatformProbe } from '../components/platform-probe';

export default function DashboardRoute() {
  return (
    <>
      <PageHeader title="Dashboard" description="This part of ONE Thing OS is on its way." />
      <PlatformProbe />
    </>
  );
}
