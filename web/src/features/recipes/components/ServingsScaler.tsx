import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import RemoveRounded from '@mui/icons-material/RemoveRounded';
import { scaleIngredientLine, type UnitSystem } from '@kernel/ingredients/scaling';

export type { UnitSystem };

export const MAX_SCALED_SERVINGS = 100;
export const UNIT_SYSTEMS: { value: UnitSystem; label: string }[] = [
  { value: 'original', label: 'As written' },
  { value: 'metric', label: 'Metric' },
  { value: 'us', label: 'US' },
];

export interface ServingsScale {
  /** The recipe's own servings. */
  base: number;
  servings: number;
  setServings: (servings: number) => void;
  units: UnitSystem;
  setUnits: (units: UnitSystem) => void;
  /** The ingredient lines for the chosen servings and units (the server's own ingredient parser reads them). */
  lines: string[];
}

export function isUnitSystem(value: unknown): value is UnitSystem {
  return value === 'original' || value === 'metric' || value === 'us';
}

/** Servings and units chosen on this screen only (never saved): the ingredients scaled and converted. */
export function useServingsScale(
  ingredients: string[],
  baseServings: number,
  initial: { servings?: number; units?: UnitSystem } = {},
): ServingsScale {
  const base = Math.max(1, Math.round(baseServings) || 1);
  // null: the recipe's own servings (known only once the recipe has loaded).
  const [chosen, setChosen] = useState<number | null>(initial.servings ? clampServings(initial.servings) : null);
  const servings = chosen ?? base;
  const [units, setUnits] = useState<UnitSystem>(initial.units ?? 'original');
  const lines = useMemo(() => ingredients.map((line) => scaleIngredientLine(line, servings / base, units)), [ingredients, servings, base, units]);
  return { base, servings, setServings: (next) => setChosen(clampServings(next)), units, setUnits, lines };
}

function clampServings(value: number): number {
  return Math.min(MAX_SCALED_SERVINGS, Math.max(1, Math.round(value) || 1));
}

/** − servings + and the As written / Metric / US switch, above an ingredient list. */
export function ServingsControls({ scale, dense = false }: { scale: ServingsScale; dense?: boolean }) {
  const { servings, setServings, units, setUnits, base } = scale;
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={1.5}
      className="no-print"
      sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1, mb: dense ? 1 : 2 }}
    >
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} role="group" aria-labelledby="servings-label">
        <Typography id="servings-label" variant="body2" sx={{ fontWeight: 700, mr: 0.5 }}>
          Servings
        </Typography>
        <IconButton
          aria-label="Fewer servings"
          onClick={() => setServings(servings - 1)}
          disabled={servings <= 1}
          size="small"
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <RemoveRounded fontSize="small" />
        </IconButton>
        <Box
          component="output"
          aria-live="polite"
          aria-label={`${servings} servings`}
          data-testid="servings-value"
          sx={{ minWidth: 32, textAlign: 'center', fontWeight: 800, fontSize: '1.1rem' }}
        >
          {servings}
        </Box>
        <IconButton
          aria-label="More servings"
          onClick={() => setServings(servings + 1)}
          disabled={servings >= MAX_SCALED_SERVINGS}
          size="small"
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <AddRounded fontSize="small" />
        </IconButton>
        {servings !== base && (
          <Typography variant="caption" color="text.secondary" sx={{ ml: 0.5 }}>
            (recipe makes {base})
          </Typography>
        )}
      </Stack>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={units}
        onChange={(_event, value: unknown) => {
          if (isUnitSystem(value)) setUnits(value);
        }}
        aria-label="Units"
      >
        {UNIT_SYSTEMS.map((system) => (
          <ToggleButton key={system.value} value={system.value} sx={{ px: 1.5, py: 0.5, textTransform: 'none', fontWeight: 600 }}>
            {system.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}
