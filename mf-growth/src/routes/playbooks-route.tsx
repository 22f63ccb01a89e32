// Everything under /playbooks, exposed to the shell as './playbooks'; the feature lives in ../playbooks.
import { Route, Routes } from 'react-router-dom';
import { NotFound } from '@onething/shared-ui';
import { PlaybooksRoute } from '../playbooks/routes/playbooks-route';

export default function PlaybooksRoutes() {
  return (
    <Routes>
      <Route index element={<PlaybooksRoute />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
