import { useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import RestaurantMenuRounded from '@mui/icons-material/RestaurantMenuRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { useCurrentUser } from '../../auth';
import { NewRecipeDialog } from '../components/NewRecipeDialog';
import type { RecipeListQuery, RecipeSummary } from '../api';
import { RecipeCard, RecipeCardSkeleton, RecipeGrid } from '../components/RecipeCard';
import { preloadRecipeList, useRecipeCategories, useRecipeList } from '../hooks/useRecipes';
import { useRecipeToggles } from '../hooks/useRecipeToggles';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useProgressive } from '../hooks/useProgressive';

export const SEARCH_DEBOUNCE_MS = 300;
/** Cards per page: the first page loads with the screen, 'Show more recipes' adds the next. */
export const RECIPES_PAGE_SIZE = 48;
const ALL = '';

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** A further page of the grid (SWR's page-component pattern, so each page revalidates on its own). */
function RecipePage({ query, renderCard }: { query: RecipeListQuery; renderCard: (recipe: RecipeSummary) => ReactNode }) {
  const { data } = useRecipeList(query);
  return <>{data?.recipes.map(renderCard)}</>;
}

function Message({ icon, title, hint, action }: { icon: ReactNode; title: string; hint: string; action?: ReactNode }) {
  return (
    <Box
      sx={{
        textAlign: 'center',
        py: { xs: 6, sm: 8 },
        px: 2,
        borderRadius: 5,
        border: '1.5px dashed',
        borderColor: 'divider',
        bgcolor: 'rgba(255,255,255,0.55)',
      }}
    >
      <Box aria-hidden sx={{ color: 'primary.main', opacity: 0.75, mb: 1.5, '& svg': { fontSize: 48 } }}>
        {icon}
      </Box>
      <Typography variant="h5" component="h2">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.75 }}>
        {hint}
      </Typography>
      {action && <Box sx={{ mt: 3 }}>{action}</Box>}
    </Box>
  );
}

/** Starts fetching the first page before the screen renders (see preloadRoutes in app/router.tsx). */
export function preloadData(): void {
  preloadRecipeList({ search: '', category: ALL, limit: RECIPES_PAGE_SIZE });
}

export default function MyRecipesPage() {
  useDocumentTitle('My Recipes');
  const { user } = useCurrentUser();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(ALL);
  const debouncedSearch = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const filtered = debouncedSearch !== '' || category !== ALL;

  const query: RecipeListQuery = { search: debouncedSearch, category, limit: RECIPES_PAGE_SIZE };
  const { data, error, isLoading, refresh } = useRecipeList(query);
  const { categories } = useRecipeCategories();
  const toggles = useRecipeToggles();
  const recipes = useProgressive(data?.recipes ?? []);
  const showSkeleton = isLoading && !data;
  // Pages shown for the current search and category; a new filter starts again at one page.
  const filterKey = `${debouncedSearch}\u0000${category}`;
  const [paging, setPaging] = useState({ filterKey, pages: 1 });
  const pages = paging.filterKey === filterKey ? paging.pages : 1;
  const total = data?.total ?? 0;
  const shown = Math.min(pages * RECIPES_PAGE_SIZE, total);

  const renderCard = (recipe: RecipeSummary) => (
    <RecipeCard
      key={recipe.id}
      recipe={recipe}
      currentUser={user}
      onToggleFavorite={(r) => void toggles.toggleFavorite(r)}
      onTogglePublic={(r) => void toggles.togglePublic(r)}
      favoritePending={toggles.isFavoritePending(recipe.id)}
      publicPending={toggles.isPublicPending(recipe.id)}
      linkCreatorById
    />
  );

  return (
    <Box>
      <Stack
        component="header"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-end' }, mb: { xs: 2.5, sm: 3.5 } }}
      >
        <Box>
          <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '1.85rem', sm: '2.3rem' } }}>
            My Recipes
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            Everything you have created, generated or saved, favourites first.
          </Typography>
        </Box>
        <Button variant="contained" size="large" startIcon={<AddRounded />} onClick={() => setDialogOpen(true)} sx={{ flexShrink: 0 }}>
          New Recipe
        </Button>
      </Stack>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 3 }}>
        <TextField
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Search recipes..."
          slotProps={{
            htmlInput: { 'aria-label': 'Search recipes', type: 'search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRounded />
                </InputAdornment>
              ),
            },
          }}
          sx={{ flex: 1 }}
        />
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

      {showSkeleton ? (
        <Box role="status" aria-label="Loading recipes" aria-busy>
          <RecipeGrid>
            {Array.from({ length: 6 }, (_, i) => (
              <RecipeCardSkeleton key={i} />
            ))}
          </RecipeGrid>
        </Box>
      ) : error && !data ? (
        <Message
          icon={<ErrorOutlineRounded />}
          title="Couldn't load your recipes"
          hint={error.message || 'Please check your connection and try again.'}
          action={
            <Button variant="outlined" startIcon={<RefreshRounded />} onClick={() => void refresh()}>
              Try again
            </Button>
          }
        />
      ) : recipes.length === 0 ? (
        <Message
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
            {recipes.map(renderCard)}
            {Array.from({ length: pages - 1 }, (_, i) => (
              <RecipePage key={i} query={{ ...query, offset: (i + 1) * RECIPES_PAGE_SIZE }} renderCard={renderCard} />
            ))}
          </RecipeGrid>
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
    </Box>
  );
}
