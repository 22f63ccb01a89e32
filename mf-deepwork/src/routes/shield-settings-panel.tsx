// The distraction shield's settings, exposed as './shield-settings' and rendered by the shell's /settings.
import { ShieldSettingsPanel } from '../features/shield-settings';

export default function ShieldSettingsRoute() {
  return <ShieldSettingsPanel />;
}
