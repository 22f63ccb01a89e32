import { ComingSoon } from '../components/coming-soon';

export default function MarketplacePlaybooksRoute() {
  return <ComingSoon title="Playbook Market" badge="Coming soon" description="Browse and share playbooks made by other focused people." />;
}
