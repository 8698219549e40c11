import SoupKitchenRounded from '@mui/icons-material/SoupKitchenRounded';
import { ComingSoonPage } from '../../../components/ComingSoonPage';

export default function CookingModePage() {
  return (
    <ComingSoonPage
      title="Cooking Mode"
      icon={<SoupKitchenRounded />}
      description="Step-by-step cooking is on its way: follow a recipe one step at a time, tick off ingredients and keep your progress."
      actions={[{ label: 'Back to Recipes', to: '/recipes' }]}
    />
  );
}
