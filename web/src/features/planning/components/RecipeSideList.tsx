import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import DragIndicatorRounded from '@mui/icons-material/DragIndicatorRounded';
import { LoadError } from '../../../components/LoadError';
import { clampLines } from '../../../components/clampLines';
import { SearchField, type RecipeSummary } from '../../recipes';
import { useCookRecipes } from '../hooks/useCookRecipes';
import { usePlanBoard } from './PlanBoard';
import { recipeFacts } from '../format';
import { RecipeThumb } from './RecipeThumb';

function DraggableRecipe({ recipe }: { recipe: RecipeSummary }) {
  const { dragSource } = usePlanBoard();
  return (
    <Box
      component="li"
      {...dragSource({ kind: 'recipe', recipe })}
      data-testid="side-recipe"
      sx={{
        listStyle: 'none',
        display: 'flex',
        alignItems: 'center',
        gap: 1.25,
        p: 0.75,
        pr: 0.5,
        borderRadius: '12px',
        border: 1,
        borderColor: 'transparent',
        cursor: 'grab',
        '&:hover': { bgcolor: (t) => alpha(t.palette.primary.main, 0.05), borderColor: 'divider' },
        '&:active': { cursor: 'grabbing' },
      }}
    >
      <RecipeThumb src={recipe.imageUrl} size={40} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 700, lineHeight: 1.3, ...clampLines(2) }}>
          {recipe.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {recipeFacts(recipe, recipe.servings)}
        </Typography>
      </Box>
      <DragIndicatorRounded aria-hidden fontSize="small" sx={{ color: 'text.disabled', flexShrink: 0 }} />
    </Box>
  );
}

/**
 * 'Your recipes' beside the week on a wide screen: the first page of the cook's recipes, searchable, each
 * dragged into any meal to plan it there. The keyboard's way is each meal's 'Add'.
 */
export function RecipeSideList() {
  const headingId = useId();
  const hintId = useId();
  const [search, setSearch] = useState('');
  const { recipes, error, isStale, retry } = useCookRecipes(search);

  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      sx={{ p: 2, position: 'sticky', top: 88, display: 'flex', flexDirection: 'column', maxHeight: 'calc(100dvh - 112px)' }}
    >
      <Typography id={headingId} variant="h6" component="h2">
        Your recipes
      </Typography>
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Drag a recipe onto any meal.
      </Typography>
      <SearchField
        value={search}
        onChange={setSearch}
        placeholder="Search your recipes..."
        sx={{ mb: 1, '& .MuiOutlinedInput-root': { height: 42 } }}
      />
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto', mx: -0.75, px: 0.75, opacity: isStale ? 0.6 : 1, transition: 'opacity 120ms' }}>
        {error && !recipes ? (
          <LoadError text="Could not load your recipes." onRetry={retry} />
        ) : !recipes ? (
          <Stack spacing={0.75} sx={{ pt: 0.5 }} aria-busy>
            {Array.from({ length: 6 }, (_, i) => (
              <Stack key={i} direction="row" spacing={1.25} sx={{ alignItems: 'center', p: 0.75 }}>
                <Skeleton variant="rounded" width={40} height={40} sx={{ borderRadius: '10px' }} />
                <Box sx={{ flex: 1 }}>
                  <Skeleton variant="text" width="80%" />
                  <Skeleton variant="text" width="45%" />
                </Box>
              </Stack>
            ))}
          </Stack>
        ) : recipes.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
            {search.trim() ? 'No recipes match your search.' : 'No recipes yet.'}
          </Typography>
        ) : (
          <Box
            component="ul"
            aria-labelledby={headingId}
            aria-describedby={hintId}
            sx={{ m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 0.25 }}
          >
            {recipes.map((recipe) => (
              <DraggableRecipe key={recipe.id} recipe={recipe} />
            ))}
          </Box>
        )}
      </Box>
    </Card>
  );
}
