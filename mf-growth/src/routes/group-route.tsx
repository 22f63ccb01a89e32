// Everything under /group, exposed to the shell as './group', a bundle of its own: /group/:id is one
// group's description, members and feed.
import { Route, Routes, useParams } from 'react-router-dom';
import { isRecordId } from '@onething/shared-data';
import { NotFound } from '@onething/shared-ui';
import { GroupNotFound, GroupPage } from '../features/community/components/group-page';

/** An address that is no group id is not found at once, without asking the database. */
function GroupOfId() {
  const { id = '' } = useParams();
  if (!isRecordId(id)) return <GroupNotFound />;
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
