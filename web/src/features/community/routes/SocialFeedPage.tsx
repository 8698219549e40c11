import DynamicFeedRounded from '@mui/icons-material/DynamicFeedRounded';
import { ComingSoonPage } from '../../../components/ComingSoonPage';

export default function SocialFeedPage() {
  return (
    <ComingSoonPage
      title="Social Feed"
      icon={<DynamicFeedRounded />}
      description="Your feed is on its way: the newest public recipes from the cooks you follow, all in one place."
    />
  );
}
