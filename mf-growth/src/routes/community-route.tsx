// Everything under /community, exposed to the shell as './community'; the feature lives in ../community.
import { Route, Routes } from 'react-router-dom';
import { NotFound } from '@onething/shared-ui';
import CommunityRoute from '../community/routes/community-route';

export default function CommunityRoutes() {
  return (
    <Routes>
      <Route index element={<CommunityRoute />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
