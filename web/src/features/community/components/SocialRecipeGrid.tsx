import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import { useCurrentUser } from '../../auth';
import { ListLoadError, RecipeCard, RecipeCardSkeleton, RecipeGrid, useWhenVisible } from '../../recipes';
import type { PublicRecipeCard } from '../api';
import type { RecipePages } from '../hooks/useSocial';
import { cutDescription } from '../socialHelpers';
import { LoadMoreButton } from '../../../components/LoadMoreButton';

/** A public recipe card whose description is cut at 100 characters (spec document 2, Social feed). */
export function SocialRecipeCard({ recipe }: { recipe: PublicRecipeCard }) {
  const { user } = useCurrentUser();
  return (
    <RecipeCard recipe={{ ...recipe, description: cutDescription(recipe.description) }} currentUser={user} author={recipe.username} rating={recipe} />
  );
}

interface SocialRecipeGridProps {
  pages: RecipePages;
  /** Names the skeletons for screen readers ('Loading feed'). */
  loadingLabel: string;
  /** The spec's error text ('Error loading feed. Please try again.'). */
  errorText: string;
  /** What shows when there are no recipes. */
  empty: ReactNode;
}

/** Social recipe cards paged by cursor: skeletons, the empty and error states, and more on scroll or by Load more. */
export function SocialRecipeGrid({ pages, loadingLabel, errorText, empty }: SocialRecipeGridProps) {
  const { recipes, error, isLoading, hasMore, loadingMore, loadMore, retry } = pages;
  const sentinel = useWhenVisible(loadMore, hasMore && !loadingMore && !error);

  if (isLoading && recipes.length === 0) {
    return (
      <Box role="status" aria-label={loadingLabel}>
        <RecipeGrid>
          {Array.from({ length: 3 }, (_, i) => (
            <RecipeCardSkeleton key={i} />
          ))}
        </RecipeGrid>
      </Box>
    );
  }
  if (error && recipes.length === 0) {
    return <ListLoadError title={errorText} hint={error.message} onRetry={retry} />;
  }
  if (recipes.length === 0) return <>{empty}</>;
  return (
    <>
      <RecipeGrid>
        {recipes.map((recipe) => (
          <SocialRecipeCard key={recipe.id} recipe={recipe} />
        ))}
        {loadingMore && Array.from({ length: 3 }, (_, i) => <RecipeCardSkeleton key={`more-${i}`} />)}
      </RecipeGrid>
      <Box ref={sentinel} aria-hidden sx={{ height: 1 }} />
      {(error || hasMore) && (
        <Stack spacing={1.5} sx={{ alignItems: 'center', mt: 4 }}>
          {error ? (
            <>
              <Typography color="error.main" role="alert">
                {errorText}
              </Typography>
              <Button variant="outlined" startIcon={<RefreshRounded />} onClick={retry}>
                Try again
              </Button>
            </>
          ) : (
            <LoadMoreButton onClick={loadMore} loading={loadingMore} />
          )}
        </Stack>
      )}
    </>
  );
}
