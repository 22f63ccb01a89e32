// Everything under /marketplace, exposed to the shell as './marketplace': the playbook and AI coach
// markets, both 'Coming soon' for now.
import { Route, Routes } from 'react-router-dom';
import { NotFound } from '@onething/shared-ui';
import { ComingSoon } from '../features/coming-soon/components/coming-soon';

export default function MarketplaceRoutes() {
  return (
    <Routes>
      <Route
        path="playbooks"
        element={
          <ComingSoon
            title="Playbook Market"
            badge="Coming soon"
            description="Browse and share playbooks made by other focused people."
          />
        }
      />
      <Route
        path="coaches"
        element={
          <ComingSoon
            title="AI Coach Market"
            badge="Coming soon"
            description="Choose from AI coaches specialised in different kinds of ONE Thing goals."
          />
        }
      />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
