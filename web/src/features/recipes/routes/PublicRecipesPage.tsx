import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import MenuBookRounded from '@mui/icons-material/MenuBookRounded';
import PublicRounded from '@mui/icons-material/PublicRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { useWideScreen } from '../../../app/useWideScreen';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useToast } from '../../../components/toast';
import { useCurrentUser } from '../../auth';
import { RecipeCard, RecipeCardSkeleton, RecipeGrid } from '../components/RecipeCard';
import { usePublicCategories, usePublicRecipes } from '../hooks/useCommunity';

const ALL = '';
export const PUBLIC_SEARCH_DEBOUNCE_MS = 300;
/** Tabs from the spec's mobile breakpoint up, a select below it. */
const WIDE = 768;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** Calls `onVisible` whenever the element scrolls into view (with a screen of margin), where the browser can tell. */
function useWhenVisible(onVisible: () => void, enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && callback.current(), {
      rootMargin: '0px 0px 600px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}

function Message({ icon, title, hint, action }: { icon: ReactNode; title: string; hint?: string; action?: ReactNode }) {
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
      {hint && (
        <Typography color="text.secondary" sx={{ mt: 0.75 }}>
          {hint}
        </Typography>
      )}
      {action && <Box sx={{ mt: 3 }}>{action}</Box>}
    </Box>
  );
}

function CategoryFilter({ categories, value, onChange }: { categories: string[]; value: string; onChange: (category: string) => void }) {
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

/** Community Recipes (/public-recipes): every cook's public recipes, newest shared first, for visitors too. */
export default function PublicRecipesPage() {
  useDocumentTitle('Community Recipes');
  const { user } = useCurrentUser();
  const { toast } = useToast();
  const [category, setCategory] = useState(ALL);
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebounced(search.trim(), PUBLIC_SEARCH_DEBOUNCE_MS);
  const categories = usePublicCategories();
  // A toast for each failed load (spec document 2 §8), besides the text on the page.
  const { recipes, error, isLoading, hasMore, loadingMore, loadMore, retry } = usePublicRecipes(category, debouncedSearch, (e) =>
    toast({ title: 'Failed to load public recipes', description: e.message, variant: 'destructive' }),
  );
  const sentinel = useWhenVisible(loadMore, hasMore && !loadingMore && !error);

  const empty = !isLoading && !error && recipes.length === 0;

  return (
    <Box>
      <Stack
        component="header"
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', md: 'flex-end' }, mb: { xs: 2.5, sm: 3 } }}
      >
        <Box>
          <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '1.85rem', sm: '2.3rem' } }}>
            Community Recipes
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            Dishes shared by Savor&apos;s home cooks, newest first. Rate them, leave a comment, add a photo of yours.
          </Typography>
        </Box>
        <TextField
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Search community recipes..."
          slotProps={{
            htmlInput: { 'aria-label': 'Search community recipes', type: 'search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRounded />
                </InputAdornment>
              ),
            },
          }}
          sx={{ width: { xs: '100%', md: 320 }, flexShrink: 0 }}
        />
      </Stack>

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
        <Message
          icon={<ErrorOutlineRounded />}
          title="Error loading public recipes..."
          hint={error.message}
          action={
            <Button variant="outlined" startIcon={<RefreshRounded />} onClick={retry}>
              Try again
            </Button>
          }
        />
      ) : empty && debouncedSearch ? (
        <Message icon={<SearchRounded />} title="No recipes found" hint="Try another search or category." />
      ) : empty ? (
        <Message
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
            {recipes.map((recipe) => (
              <RecipeCard
                key={recipe.id}
                recipe={recipe}
                currentUser={user}
                author={recipe.username}
                rating={{ averageRating: recipe.averageRating, totalRatings: recipe.totalRatings }}
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
              <Button
                variant="outlined"
                onClick={loadMore}
                disabled={loadingMore}
                startIcon={loadingMore ? <CircularProgress size={16} color="inherit" /> : undefined}
              >
                Load more
              </Button>
            ) : (
              <Typography variant="body2" color="text.secondary">
                You&apos;ve reached the end: {recipes.length} {recipes.length === 1 ? 'recipe' : 'recipes'}.
              </Typography>
            )}
          </Stack>
        </>
      )}
    </Box>
  );
}
