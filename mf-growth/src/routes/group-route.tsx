// Placeholder page until the community issue fills it in; rendered by mf-growth's own code.
import { useParams } from 'react-router-dom';
import { PageHeader } from '@onething/shared-ui';

export default function GroupRoute() {
  const { id } = useParams();
  return <PageHeader title="Group" description={`Group ${id ?? ''} is on its way.`} />;
}
