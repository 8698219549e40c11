import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { recipeTotalTime } from '@kernel/recipes/recipe-times';
import AccessTimeRounded from '@mui/icons-material/AccessTimeRounded';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import CategoryRounded from '@mui/icons-material/CategoryRounded';
import LightModeRounded from '@mui/icons-material/LightModeRounded';
import LocalFireDepartmentRounded from '@mui/icons-material/LocalFireDepartmentRounded';
import PeopleAltRounded from '@mui/icons-material/PeopleAltRounded';
import type { CookingRecipe } from '../api';

const DIFFICULTY_COLORS: Record<string, string> = { Easy: '#226B44', Medium: '#7F5112', Hard: '#B02828' };

interface CookingHeaderProps {
  recipe: CookingRecipe;
  backTo: string;
  percent: number;
  doneCount: number;
  stepCount: number;
  awake: boolean;
}

/** 'Back to Recipe', the title, the badges, the wake-lock note and the progress bar. */
export function CookingHeader({ recipe, backTo, percent, doneCount, stepCount, awake }: CookingHeaderProps) {
  const difficultyColor = DIFFICULTY_COLORS[recipe.difficulty] ?? DIFFICULTY_COLORS.Medium;
  return (
    <Box component="header" sx={{ mb: { xs: 2, md: 3 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
        <Button component={RouterLink} to={backTo} startIcon={<ArrowBackRounded />} sx={{ ml: -1, minHeight: 44 }}>
          Back to Recipe
        </Button>
        {awake && (
          <Chip
            icon={<LightModeRounded />}
            label="Screen stays awake"
            size="small"
            data-testid="wake-lock"
            sx={{ bgcolor: (t) => alpha(t.palette.warning.main, 0.16), color: 'text.primary', '& .MuiChip-icon': { color: 'warning.dark' } }}
          />
        )}
      </Stack>
      <Typography variant="overline" color="primary" sx={{ display: 'block', lineHeight: 1.6 }}>
        Cooking mode
      </Typography>
      <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.3rem' }, mb: 1.5, overflowWrap: 'anywhere' }}>
        {recipe.name}
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mb: 2.5 }}>
        <Chip
          icon={<LocalFireDepartmentRounded />}
          label={recipe.difficulty}
          sx={{ bgcolor: alpha(difficultyColor, 0.14), color: difficultyColor, fontWeight: 700, '& .MuiChip-icon': { color: difficultyColor } }}
        />
        {recipe.category && <Chip icon={<CategoryRounded />} label={recipe.category} variant="outlined" />}
        {/* From start to table: the recipe's total, else prep plus cook. */}
        <Chip icon={<AccessTimeRounded />} label={`${recipeTotalTime(recipe)} mins`} variant="outlined" />
        <Chip icon={<PeopleAltRounded />} label={`${recipe.servings} servings`} variant="outlined" />
      </Stack>
      <Card sx={{ px: { xs: 2, sm: 2.5 }, py: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="subtitle2" color="text.secondary">
            {doneCount} of {stepCount} steps done
          </Typography>
          <Typography
            data-testid="progress-percent"
            sx={{ fontWeight: 800, fontSize: '1.35rem', color: percent === 100 ? 'success.main' : 'primary.main' }}
          >
            {percent}%
          </Typography>
        </Stack>
        <LinearProgress
          variant="determinate"
          value={percent}
          color={percent === 100 ? 'success' : 'primary'}
          aria-label="Cooking progress"
          sx={{ height: 10, borderRadius: 5, bgcolor: (t) => alpha(t.palette.primary.main, 0.12), '& .MuiLinearProgress-bar': { borderRadius: 5 } }}
        />
      </Card>
    </Box>
  );
}
