import ExploreRounded from '@mui/icons-material/ExploreRounded';
import { ComingSoonPage } from '../../../components/ComingSoonPage';

export default function CommunityPage() {
  return (
    <ComingSoonPage
      title="Community"
      icon={<ExploreRounded />}
      description="The community is on its way: a feed from the cooks you follow, people to discover and your public profile."
    />
  );
}
