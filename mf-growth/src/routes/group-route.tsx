// Everything under /group, exposed to the shell as './group', a bundle of its own: /group/:id is one
// group's description, members and feed.
import { Route, Routes, useParams } from 'react-router-dom';
import { NotFound } from '@onething/shared-ui';
import { GroupPage } from '../features/community/components/group-page';

function GroupOfId() {
  const { id = '' } = useParams();
  return <GroupPage key={id} groupId={id} />;
}

export default function GroupRoutes() {
  return (
    <Routes>
      <Route path=":id" element={<GroupOfId />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
