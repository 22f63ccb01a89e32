// Placeholder page until its feature issue fills it in; rendered by mf-growth's own code.
import { PageHeader } from '@onething/shared-ui';

export default function PlaybooksRoute() {
  return <PageHeader title="Playbooks" description="This part of ONE Thing OS is on its way." />;
}
