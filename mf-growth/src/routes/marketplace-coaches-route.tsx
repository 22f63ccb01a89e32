import { ComingSoon } from '../components/coming-soon';

export default function MarketplaceCoachesRoute() {
  return <ComingSoon title="AI Coach Market" badge="Coming soon" description="Choose from AI coaches specialised in different kinds of ONE Thing goals." />;
}
