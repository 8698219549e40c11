import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { nutritionRows, type NutritionFacts } from '../recipeHelpers';

const TILE_COLORS: Record<string, string> = {
  calories: '#AD4220',
  protein: '#356B4C',
  carbs: '#8F5B0A',
  fat: '#95511A',
  fiber: '#53702A',
};

/** Nutrition facts as tiles: calories, protein, carbs, fat, fiber and any extra fields. */
export function NutritionFactsGrid({ facts, withDefaults = true }: { facts: NutritionFacts | null | undefined; withDefaults?: boolean }) {
  const rows = nutritionRows(facts, { withDefaults });
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.25, gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))' }}>
      {rows.map((row) => {
        const color = TILE_COLORS[row.key] ?? '#6B5A50';
        return (
          <Box
            key={row.key}
            data-testid={`nutrition-${row.key}`}
            sx={{ p: 1.5, borderRadius: '14px', bgcolor: alpha(color, 0.08), border: `1px solid ${alpha(color, 0.18)}` }}
          >
            <Typography component="dt" variant="caption" sx={{ color, fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.06em' }}>
              {row.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.05rem' }}>
              {row.value}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}

/** Titled nutrition block with a note under the values. */
export function NutritionFactsPanel({
  title = 'Nutrition Facts',
  facts,
  note,
  children,
  withDefaults = true,
}: {
  title?: string;
  facts: NutritionFacts | null | undefined;
  note?: ReactNode;
  children?: ReactNode;
  withDefaults?: boolean;
}) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <NutritionFactsGrid facts={facts} withDefaults={withDefaults} />
      {note && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1.25 }}>
          {note}
        </Typography>
      )}
      {children}
    </Box>
  );
}
