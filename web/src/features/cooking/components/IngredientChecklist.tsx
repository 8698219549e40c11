import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface IngredientChecklistProps {
  ingredients: string[];
  checked: ReadonlySet<number>;
  onToggle: (index: number) => void;
  onClear: () => void;
  /** Shown above the list: the servings and units switch. */
  controls?: ReactNode;
}

/** Ticking off ingredients as they are gathered; kept on this page only, never saved. */
export function IngredientChecklist({ ingredients, checked, onToggle, onClear, controls }: IngredientChecklistProps) {
  return (
    <Card component="section" aria-labelledby="ingredients-title" sx={{ p: { xs: 1, sm: 1.5 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 1.5, pt: 1.5, pb: 1 }}>
        <Box>
          <Typography id="ingredients-title" variant="h6" component="h2">
            Ingredients
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {checked.size} of {ingredients.length} ready
          </Typography>
        </Box>
        {checked.size > 0 && (
          <Button onClick={onClear} size="small">
            Clear checks
          </Button>
        )}
      </Stack>
      {controls && <Box sx={{ px: 1.5 }}>{controls}</Box>}
      {ingredients.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 1.5, pb: 2 }}>
          This recipe lists no ingredients.
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {ingredients.map((item, i) => (
            <Box component="li" key={i} sx={{ borderRadius: 3, '&:hover': { bgcolor: 'action.hover' } }}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={checked.has(i)}
                    onChange={() => onToggle(i)}
                    color="success"
                    sx={{ p: 1.5, '& .MuiSvgIcon-root': { fontSize: 28 } }}
                  />
                }
                label={item}
                sx={{
                  m: 0,
                  width: '100%',
                  minHeight: 52,
                  alignItems: 'center',
                  '& .MuiFormControlLabel-label': {
                    fontSize: '1.05rem',
                    lineHeight: 1.5,
                    py: 1,
                    pr: 1,
                    color: checked.has(i) ? 'text.secondary' : 'text.primary',
                    textDecoration: checked.has(i) ? 'line-through' : 'none',
                  },
                }}
              />
            </Box>
          ))}
        </Box>
      )}
    </Card>
  );
}
