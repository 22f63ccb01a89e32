// /playbooks, rendered by the shell inside its layout and providers.
import { useAuth } from '@onething/shared-data';
import { Spinner } from '@onething/shared-ui';
import { PlaybooksPage } from '../components/playbooks-page';

export function PlaybooksRoute() {
  const { user } = useAuth();
  // The shell's guard only renders this for a signed-in user; the spinner covers the instant before.
  if (!user) return <Spinner size="lg" />;
  return <PlaybooksPage userId={user.id} />;
}
