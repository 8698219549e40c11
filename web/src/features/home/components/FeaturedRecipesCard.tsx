import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import MenuBookRounded from '@mui/icons-material/MenuBookRounded';
import RestaurantRounded from '@mui/icons-material/RestaurantRounded';
import { DashboardCard, EmptyState } from './DashboardCard';

/** The top recipes. The recipes API arrives with its issue; until then the honest empty state shows. */
export function FeaturedRecipesCard() {
  return (
    <DashboardCard
      title="Featured Recipes"
      subtitle="Your favourites first, then the newest"
      icon={<MenuBookRounded />}
      action={
        <Button component={RouterLink} to="/recipes" variant="contained" size="small" endIcon={<ArrowForwardRounded />}>
          Browse All Recipes
        </Button>
      }
    >
      <EmptyState
        icon={<RestaurantRounded />}
        text="No recipes available yet."
        hint="Recipes you create, generate with Savorus or save from the community will show up here."
      />
    </DashboardCard>
  );
}
