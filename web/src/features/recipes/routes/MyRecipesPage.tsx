import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import AddRounded from '@mui/icons-material/AddRounded';
import RestaurantMenuRounded from '@mui/icons-material/RestaurantMenuRounded';
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import { useCurrentUser } from '../../auth';
import { LazyImportCollectionDialog, LazyImportProgressNotice, useRunningImport } from '../../portability';
import { ListHeader, ListLoadError, ListMessage, SearchField } from '../components/ListMessage';
import { useDebounced } from '../hooks/useDebounced';
import type { RecipeListQuery, RecipeSummary } from '../api';
import { RecipeCard, RecipeCardSkeleton, RecipeGrid } from '../components/RecipeCard';
import { preloadCardPictures } from '../components/RecipeImage';
import { preloadRecipeCategories, preloadRecipeList, useRecipeCategories, useRecipeList, useRevalidateRecipes } from '../hooks/useRecipes';
import { useRecipeToggles } from '../hooks/useRecipeToggles';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { firstPaintItems, useProgressive } from '../hooks/useProgressive';
import { useDeferredFirst } from '../../../components/useDeferredFirst';
import { lazyWhenOpen } from '../../../components/lazyWhenOpen';

const NewRecipeDialog = lazyWhenOpen(() => import('../components/NewRecipeDialog'));

export const SEARCH_DEBOUNCE_MS = 300;
/** Cards per page: the first page loads with the screen, 'Show more recipes' adds the next. */
export const RECIPES_PAGE_SIZE = 48;
const ALL = '';
/** On a phone the header's two buttons share the width, a little narrower than MUI's large ones: one line at 375 px, wrapped below. */
const HEADER_BUTTON = (theme: Theme) => ({ [theme.breakpoints.down('sm')]: { flex: '1 1 0', px: 1.25, fontSize: '0.875rem', whiteSpace: 'nowrap' } });

/** A further page of the grid (SWR's page-component pattern, so each page revalidates on its own). */
function RecipePage({ query, renderCard }: { query: RecipeListQuery; renderCard: (recipe: RecipeSummary) => ReactNode }) {
  const { data } = useRecipeList(query);
  return <>{data?.recipes.map((recipe) => renderCard(recipe))}</>;
}

/** Fetches the first page and the categories before the screen renders (see preloadRoutes in app/router.tsx). */
export function preloadData(): Promise<unknown> {
  return Promise.all([
    // The first cards' pictures start loading with the data, not after the screen renders.
    preloadRecipeList({ search: '', category: ALL, limit: RECIPES_PAGE_SIZE }, (list) =>
      preloadCardPictures(list.recipes.slice(0, firstPaintItems())),
    ),
    preloadRecipeCategories(),
  ]);
}

export default function MyRecipesPage() {
  useDocumentTitle('My Recipes');
  const { user } = useCurrentUser();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  // An import under way shows above the grid; once it ends, the lists are read again with its recipes.
  const revalidateRecipes = useRevalidateRecipes();
  const runningImport = useRunningImport(() => void revalidateRecipes());
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(ALL);
  const debouncedSearch = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const filtered = debouncedSearch !== '' || category !== ALL;

  const query: RecipeListQuery = { search: debouncedSearch, category, limit: RECIPES_PAGE_SIZE };
  const list = useRecipeList(query);
  const data = useDeferredFirst(list.data);
  const { error, refresh } = list;
  const { categories } = useRecipeCategories();
  const toggles = useRecipeToggles();
  const { shown: recipes, firstPaint, pending: morePending, sentinelRef } = useProgressive(data?.recipes ?? []);
  const showSkeleton = !data && (list.isLoading || !!list.data);
  // Pages shown for the current search and category; a new filter starts again at one page.
  const filterKey = `${debouncedSearch}\u0000${category}`;
  const [paging, setPaging] = useState({ filterKey, pages: 1 });
  const pages = paging.filterKey === filterKey ? paging.pages : 1;
  const total = data?.total ?? 0;
  const shown = Math.min(pages * RECIPES_PAGE_SIZE, total);

  const renderCard = (recipe: RecipeSummary, eagerImage = false) => (
    <RecipeCard
      key={recipe.id}
      recipe={recipe}
      eagerImage={eagerImage}
      currentUser={user}
      onToggleFavorite={toggles.toggleFavorite}
      onTogglePublic={toggles.togglePublic}
      favoritePending={toggles.isFavoritePending(recipe.id)}
      publicPending={toggles.isPublicPending(recipe.id)}
      linkCreatorById
    />
  );

  return (
    <Box>
      <ListHeader title="My Recipes" subtitle="Everything you have created, generated or saved, favourites first.">
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexShrink: 0, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            size="large"
            startIcon={<UploadFileRounded />}
            onClick={() => setImportOpen(true)}
            {...LazyImportCollectionDialog.preloadProps}
            sx={HEADER_BUTTON}
          >
            Import recipes
          </Button>
          <Button
            variant="contained"
            size="large"
            startIcon={<AddRounded />}
            onClick={() => setDialogOpen(true)}
            {...NewRecipeDialog.preloadProps}
            sx={HEADER_BUTTON}
          >
            New Recipe
          </Button>
        </Stack>
      </ListHeader>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 3 }}>
        <SearchField value={search} onChange={setSearch} placeholder="Search recipes..." sx={{ flex: 1 }} />
        <TextField
          select
          value={category}
          onChange={(e) => setCategory(e.target.value)}
          slotProps={{ select: { displayEmpty: true, inputProps: { 'aria-label': 'Category' } } }}
          sx={{ width: { xs: '100%', sm: 240 }, flexShrink: 0 }}
        >
          <MenuItem value={ALL}>All Categories</MenuItem>
          {categories.map((c) => (
            <MenuItem key={c} value={c}>
              {c}
            </MenuItem>
          ))}
        </TextField>
      </Stack>

      <LazyImportProgressNotice open={runningImport !== undefined} job={runningImport} />

      {showSkeleton ? (
        <Box role="status" aria-label="Loading recipes" aria-busy>
          <RecipeGrid>
            {Array.from({ length: 6 }, (_, i) => (
              <RecipeCardSkeleton key={i} />
            ))}
          </RecipeGrid>
        </Box>
      ) : error && !data ? (
        <ListLoadError
          title="Couldn't load your recipes"
          hint={error.message || 'Please check your connection and try again.'}
          onRetry={() => void refresh()}
        />
      ) : recipes.length === 0 ? (
        <ListMessage
          icon={<RestaurantMenuRounded />}
          title="No recipes found"
          hint={filtered && categories.length > 0 ? 'Try adjusting your search or filters.' : 'Start by creating your first recipe!'}
          action={
            !filtered && (
              <Button variant="contained" startIcon={<AddRounded />} onClick={() => setDialogOpen(true)}>
                New Recipe
              </Button>
            )
          }
        />
      ) : (
        <>
          <RecipeGrid>
            {recipes.map((recipe, index) => renderCard(recipe, index < firstPaint))}
            {Array.from({ length: pages - 1 }, (_, i) => (
              <RecipePage key={i} query={{ ...query, offset: (i + 1) * RECIPES_PAGE_SIZE }} renderCard={renderCard} />
            ))}
          </RecipeGrid>
          {morePending && <Box ref={sentinelRef} aria-hidden />}
          {total > recipes.length && (
            <Stack spacing={1} sx={{ alignItems: 'center', mt: 4 }}>
              <Typography variant="body2" color="text.secondary">
                Showing {shown} of {total} recipes
              </Typography>
              {shown < total && (
                <Button variant="outlined" onClick={() => setPaging({ filterKey, pages: pages + 1 })}>
                  Show more recipes
                </Button>
              )}
            </Stack>
          )}
        </>
      )}

      <NewRecipeDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
      <LazyImportCollectionDialog open={importOpen} onClose={() => setImportOpen(false)} />
    </Box>
  );
}
