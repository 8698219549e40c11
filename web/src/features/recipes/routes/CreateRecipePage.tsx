import { useState, type DragEvent, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AddPhotoAlternateRounded from '@mui/icons-material/AddPhotoAlternateRounded';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import CalculateRounded from '@mui/icons-material/CalculateRounded';
import CropRounded from '@mui/icons-material/CropRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import { NeedsConnection } from '../../../components/NeedsConnection';
import { useToast } from '../../../components/toast';
import { createRecipe, generateRecipeImage, type NutritionResult } from '../api';
import { NutritionFactsPanel } from '../components/NutritionFactsPanel';
import { RecipeFormFields } from '../components/RecipeFormFields';
import { RecipeImage } from '../components/RecipeImage';
import { useRecipeImagePicker } from '../components/useRecipeImagePicker';
import { useAiCost } from '../hooks/useAiCost';
import { useNutritionCalculator } from '../hooks/useNutritionCalculator';
import { ticketCostLabel } from '../../tickets';
import { useRevalidateRecipes } from '../hooks/useRecipes';
import { EMPTY_RECIPE_FORM, recipeContentFromForm, validateRecipeForm, type RecipeFormErrors, type RecipeFormValues } from '../recipeHelpers';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { isImportedRecipeState } from '../components/ImportUrlDialog';
import type { ImportedRecipe } from '../api';

/** Under the calculated facts: who calculated them (the server's `calculatedBy`). */
const NUTRITION_NOTES = {
  table: 'Per serving. Calculated from a nutrient table of common ingredients, so values may vary.',
  ai: 'Per serving. Calculated using AI, so values may vary.',
} as const;

/** The form's values for a recipe imported from a web page. */
function formFromImported(recipe: ImportedRecipe): RecipeFormValues {
  return {
    ...EMPTY_RECIPE_FORM,
    name: recipe.name,
    description: recipe.description,
    prepTime: recipe.prepTime ? String(recipe.prepTime) : '',
    cookTime: String(recipe.cookTime),
    totalTime: recipe.totalTime ? String(recipe.totalTime) : '',
    servings: String(recipe.servings),
    yield: recipe.yield ?? '',
    category: recipe.category,
    ingredients: recipe.ingredients.join('\n'),
    instructions: recipe.instructions.join('\n'),
    tags: recipe.tags.join(', '),
  };
}

export default function CreateRecipePage() {
  useDocumentTitle('Create Recipe');
  const navigate = useNavigate();
  const { toast } = useToast();
  const revalidate = useRevalidateRecipes();
  const location = useLocation();
  // A recipe imported from a web page ('Import from URL') opens here to be checked before it is saved.
  const [imported] = useState<ImportedRecipe | null>(() => (isImportedRecipeState(location.state) ? location.state.imported : null));
  const [values, setValues] = useState<RecipeFormValues>(() => (imported ? formFromImported(imported) : EMPTY_RECIPE_FORM));
  const [errors, setErrors] = useState<RecipeFormErrors>({});
  const [imageUrl, setImageUrl] = useState<string | null>(imported?.imageUrl ?? null);
  const [nutrition, setNutrition] = useState<NutritionResult | null>(null);
  const [generating, setGenerating] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [dragging, setDragging] = useState(false);
  const { calculate, calculating } = useNutritionCalculator();
  const nutritionCost = useAiCost('nutrition', 'ai_nutrition');
  const picker = useRecipeImagePicker(setImageUrl);

  const onChange = (field: keyof RecipeFormValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onCalculate = async () => {
    const result = await calculate(values.ingredients, values.servings);
    if (result) setNutrition(result);
  };

  const onGenerate = async () => {
    if (!values.name.trim()) {
      toast({ title: 'Recipe Name Required', description: 'Please enter a recipe name to generate an image.', variant: 'destructive' });
      return;
    }
    setGenerating(true);
    try {
      const { imageUrl: url } = await generateRecipeImage(values.name.trim(), values.category);
      if (!url) throw new Error('No image URL returned');
      setImageUrl(url);
    } catch {
      // The category picture stands in (the preview shows it while no image is chosen).
      setImageUrl(null);
      toast({
        title: 'Image Generation Failed',
        description: 'Using a placeholder image instead. You can upload your own image if preferred.',
        variant: 'destructive',
      });
    } finally {
      setGenerating(false);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateRecipeForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(`recipe-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const content = recipeContentFromForm(values);
      const created = await createRecipe({
        ...content,
        nutritionFacts: nutrition?.nutritionFacts ?? null,
        imageUrl,
        source: imported?.source ?? 'User-created',
        isFavorite: false,
      });
      void revalidate();
      toast({ title: 'Recipe created!', description: `${created.name} has been added to your recipes.`, variant: 'success' });
      navigate('/');
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : 'Failed to create recipe. Please try again.';
      toast({ title: 'Failed to create recipe', description: message, variant: 'destructive' });
      setSubmitting(false);
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files?.[0];
    if (file) void picker.openFile(file);
  };

  return (
    <Box component="form" noValidate onSubmit={(event: FormEvent) => void onSubmit(event)} aria-label="Create recipe">
      <Button component={RouterLink} to="/" startIcon={<ArrowBackRounded />} color="inherit" sx={{ mb: 2, color: 'text.secondary', ml: -1 }}>
        Back to Home
      </Button>
      <Box component="header" sx={{ mb: { xs: 3, sm: 4 } }}>
        <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '1.85rem', sm: '2.3rem' } }}>
          Create Recipe
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          Write down a dish from scratch: ingredients, steps, tips and a picture.
        </Typography>
        {imported && (
          <Alert severity="info" sx={{ mt: 2, overflowWrap: 'anywhere' }} data-testid="imported-notice">
            Imported from {imported.source}. Check the recipe, then save it.
          </Alert>
        )}
      </Box>

      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(280px, 360px)', lg: 'minmax(0, 1fr) 400px' },
          alignItems: 'start',
        }}
      >
        <Card sx={{ p: { xs: 2.5, sm: 3.5 } }}>
          <Typography variant="h6" component="h2" sx={{ mb: 2.5 }}>
            Recipe details
          </Typography>
          <RecipeFormFields
            values={values}
            errors={errors}
            onChange={onChange}
            disabled={submitting}
            afterIngredients={
              <Stack direction="row" spacing={1.5} sx={{ mt: 1.25, alignItems: 'center' }}>
                <NeedsConnection>
                  <Button
                    variant="outlined"
                    color="secondary"
                    size="small"
                    onClick={() => void onCalculate()}
                    disabled={calculating || submitting}
                    startIcon={calculating ? <CircularProgress size={16} color="inherit" /> : <CalculateRounded />}
                    sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
                  >
                    {calculating ? 'Calculating...' : 'Calculate Nutrition'}
                  </Button>
                </NeedsConnection>
                {nutritionCost !== undefined && (
                  <Typography variant="caption" color="text.secondary" data-testid="nutrition-cost">
                    {nutritionCost > 0 ? `${ticketCostLabel(nutritionCost)}, AI estimate` : 'Free, from the built-in nutrient table'}
                  </Typography>
                )}
              </Stack>
            }
          />
          {nutrition && (
            <>
              <Divider sx={{ my: 3 }} />
              <NutritionFactsPanel
                title="Nutrition Facts (per serving)"
                facts={nutrition.nutritionFacts}
                withDefaults={false}
                note={NUTRITION_NOTES[nutrition.calculatedBy]}
              >
                {nutrition.unmatched.length > 0 && (
                  <Alert severity="info" sx={{ mt: 1.5 }}>
                    Not counted (no nutrient data): {nutrition.unmatched.join(', ')}
                  </Alert>
                )}
              </NutritionFactsPanel>
            </>
          )}
        </Card>

        <Stack spacing={3} sx={{ position: { md: 'sticky' }, top: { md: 92 } }}>
          <Card sx={{ p: { xs: 2.5, sm: 3 } }}>
            <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>
              Recipe image
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              Upload a photo and crop it to 16:9, or generate one from the recipe name.
            </Typography>
            {imageUrl ? (
              <Box sx={{ position: 'relative' }}>
                <RecipeImage
                  src={imageUrl}
                  category={values.category}
                  alt="Recipe image preview"
                  loading="eager"
                  sx={{ aspectRatio: '16 / 9', borderRadius: 3 }}
                />
                <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
                  <Button size="small" variant="outlined" startIcon={<CropRounded />} onClick={picker.pick} disabled={submitting}>
                    Change
                  </Button>
                  <Button size="small" color="error" startIcon={<DeleteOutlineRounded />} onClick={() => setImageUrl(null)} disabled={submitting}>
                    Remove image
                  </Button>
                </Stack>
              </Box>
            ) : (
              <Box
                role="button"
                tabIndex={0}
                onClick={picker.pick}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault();
                    picker.pick();
                  }
                }}
                onDragOver={(e) => {
                  e.preventDefault();
                  setDragging(true);
                }}
                onDragLeave={() => setDragging(false)}
                onDrop={onDrop}
                sx={{
                  aspectRatio: '16 / 9',
                  borderRadius: 3,
                  border: '2px dashed',
                  borderColor: dragging ? 'primary.main' : 'divider',
                  bgcolor: (t) => (dragging ? alpha(t.palette.primary.main, 0.06) : 'rgba(251,246,239,0.7)'),
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'center',
                  justifyContent: 'center',
                  textAlign: 'center',
                  gap: 0.75,
                  px: 2,
                  cursor: 'pointer',
                  transition: 'all 160ms ease',
                  '&:hover, &:focus-visible': { borderColor: 'primary.main', outline: 'none' },
                }}
              >
                <AddPhotoAlternateRounded sx={{ fontSize: 40, color: 'primary.main' }} />
                <Typography sx={{ fontWeight: 700 }}>Upload an image</Typography>
                <Typography variant="body2" color="text.secondary">
                  Click or drop a JPEG, PNG or WEBP photo
                </Typography>
              </Box>
            )}
            <Divider sx={{ my: 2, typography: 'caption', color: 'text.secondary' }}>or</Divider>
            <NeedsConnection>
              <Button
                fullWidth
                variant="outlined"
                onClick={() => void onGenerate()}
                disabled={generating || submitting}
                startIcon={generating ? <CircularProgress size={16} color="inherit" /> : <AutoAwesomeRounded />}
              >
                {generating ? 'Generating image...' : 'Generate image'}
              </Button>
            </NeedsConnection>
            {!imageUrl && (
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1.25, textAlign: 'center' }}>
                Without an image, the {values.category || 'category'} picture is shown.
              </Typography>
            )}
          </Card>

          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={submitting}
            startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {submitting ? 'Creating Recipe...' : 'Create Recipe'}
          </Button>
        </Stack>
      </Box>
      {picker.elements}
    </Box>
  );
}
