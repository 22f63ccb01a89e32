// The /group/:id page: one group's description, members and feed.
import { useParams } from 'react-router-dom';
import { GroupPage } from '../components/group-page';

export default function GroupRoute() {
  const { id = '' } = useParams();
  return <GroupPage key={id} groupId={id} />;
}
