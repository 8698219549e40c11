import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
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

/** The lines of `ingredients` for `servings` (of the recipe's `base`) in `units`. */
function useScaledLines(ingredients: string[], servings: number, base: number, units: UnitSystem): string[] {
  return useMemo(() => ingredients.map((line) => scaleIngredientLine(line, servings / base, units)), [ingredients, servings, base, units]);
}

const baseOf = (servings: number) => Math.max(1, Math.round(servings) || 1);

/**
 * Servings and units kept in the screen's address (`?servings=6&units=metric`, replaced as they change, never
 * saved): a recipe's page hands them on to print and cooking mode, and has them again on the way back.
 */
export function useScaleFromAddress(ingredients: string[], baseServings: number): ServingsScale {
  const [search, setSearch] = useSearchParams();
  const base = baseOf(baseServings);
  const servings = search.has('servings') ? clampServings(Number(search.get('servings'))) : base;
  const asked = search.get('units');
  const units: UnitSystem = isUnitSystem(asked) ? asked : 'original';
  const lines = useScaledLines(ingredients, servings, base, units);
  const change = (name: 'servings' | 'units', value: string) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(name, value);
        return next;
      },
      { replace: true },
    );
  return {
    base,
    servings,
    setServings: (next) => change('servings', String(clampServings(next))),
    units,
    setUnits: (next) => change('units', next),
    lines,
  };
}

/** The address of a screen that carries on with these servings and units (print, cooking mode); as is when unchanged. */
export function withScale(path: string, scale: Pick<ServingsScale, 'base' | 'servings' | 'units'>): string {
  if (scale.servings === scale.base && scale.units === 'original') return path;
  return `${path}?servings=${scale.servings}&units=${scale.units}`;
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
