import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import PrintRounded from '@mui/icons-material/PrintRounded';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { RecipeImage } from '../components/RecipeImage';
import { ServingsControls, useScaleFromAddress } from '../components/ServingsScaler';
import { useRecipe } from '../hooks/useRecipes';
import { DEFAULT_SERVINGS, DEFAULT_TIP, formatCookTime, nutritionRows, recipePath } from '../recipeHelpers';

const NO_LINES: string[] = [];

/** The print stylesheet: no screen furniture, black on white, one A4/Letter page for a typical recipe. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        '@page': { margin: '12mm' },
        'html, body': { background: '#fff !important' },
        '.no-print': { display: 'none !important' },
        '.print-page': { background: '#fff !important', padding: '0 !important', minHeight: '0 !important' },
        '.print-sheet': { boxShadow: 'none !important', border: '0 !important', padding: '0 !important', maxWidth: 'none !important' },
        '.print-sheet li, .print-sheet p': { breakInside: 'avoid' },
        '.print-sheet .print-image': { maxHeight: '55mm !important' },
      },
    }}
  />
);

function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

function SectionTitle({ children }: { children: string }) {
  return (
    <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', borderBottom: 2, borderColor: 'primary.main', pb: 0.5, mb: 1.25 }}>
      {children}
    </Typography>
  );
}

/** /recipes/{slug}/{id}/print: the recipe on one clean page (name, picture, servings, ingredients, steps, tips, nutrition). */
export default function RecipePrintPage() {
  const params = useParams();
  const id = parseId(params.id);
  const { recipe, error, isLoading } = useRecipe(id);
  const scale = useScaleFromAddress(recipe?.ingredients ?? NO_LINES, recipe?.servings || DEFAULT_SERVINGS);
  useDocumentTitle(recipe ? `${recipe.name} (print)` : 'Print recipe');

  if (id === null || (error && !recipe)) {
    return (
      <Box sx={{ maxWidth: 640, mx: 'auto', p: 3 }}>
        <Alert
          severity="error"
          action={
            <Button component={RouterLink} to="/recipes">
              My Recipes
            </Button>
          }
        >
          This recipe could not be loaded for printing.
        </Alert>
      </Box>
    );
  }
  if (isLoading || !recipe) {
    return (
      <Box role="status" aria-label="Loading recipe" aria-busy sx={{ maxWidth: 860, mx: 'auto', p: 3 }}>
        <Skeleton variant="text" width="60%" height={48} />
        <Skeleton variant="rounded" height={200} sx={{ my: 2 }} />
        <Skeleton variant="rounded" height={240} />
      </Box>
    );
  }

  const tips = recipe.tips.length > 0 ? recipe.tips : [DEFAULT_TIP];
  const nutrition = nutritionRows(recipe.nutritionFacts, { withDefaults: false });
  return (
    <Box
      className="print-page"
      sx={{ bgcolor: { xs: 'background.paper', sm: 'background.default' }, minHeight: '100dvh', py: { xs: 0, sm: 3 }, px: { xs: 0, sm: 2 } }}
    >
      {printStyles}
      <Stack
        className="no-print"
        direction="row"
        useFlexGap
        spacing={1}
        sx={{
          maxWidth: 860,
          mx: 'auto',
          mb: 2,
          px: { xs: 2, sm: 0 },
          pt: { xs: 2, sm: 0 },
          flexWrap: 'wrap',
          rowGap: 1,
          justifyContent: 'space-between',
        }}
      >
        <Button component={RouterLink} to={recipePath(recipe)} startIcon={<ArrowBackRounded />} color="inherit">
          Back to recipe
        </Button>
        <Button variant="contained" startIcon={<PrintRounded />} onClick={() => window.print()}>
          Print
        </Button>
      </Stack>
      <Box
        component="article"
        className="print-sheet"
        aria-label={recipe.name}
        sx={{
          maxWidth: 860,
          mx: 'auto',
          bgcolor: '#fff',
          color: '#1d1410',
          p: { xs: 2.5, sm: 5 },
          borderRadius: { xs: 0, sm: 3 },
          boxShadow: { sm: 2 },
        }}
      >
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) 240px' }, alignItems: 'start', mb: 2.5 }}>
          <Box>
            <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', sm: '2.2rem' }, mb: 1, overflowWrap: 'anywhere' }}>
              {recipe.name}
            </Typography>
            <Typography sx={{ fontWeight: 600, mb: 1 }} data-testid="print-facts">
              Serves {scale.servings} · {formatCookTime(recipe.cookTime)} · {recipe.category}
              {recipe.difficulty ? ` · ${recipe.difficulty}` : ''}
            </Typography>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{recipe.description}</Typography>
            {recipe.source && /^https?:\/\//.test(recipe.source) && (
              <Typography variant="caption" sx={{ display: 'block', mt: 1, color: '#5a4a42', overflowWrap: 'anywhere' }}>
                Source: {recipe.source}
              </Typography>
            )}
          </Box>
          <RecipeImage
            src={recipe.imageUrl}
            category={recipe.category}
            alt={recipe.name}
            loading="eager"
            sx={{ aspectRatio: '4 / 3', borderRadius: 2, overflow: 'hidden', maxHeight: 200 }}
          />
        </Box>

        <ServingsControls scale={scale} dense />

        <Box sx={{ display: 'grid', gap: 3.5, gridTemplateColumns: { xs: '1fr', sm: '240px minmax(0, 1fr)' }, alignItems: 'start' }}>
          <Box component="section" aria-label="Ingredients">
            <SectionTitle>Ingredients</SectionTitle>
            <Box component="ul" sx={{ m: 0, pl: 2.25, display: 'grid', gap: 0.5 }} data-testid="print-ingredients">
              {scale.lines.map((line, i) => (
                <Typography component="li" key={`${i}-${line}`} sx={{ fontSize: '0.95rem', overflowWrap: 'anywhere' }}>
                  {line}
                </Typography>
              ))}
            </Box>
          </Box>
          <Box component="section" aria-label="Instructions">
            <SectionTitle>Instructions</SectionTitle>
            <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
              {recipe.instructions.map((step, i) => (
                <Typography component="li" key={`${i}-${step}`} sx={{ fontSize: '0.95rem', overflowWrap: 'anywhere' }}>
                  {step}
                </Typography>
              ))}
            </Box>
          </Box>
        </Box>

        <Box sx={{ display: 'grid', gap: 3.5, gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) minmax(0, 1fr)' }, mt: 3 }}>
          <Box component="section" aria-label="Chef's Tips">
            <SectionTitle>Chef&apos;s Tips</SectionTitle>
            <Box component="ul" sx={{ m: 0, pl: 2.25, display: 'grid', gap: 0.5 }}>
              {tips.map((tip, i) => (
                <Typography component="li" key={`${i}-${tip}`} sx={{ fontSize: '0.9rem', overflowWrap: 'anywhere' }}>
                  {tip}
                </Typography>
              ))}
            </Box>
          </Box>
          <Box component="section" aria-label="Nutrition per serving">
            <SectionTitle>Nutrition per serving</SectionTitle>
            {nutrition.length === 0 ? (
              <Typography sx={{ fontSize: '0.9rem' }}>No nutrition facts for this recipe yet.</Typography>
            ) : (
              <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.25, fontSize: '0.9rem' }}>
                {nutrition.map((row) => (
                  <Box key={row.key} sx={{ display: 'contents' }}>
                    <Box component="dt" sx={{ fontWeight: 700 }}>
                      {row.label}
                    </Box>
                    <Box component="dd" sx={{ m: 0 }}>
                      {row.value}
                    </Box>
                  </Box>
                ))}
              </Box>
            )}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
