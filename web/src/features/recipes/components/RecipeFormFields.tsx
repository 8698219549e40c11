import type { ChangeEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { lengthHint } from '../../../components/lengthHint';
import {
  DESCRIPTION_MAX,
  DIFFICULTIES,
  RECIPE_CATEGORIES,
  RECIPE_NAME_MAX,
  YIELD_MAX,
  type RecipeFormErrors,
  type RecipeFormValues,
} from '../recipeHelpers';

interface RecipeFormFieldsProps {
  values: RecipeFormValues;
  errors: RecipeFormErrors;
  onChange: (field: keyof RecipeFormValues, value: string) => void;
  /** Shown right under the ingredients (the 'Calculate Nutrition' button). */
  afterIngredients?: ReactNode;
  disabled?: boolean;
  /** Fields to check first (a photo import the reader was unsure of): marked, with `checkHint` as their helper text. */
  marked?: ReadonlySet<keyof RecipeFormValues>;
  checkHint?: string;
}

/**
 * A marked field: a saffron tint, a frame and label in saffron's text colour (5.9:1) and its helper text
 * in bold; focused it takes the usual focus colour (so the focus shows), and an error keeps its red.
 */
const MARKED_FIELD_STYLES = {
  '& [data-check] .MuiOutlinedInput-root:not(.Mui-error)': {
    bgcolor: (t: { palette: { warning: { main: string } } }) => alpha(t.palette.warning.main, 0.08),
    '&:not(.Mui-focused) .MuiOutlinedInput-notchedOutline': { borderColor: 'warning.dark', borderWidth: 2 },
  },
  '& [data-check] .MuiInputLabel-root:not(.Mui-error):not(.Mui-focused)': { color: 'warning.dark' },
  '& [data-check] .MuiFormHelperText-root:not(.Mui-error)': { color: 'warning.dark', fontWeight: 600 },
} as const;

/** The recipe form's fields (spec document 1 §2 Create Recipe, left column), shared with edit mode. */
export function RecipeFormFields({ values, errors, onChange, afterIngredients, disabled, marked, checkHint }: RecipeFormFieldsProps) {
  const field = (name: keyof RecipeFormValues) => ({
    name,
    id: `recipe-${name}`,
    value: values[name],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(name, e.target.value),
    error: Boolean(errors[name]),
    disabled,
    ...(marked?.has(name) && { 'data-check': true }),
  });
  /** The field's error, else the check hint when it is marked, else its usual helper text. */
  const hint = (name: keyof RecipeFormValues, usual?: ReactNode) => errors[name] ?? (marked?.has(name) ? checkHint : usual);
  // Keep an existing recipe's category selectable even when it is not one of the form's nine.
  const categories =
    values.category && !(RECIPE_CATEGORIES as readonly string[]).includes(values.category)
      ? [values.category, ...RECIPE_CATEGORIES]
      : RECIPE_CATEGORIES;

  return (
    <Box sx={{ display: 'grid', gap: 2.25, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }, ...MARKED_FIELD_STYLES }}>
      <TextField
        {...field('name')}
        label="Recipe Name"
        placeholder="e.g. Lemon Garlic Roast Chicken"
        helperText={lengthHint(hint('name'), values.name.length, RECIPE_NAME_MAX)}
        slotProps={{ htmlInput: { maxLength: RECIPE_NAME_MAX } }}
        sx={{ gridColumn: '1 / -1' }}
      />
      <TextField
        {...field('description')}
        label="Description"
        placeholder="A short description of the dish"
        multiline
        minRows={2}
        helperText={lengthHint(hint('description'), values.description.length, DESCRIPTION_MAX)}
        slotProps={{ htmlInput: { maxLength: DESCRIPTION_MAX } }}
        sx={{ gridColumn: '1 / -1' }}
      />
      {/* The times a cookbook prints, side by side from 600 px: preparation and total are optional. */}
      <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 2.25, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' } }}>
        <TextField
          {...field('prepTime')}
          label="Prep Time (minutes)"
          type="number"
          slotProps={{ htmlInput: { min: 1, inputMode: 'numeric' } }}
          helperText={hint('prepTime', 'Optional')}
        />
        <TextField
          {...field('cookTime')}
          label="Cook Time (minutes)"
          type="number"
          slotProps={{ htmlInput: { min: 1, inputMode: 'numeric' } }}
          helperText={hint('cookTime')}
        />
        <TextField
          {...field('totalTime')}
          label="Total Time (minutes)"
          type="number"
          slotProps={{ htmlInput: { min: 1, inputMode: 'numeric' } }}
          helperText={hint('totalTime', 'Optional: prep + cook when empty')}
        />
      </Box>
      <TextField
        {...field('servings')}
        label="Servings"
        type="number"
        slotProps={{ htmlInput: { min: 1, inputMode: 'numeric' } }}
        helperText={hint('servings')}
      />
      <TextField
        {...field('yield')}
        label="Yield"
        placeholder="e.g. Makes 12 cookies"
        helperText={hint('yield', 'Optional')}
        slotProps={{ htmlInput: { maxLength: YIELD_MAX } }}
      />
      <TextField {...field('difficulty')} label="Difficulty" select helperText={hint('difficulty')}>
        {DIFFICULTIES.map((d) => (
          <MenuItem key={d} value={d}>
            {d}
          </MenuItem>
        ))}
      </TextField>
      <TextField {...field('category')} label="Category" select helperText={hint('category')}>
        {categories.map((c) => (
          <MenuItem key={c} value={c}>
            {c}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TextField
          {...field('ingredients')}
          label="Ingredients"
          placeholder={'2 cups flour\n1 tsp salt\n3 eggs'}
          multiline
          minRows={5}
          helperText={hint('ingredients', 'One ingredient per line')}
        />
        {afterIngredients}
      </Box>
      <TextField
        {...field('instructions')}
        label="Instructions"
        placeholder={'Preheat the oven to 200°C.\nMix the dry ingredients.'}
        multiline
        minRows={5}
        helperText={hint('instructions', 'One step per line')}
        sx={{ gridColumn: '1 / -1' }}
      />
      <TextField
        {...field('tags')}
        label="Tags (optional)"
        placeholder="quick, vegetarian, weeknight"
        helperText="Separate tags with commas"
        sx={{ gridColumn: '1 / -1' }}
      />
      <TextField
        {...field('tips')}
        label="Tips (optional)"
        placeholder="One tip per line"
        multiline
        minRows={2}
        helperText={hint('tips', 'One tip per line')}
        sx={{ gridColumn: '1 / -1' }}
      />
    </Box>
  );
}
