import KitchenRounded from '@mui/icons-material/KitchenRounded';
import { ComingSoonPage } from '../../../components/ComingSoonPage';

export default function KitchenInventoryPage() {
  return (
    <ComingSoonPage
      title="Kitchen Inventory"
      icon={<KitchenRounded />}
      description="Your shopping list and pantry are on their way: add items, tick them off at the store and see what is running low."
    />
  );
}
