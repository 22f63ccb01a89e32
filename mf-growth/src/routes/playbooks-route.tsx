// Everything under /playbooks, exposed to the shell as './playbooks': the user's playbooks at /playbooks
// itself.
import { Route, Routes } from 'react-router-dom';
import { useAuth } from '@onething/shared-data';
import { NotFound, Spinner } from '@onething/shared-ui';
import { PlaybooksPage } from '../features/playbooks/components/playbooks-page';

function SignedInPlaybooks() {
  const { user } = useAuth();
  // The shell's guard only renders this for a signed-in user; the spinner covers the instant before.
  if (!user) return <Spinner size="lg" />;
  return <PlaybooksPage userId={user.id} />;
}

export default function PlaybooksRoutes() {
  return (
    <Routes>
      <Route index element={<SignedInPlaybooks />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
