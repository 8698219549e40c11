import PublicRounded from '@mui/icons-material/PublicRounded';
import { ComingSoonPage } from '../../../components/ComingSoonPage';

export default function PublicRecipesPage() {
  return (
    <ComingSoonPage
      title="Community Recipes"
      icon={<PublicRounded />}
      description="Recipes shared by Savor's home cooks are on their way. Soon anyone can browse them here, no account needed."
    />
  );
}
