// The /community page: browse, search, create and join groups.
import { CommunityPage } from '../components/community-page';

export default function CommunityRoute() {
  return <CommunityPage />;
}
