import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import MenuBookRounded from '@mui/icons-material/MenuBookRounded';
import PublicRounded from '@mui/icons-material/PublicRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { useWideScreen } from '../../../app/useWideScreen';
import { useToast } from '../../../components/toast';
import { useCurrentUser } from '../../auth';
import { usePublicCategories, usePublicRecipes } from '../hooks/useCommunity';
import { useWhenVisible } from '../hooks/useWhenVisible';
import { ListLoadError, ListMessage } from './ListMessage';
import { firstPaintItems } from '../hooks/useProgressive';
import { RecipeCard, RecipeCardSkeleton, RecipeGrid } from './RecipeCard';
import { LoadMoreButton } from '../../../components/LoadMoreButton';

const ALL = '';
/** Tabs from the spec's mobile breakpoint up, a select below it. */
const WIDE = 768;

export function CategoryFilter({ categories, value, onChange }: { categories: string[]; value: string; onChange: (category: string) => void }) {
  const wide = useWideScreen(WIDE);
  // A category that is no longer offered (its last public recipe went private) still shows as selected.
  const options = value && !categories.includes(value) ? [...categories, value] : categories;
  if (wide) {
    return (
      <Tabs
        value={value}
        onChange={(_, v: string) => onChange(v)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label="Recipe categories"
        sx={{ borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { minHeight: 48, fontWeight: 600 } }}
      >
        <Tab label="All Recipes" value={ALL} />
        {options.map((c) => (
          <Tab key={c} label={c} value={c} />
        ))}
      </Tabs>
    );
  }
  return (
    <TextField
      select
      label="Category"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      fullWidth
    >
      <MenuItem value={ALL}>All Recipes</MenuItem>
      {options.map((c) => (
        <MenuItem key={c} value={c}>
          {c}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * Every cook's public recipes, newest shared first, with the category filter (tabs on wide screens, a select
 * on phones), keyset pages on scroll or by Load more, and the empty, nothing-found and error states. Used by
 * /public-recipes and the community's Discover tab.
 */
export function PublicRecipeListing({ search = '' }: { search?: string }) {
  const { user } = useCurrentUser();
  const { toast } = useToast();
  const [category, setCategory] = useState(ALL);
  const categories = usePublicCategories();
  // A toast for each failed load (spec document 2 §8), besides the text on the page.
  const { recipes, error, isLoading, hasMore, loadingMore, loadMore, retry } = usePublicRecipes(category, search, (e) =>
    toast({ title: 'Failed to load public recipes', description: e.message, variant: 'destructive' }),
  );
  const sentinel = useWhenVisible(loadMore, hasMore && !loadingMore && !error);

  const empty = !isLoading && !error && recipes.length === 0;

  const eagerCards = firstPaintItems();
  return (
    <>
      <Box sx={{ mb: 3 }}>
        <CategoryFilter categories={categories} value={category} onChange={setCategory} />
      </Box>

      {isLoading && recipes.length === 0 ? (
        <Box role="status" aria-label="Loading public recipes" aria-busy>
          <RecipeGrid>
            {Array.from({ length: 6 }, (_, i) => (
              <RecipeCardSkeleton key={i} />
            ))}
          </RecipeGrid>
        </Box>
      ) : error && recipes.length === 0 ? (
        <ListLoadError title="Error loading public recipes..." hint={error.message} onRetry={retry} />
      ) : empty && search ? (
        <ListMessage icon={<SearchRounded />} title="No recipes found" hint="Try another search or category." />
      ) : empty ? (
        <ListMessage
          icon={<PublicRounded />}
          title="No public recipes available yet"
          hint="Share one of yours: open it in My Recipes and make it public."
          action={
            <Button component={RouterLink} to="/recipes" variant="contained" startIcon={<MenuBookRounded />}>
              My Recipes
            </Button>
          }
        />
      ) : (
        <>
          <RecipeGrid>
            {recipes.map((recipe, index) => (
              <RecipeCard
                key={recipe.id}
                recipe={recipe}
                eagerImage={index < eagerCards}
                currentUser={user}
                author={recipe.username}
                rating={recipe}
              />
            ))}
            {loadingMore && Array.from({ length: 3 }, (_, i) => <RecipeCardSkeleton key={`more-${i}`} />)}
          </RecipeGrid>
          <Box ref={sentinel} aria-hidden sx={{ height: 1 }} />
          <Stack spacing={1.5} sx={{ alignItems: 'center', mt: 4 }}>
            {error ? (
              <>
                <Typography color="error.main" role="alert">
                  Error loading public recipes...
                </Typography>
                <Button variant="outlined" startIcon={<RefreshRounded />} onClick={retry}>
                  Try again
                </Button>
              </>
            ) : hasMore ? (
              <LoadMoreButton onClick={loadMore} loading={loadingMore} />
            ) : (
              <Typography variant="body2" color="text.secondary">
                You&apos;ve reached the end: {recipes.length} {recipes.length === 1 ? 'recipe' : 'recipes'}.
              </Typography>
            )}
          </Stack>
        </>
      )}
    </>
  );
}
