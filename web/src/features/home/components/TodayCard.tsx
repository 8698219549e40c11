import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventNoteRounded from '@mui/icons-material/EventNoteRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import StickyNote2Rounded from '@mui/icons-material/StickyNote2Rounded';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError } from '../../../components/LoadError';
import { clampLines } from '../../../components/clampLines';
import { visuallyHidden } from '../../../components/visuallyHidden';
import {
  MEALS,
  RecipeThumb,
  dayLabel,
  entryName,
  followPath,
  localDate,
  preloadMealPlan,
  recipeFacts,
  useMealPlan,
  type MealPlanEntry,
} from '../../planning';
import { recipePath } from '../../recipes';
import { DashboardCard } from './DashboardCard';

/** Fetches today's plan before Home renders (today in the browser's own time zone). */
export function preloadTodayPlan(): Promise<void> {
  const today = localDate();
  return preloadMealPlan(today, today);
}

function PlannedMeal({ entry }: { entry: MealPlanEntry }) {
  const { recipe } = entry;
  return (
    <Stack
      component="li"
      direction="row"
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.75, py: 1.25, '& + &': { borderTop: 1, borderColor: 'divider' } }}
    >
      {recipe ? (
        <RecipeThumb src={recipe.imageUrl} size={44} />
      ) : (
        <Box sx={{ width: 44, display: 'grid', placeItems: 'center', color: 'warning.dark', flexShrink: 0 }}>
          <StickyNote2Rounded aria-hidden />
        </Box>
      )}
      <Box sx={{ flex: '1 1 150px', minWidth: 0 }}>
        <Typography variant="overline" color="primary" sx={{ display: 'block', lineHeight: 1.5 }}>
          {entry.meal}
        </Typography>
        {recipe ? (
          <>
            <Link component={RouterLink} to={recipePath(recipe)} color="text.primary" sx={{ fontWeight: 700, lineHeight: 1.3, ...clampLines(2) }}>
              {recipe.name}
            </Link>
            <Typography variant="body2" color="text.secondary">
              {recipeFacts(recipe, entry.servings ?? recipe.servings)}
            </Typography>
          </>
        ) : (
          <Typography sx={{ fontWeight: 600, fontStyle: entry.note === undefined ? 'italic' : 'normal', ...clampLines(2) }}>
            {entryName(entry)}
          </Typography>
        )}
      </Box>
      {recipe && (
        <Button
          component={RouterLink}
          to={followPath(recipe)}
          size="small"
          variant="contained"
          startIcon={<PlayArrowRounded />}
          sx={{ flexShrink: 0, ml: 'auto' }}
        >
          Start Cooking
          <Box component="span" sx={visuallyHidden}>
            {' '}
            {recipe.name}
          </Box>
        </Button>
      )}
    </Stack>
  );
}

/** Home's 'Today': the meals planned for today, in meal order, each recipe with 'Start Cooking'. */
export function TodayCard() {
  const today = localDate();
  const { entries, error, retry } = useMealPlan(today, today);
  const planned = entries && [...entries].sort((a, b) => MEALS.indexOf(a.meal) - MEALS.indexOf(b.meal));

  return (
    <DashboardCard
      title="Today"
      subtitle={dayLabel(today)}
      icon={<EventNoteRounded />}
      action={
        planned && planned.length > 0 ? (
          <Button component={RouterLink} to="/meal-plan" size="small" variant="outlined">
            Meal Plan
          </Button>
        ) : undefined
      }
    >
      {error && !entries ? (
        <LoadError text="Could not load today's meals." onRetry={retry} />
      ) : !planned ? (
        <Stack spacing={1.5} aria-busy>
          {[0, 1].map((i) => (
            <Stack key={i} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <Skeleton variant="rounded" width={44} height={44} sx={{ borderRadius: '10px' }} />
              <Box sx={{ flex: 1 }}>
                <Skeleton variant="text" width="30%" />
                <Skeleton variant="text" width="70%" />
              </Box>
            </Stack>
          ))}
        </Stack>
      ) : planned.length === 0 ? (
        <Stack spacing={1.5} sx={{ flex: 1 }}>
          <EmptyState icon={<EventNoteRounded />} text="Nothing planned for today" compact />
          <Box sx={{ textAlign: 'center' }}>
            <Link component={RouterLink} to="/meal-plan">
              Plan your meals
            </Link>
          </Box>
        </Stack>
      ) : (
        <Box component="ul" aria-label="Today's meals" sx={{ m: 0, p: 0, listStyle: 'none', mt: -1 }}>
          {planned.map((entry) => (
            <PlannedMeal key={entry.id} entry={entry} />
          ))}
        </Box>
      )}
    </DashboardCard>
  );
}
