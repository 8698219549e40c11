import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import MenuBookRounded from '@mui/icons-material/MenuBookRounded';
import RestaurantRounded from '@mui/icons-material/RestaurantRounded';
import { NOT_SAVED_OFFLINE, useOnline } from '../../../api/online';
import { useCurrentUser } from '../../auth';
import { RecipeCard, RecipeCardSkeleton, preloadRecipeList, useRecipeList, useRecipeToggles } from '../../recipes';
import { EmptyState } from '../../../components/EmptyState';
import { useDeferredFirst } from '../../../components/useDeferredFirst';
import { DashboardCard } from './DashboardCard';

/** Home shows this many recipes; one more is fetched to know whether there are more. */
export const FEATURED_COUNT = 4;

export function preloadFeaturedRecipes(): Promise<void> {
  return preloadRecipeList({ limit: FEATURED_COUNT + 1 });
}

function FeaturedGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, sm: 2.5 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}

/** The top 4 recipes: favourites first, then the newest (spec document 1 §2 Home). */
export function FeaturedRecipesCard() {
  const { user } = useCurrentUser();
  const list = useRecipeList({ limit: FEATURED_COUNT + 1 });
  const data = useDeferredFirst(list.data);
  const { error } = list;
  const online = useOnline();
  const loading = !data && (list.isLoading || !!list.data);
  const toggles = useRecipeToggles();
  const recipes = (data?.recipes ?? []).slice(0, FEATURED_COUNT);
  const hasMore = (data?.total ?? 0) > FEATURED_COUNT;

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
      {loading ? (
        <Box role="status" aria-label="Loading recipes" aria-busy>
          <FeaturedGrid>
            {Array.from({ length: FEATURED_COUNT }, (_, i) => (
              <RecipeCardSkeleton key={i} />
            ))}
          </FeaturedGrid>
        </Box>
      ) : error && !data ? (
        <EmptyState
          icon={<ErrorOutlineRounded />}
          text="Couldn't load your recipes."
          hint={online ? error.message || 'Please try again in a moment.' : NOT_SAVED_OFFLINE}
        />
      ) : recipes.length === 0 ? (
        <EmptyState
          icon={<RestaurantRounded />}
          text="No recipes available yet."
          hint="Recipes you create, generate with Savorus or save from the community will show up here."
        />
      ) : (
        <>
          <FeaturedGrid>
            {recipes.map((recipe) => (
              <RecipeCard
                key={recipe.id}
                recipe={recipe}
                eagerImage
                currentUser={user}
                onToggleFavorite={toggles.toggleFavorite}
                onTogglePublic={toggles.togglePublic}
                favoritePending={toggles.isFavoritePending(recipe.id)}
                publicPending={toggles.isPublicPending(recipe.id)}
              />
            ))}
          </FeaturedGrid>
          {hasMore && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2, textAlign: 'center' }}>
              Showing top 4 recipes
            </Typography>
          )}
        </>
      )}
    </DashboardCard>
  );
}
