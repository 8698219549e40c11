import RestaurantMenuRounded from '@mui/icons-material/RestaurantMenuRounded';
import { ComingSoonPage } from '../../../components/ComingSoonPage';

export default function RecipeDetailPage() {
  return (
    <ComingSoonPage
      title="Recipe Details"
      icon={<RestaurantMenuRounded />}
      description="Full recipe pages are on their way: ingredients, step-by-step instructions, chef's tips, nutrition facts and community feedback."
      actions={[{ label: 'Back to Recipes', to: '/recipes' }]}
    />
  );
}
