// Placeholder page until its feature issue fills it in; rendered by mf-deepwork's own code.
import { PageHeader } from '@onething/shared-ui';

export default function DeepWorkRoute() {
  return <PageHeader title="Deep Work" description="This part of ONE Thing OS is on its way." />;
}
