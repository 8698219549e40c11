import DynamicFeedRounded from '@mui/icons-material/DynamicFeedRounded';
import { ListMessage } from '../../recipes';
import { useFeed } from '../hooks/useSocial';
import { SocialRecipeGrid } from './SocialRecipeGrid';
import { SuggestedCooks } from './SuggestedCooks';

/** The public recipes of the cooks I follow, newest first (Recipe Feed, My Feed); empty, cooks to follow. */
export function FeedTab() {
  const pages = useFeed();
  return (
    <SocialRecipeGrid
      pages={pages}
      loadingLabel="Loading feed"
      errorText="Error loading feed. Please try again."
      empty={
        <>
          <ListMessage icon={<DynamicFeedRounded />} title="No recipes in your feed yet. Follow other users to see their recipes!" />
          <SuggestedCooks />
        </>
      }
    />
  );
}
