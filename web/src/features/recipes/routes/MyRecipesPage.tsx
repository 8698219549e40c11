import MenuBookRounded from '@mui/icons-material/MenuBookRounded';
import { ComingSoonPage } from '../../../components/ComingSoonPage';

export default function MyRecipesPage() {
  return (
    <ComingSoonPage
      title="My Recipes"
      icon={<MenuBookRounded />}
      description="Your recipe collection is on its way: every dish you create, generate or save, with search, categories and favourites."
    />
  );
}
