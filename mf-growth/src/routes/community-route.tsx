// Everything under /community, exposed to the shell as './community': browse, search, create and join
// groups at /community itself.
import { Route, Routes } from 'react-router-dom';
import { NotFound } from '@onething/shared-ui';
import { CommunityPage } from '../features/community/components/community-page';

export default function CommunityRoutes() {
  return (
    <Routes>
      <Route index element={<CommunityPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
