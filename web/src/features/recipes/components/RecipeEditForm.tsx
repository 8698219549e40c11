import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import FactCheckRounded from '@mui/icons-material/FactCheckRounded';
import SaveRounded from '@mui/icons-material/SaveRounded';
import type { Recipe } from '../api';
import { CHECK_LABELS, type PhotoCheck, type UncertainField } from '../photoReading';

type NutritionFacts = NonNullable<Recipe['nutritionFacts']>;
/** The server keeps nutrition values short (a number or text such as '12g'). */
const MAX_NUTRITION_VALUE_LENGTH = 30;
import {
  NUTRITION_KEYS,
  NUTRITION_LABELS,
  formFromRecipe,
  validateRecipeForm,
  type NutritionKey,
  type RecipeFormErrors,
  type RecipeFormValues,
} from '../recipeHelpers';
import { RecipeFormFields } from './RecipeFormFields';

export type NutritionDraft = Record<NutritionKey, string>;

export function nutritionDraftOf(facts: NutritionFacts | null | undefined): NutritionDraft {
  const draft = {} as NutritionDraft;
  for (const key of NUTRITION_KEYS) {
    const v = facts?.[key];
    draft[key] = v === null || v === undefined ? '' : String(v);
  }
  return draft;
}

/** The edited nutrition facts: the five fields (blank ones left out) plus the recipe's other fields; null when empty. */
export function nutritionFromDraft(draft: NutritionDraft, original: NutritionFacts | null | undefined): NutritionFacts | null {
  const facts: NutritionFacts = {};
  for (const [key, v] of Object.entries(original ?? {})) {
    if (!(NUTRITION_KEYS as readonly string[]).includes(key)) facts[key] = v;
  }
  for (const key of NUTRITION_KEYS) {
    if (draft[key].trim()) facts[key] = draft[key].trim();
  }
  return Object.keys(facts).length > 0 ? facts : null;
}

interface RecipeEditFormProps {
  recipe: Recipe;
  saving: boolean;
  onCancel: () => void;
  onSave: (values: RecipeFormValues, nutrition: NutritionDraft) => void;
  /** Right after a photo import: the fields the reader was unsure of, marked until the cook edits them. */
  check?: PhotoCheck | null;
}

const focusField = (field: keyof RecipeFormValues, options?: FocusOptions) => document.getElementById(`recipe-${field}`)?.focus(options);

/** What the cook is asked to check after a photo import, each field a link to it; gone once all are edited. */
function CheckSummary({ fields, from }: { fields: UncertainField[]; from: PhotoCheck['from'] }) {
  return (
    <Alert severity="warning" icon={<FactCheckRounded />} sx={{ mb: 3 }} data-testid="photo-check-summary">
      <AlertTitle>A few things to check</AlertTitle>
      Savor read this recipe from your {from}. Please check the marked fields before you save:{' '}
      {fields.map((field, index) => (
        <span key={field}>
          {index > 0 && ', '}
          <Link
            component="button"
            type="button"
            underline="always"
            onClick={() => focusField(field)}
            sx={{ verticalAlign: 'baseline', fontWeight: 600, color: 'inherit', textDecorationColor: 'currentColor' }}
          >
            {CHECK_LABELS[field]}
          </Link>
        </span>
      ))}
      .
    </Alert>
  );
}

/**
 * Inline edit mode of the detail screen (spec document 1 §4 Edit mode). Cancel drops the draft. After a
 * photo import the reader was unsure of, the fields to check are marked and the first one has the focus;
 * a mark goes when the cook edits its field (saving or cancelling closes the form).
 */
export function RecipeEditForm({ recipe, saving, onCancel, onSave, check }: RecipeEditFormProps) {
  const [values, setValues] = useState<RecipeFormValues>(() => formFromRecipe(recipe));
  const [nutrition, setNutrition] = useState<NutritionDraft>(() => nutritionDraftOf(recipe.nutritionFacts));
  const [errors, setErrors] = useState<RecipeFormErrors>({});
  const [marked, setMarked] = useState<ReadonlySet<UncertainField>>(() => new Set(check?.fields));
  const formRef = useRef<HTMLFormElement>(null);
  const firstToCheck = useRef(check?.fields[0]);

  // The form opens where the cook can see it, ready to type in its first field (the first to check, after a photo import).
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    form.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    focusField(firstToCheck.current ?? 'name', { preventScroll: true });
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateRecipeForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(`recipe-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    onSave(values, nutrition);
  };

  return (
    <Card
      ref={formRef}
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="Edit recipe"
      sx={{ p: { xs: 2.5, sm: 3.5 }, scrollMarginTop: { xs: 72, sm: 88 } }}
    >
      <Typography variant="h5" component="h2" sx={{ mb: 0.5 }}>
        Edit recipe
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        Changing the ingredients recalculates the nutrition facts when you save.
      </Typography>
      {check && marked.size > 0 && <CheckSummary fields={check.fields.filter((field) => marked.has(field))} from={check.from} />}
      <RecipeFormFields
        values={values}
        errors={errors}
        disabled={saving}
        marked={marked}
        checkHint={`Check this against your ${check?.from ?? 'photo'}`}
        onChange={(field, value) => {
          setValues((v) => ({ ...v, [field]: value }));
          if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
          if (marked.has(field as UncertainField)) setMarked((m) => new Set([...m].filter((other) => other !== field)));
        }}
      />
      <Typography variant="h6" component="h3" sx={{ mt: 3.5, mb: 1.5 }}>
        Nutrition Facts (per serving)
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(5, minmax(0, 1fr))' } }}>
        {NUTRITION_KEYS.map((key) => (
          <TextField
            key={key}
            id={`nutrition-${key}-input`}
            label={NUTRITION_LABELS[key]}
            value={nutrition[key]}
            disabled={saving}
            placeholder={key === 'calories' ? '320 kcal' : '12g'}
            slotProps={{ htmlInput: { maxLength: MAX_NUTRITION_VALUE_LENGTH } }}
            onChange={(e) => setNutrition((n) => ({ ...n, [key]: e.target.value }))}
          />
        ))}
      </Box>
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end', mt: 4 }}>
        <Button onClick={onCancel} disabled={saving} color="inherit" variant="outlined">
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={saving}
          startIcon={saving ? <CircularProgress size={16} color="inherit" /> : <SaveRounded />}
        >
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </Stack>
    </Card>
  );
}
