// Everything under /group, exposed to the shell as './group', a bundle of its own: /group/:id is one
// group's page; the feature lives in ../community.
import { Route, Routes } from 'react-router-dom';
import { NotFound } from '@onething/shared-ui';
import GroupRoute from '../community/routes/group-route';

export default function GroupRoutes() {
  return (
    <Routes>
      <Route path=":id" element={<GroupRoute />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
