// Placeholder page until its feature issue fills it in; rendered by mf-growth's own code.
import { PageHeader } from '@onething/shared-ui';

export default function CommunityRoute() {
  return <PageHeader title="Community" description="This part of ONE Thing OS is on its way." />;
}
