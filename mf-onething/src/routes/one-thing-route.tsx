// Placeholder page until its feature issue fills it in; rendered by mf-onething's own code.
import { PageHeader } from '@onething/shared-ui';

export default function ONEThingRoute() {
  return <PageHeader title="ONE Thing" description="This part of ONE Thing OS is on its way." />;
}
