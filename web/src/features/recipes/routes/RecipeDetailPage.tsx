import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AccessTimeRounded from '@mui/icons-material/AccessTimeRounded';
import BakeryDiningRounded from '@mui/icons-material/BakeryDiningRounded';
import HourglassTopRounded from '@mui/icons-material/HourglassTopRounded';
import TimerRounded from '@mui/icons-material/TimerRounded';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import BookmarkAddRounded from '@mui/icons-material/BookmarkAddRounded';
import CategoryRounded from '@mui/icons-material/CategoryRounded';
import CloudOffRounded from '@mui/icons-material/CloudOffRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import LightbulbRounded from '@mui/icons-material/LightbulbRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import PeopleAltRounded from '@mui/icons-material/PeopleAltRounded';
import PhotoCameraRounded from '@mui/icons-material/PhotoCameraRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import PublicRounded from '@mui/icons-material/PublicRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import VerifiedRounded from '@mui/icons-material/VerifiedRounded';
import { isApiError } from '../../../api/client';
import { NOT_SAVED_OFFLINE, useOnline } from '../../../api/online';
import { StatusPage } from '../../../components/StatusPage';
import { useToast } from '../../../components/toast';
import { signInPath, useCurrentUser } from '../../auth';
import { AddToShoppingListButton } from '../../inventory';
import { deleteRecipe, findRecipeImage, saveRecipeCopy, updateRecipe, type Recipe } from '../api';
import { CommunityFeedback, RecipeRatingSummary } from '../components/CommunityFeedback';
import { NutritionFactsPanel } from '../components/NutritionFactsPanel';
import { RecipeAttribution } from '../components/RecipeCard';
import { RecipeEditForm, nutritionFromDraft, type NutritionDraft } from '../components/RecipeEditForm';
import { type ImageRecovery, RecipeImage } from '../components/RecipeImage';
import { useRecipeImagePicker } from '../components/useRecipeImagePicker';
import { useRecipe, useRevalidateRecipes } from '../hooks/useRecipes';
import { useRecipeToggles } from '../hooks/useRecipeToggles';
import { photoCheckOf } from '../photoReading';
import { IconTile } from '../../../components/IconTile';
import {
  DEFAULT_SERVINGS,
  DEFAULT_TIP,
  formatCookTime,
  recipeContentFromForm,
  recipePath,
  sameList,
  sourceSite,
  type RecipeFormValues,
} from '../recipeHelpers';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { ServingsControls, useScaleFromAddress, withScale } from '../components/ServingsScaler';
import PrintRounded from '@mui/icons-material/PrintRounded';

const NO_LINES: string[] = [];

const DIFFICULTY_COLORS: Record<string, string> = { Easy: '#226B44', Medium: '#8C5A14', Hard: '#C62E2E' };

/** A title longer than this (of up to 200 characters) is set smaller, to stay a few lines on a phone. */
const LONG_TITLE = 60;

function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** One fact of the recipe; `wrap` for free text ('Makes 12 cookies'), which may wrap and takes a whole row on a phone. */
function Fact({ icon, label, value, wrap = false }: { icon: ReactNode; label: string; value: string; wrap?: boolean }) {
  return (
    <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', minWidth: 0, ...(wrap && { gridColumn: { xs: '1 / -1', sm: 'auto' } }) }}>
      <IconTile size={38}>{icon}</IconTile>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', lineHeight: 1.2 }}>
          {label}
        </Typography>
        <Typography sx={{ fontWeight: 700, ...(wrap && { lineHeight: 1.3, overflowWrap: 'anywhere' }) }} noWrap={!wrap}>
          {value}
        </Typography>
      </Box>
    </Stack>
  );
}

function SectionCard({ title, children, icon, action }: { title: string; children: ReactNode; icon?: ReactNode; action?: ReactNode }) {
  return (
    <Card component="section" aria-label={title} sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap', rowGap: 1.5 }}>
        {icon}
        <Typography variant="h5" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Card>
  );
}

function DetailSkeleton() {
  return (
    <Box role="status" aria-label="Loading recipe" aria-busy>
      <Skeleton variant="text" width={140} sx={{ mb: 2 }} />
      <Skeleton variant="rounded" sx={{ borderRadius: 5, aspectRatio: { xs: '16 / 9', md: '21 / 8' }, height: 'auto', mb: 3 }} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Skeleton variant="rounded" height={280} sx={{ borderRadius: 5 }} />
        <Skeleton variant="rounded" height={280} sx={{ borderRadius: 5 }} />
      </Box>
    </Box>
  );
}

export default function RecipeDetailPage() {
  const params = useParams();
  const id = parseId(params.id);
  const navigate = useNavigate();
  const location = useLocation();
  const { user } = useCurrentUser();
  const { toast } = useToast();
  const revalidate = useRevalidateRecipes();
  const { recipe, error, isLoading, mutate } = useRecipe(id);
  const online = useOnline();
  useDocumentTitle(recipe?.name);
  const scale = useScaleFromAddress(recipe?.ingredients ?? NO_LINES, recipe?.servings || DEFAULT_SERVINGS);

  // Right after a photo import the reader was unsure of, the recipe opens in its edit form with those fields
  // marked: the state of this history entry, so a reload keeps them. Saving or cancelling ends them at once
  // (the entry's state is replaced too, which the router commits a moment later).
  const [checkEndedAt, setCheckEndedAt] = useState<string | null>(null);
  const photoCheck = location.key === checkEndedAt ? null : photoCheckOf(location.state);
  const [editing, setEditing] = useState(photoCheck !== null);
  // Where the cook was when Edit was pressed: Cancel goes back there.
  const scrollBeforeEdit = useRef(0);
  const startEditing = () => {
    scrollBeforeEdit.current = window.scrollY;
    setEditing(true);
  };
  /** Saved or cancelled: the marks are done with, also for a reload or a return to this entry of the history. */
  const endPhotoCheck = () => {
    if (!photoCheck) return;
    setCheckEndedAt(location.key);
    navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: null });
  };
  const cancelEditing = () => {
    setEditing(false);
    endPhotoCheck();
    requestAnimationFrame(() => window.scrollTo({ top: scrollBeforeEdit.current }));
  };
  const [saving, setSaving] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [copying, setCopying] = useState(false);
  const [uploading, setUploading] = useState(false);

  const setRecipe = (updated: Recipe) => void mutate(updated, { revalidate: false });
  const toggles = useRecipeToggles(setRecipe);

  const picker = useRecipeImagePicker(async (dataUrl) => {
    if (!recipe) return;
    setUploading(true);
    try {
      setRecipe(await updateRecipe(recipe.id, { imageUrl: dataUrl }));
      void revalidate();
      toast({ title: 'Photo Updated', variant: 'success' });
    } catch {
      toast({ title: 'Error', description: 'Failed to update recipe photo. Please try again.', variant: 'destructive' });
    } finally {
      setUploading(false);
    }
  }, 'recipe-photo-input');

  // The canonical address is /recipes/{slug}/{id}, keeping the servings chosen and the place (#comments).
  const { search, hash } = location;
  useEffect(() => {
    if (!recipe) return;
    const canonical = recipePath(recipe);
    const current = params.slug ? `/recipes/${params.slug}/${params.id}` : `/recipes/${params.id}`;
    // The state goes along: a photo import's fields to check.
    if (canonical !== current) navigate({ pathname: canonical, search, hash }, { replace: true, state: location.state as unknown });
  }, [recipe, params.slug, params.id, navigate, search, hash, location.state]);

  if (id === null || (isApiError(error) && error.status === 404)) {
    // A visitor may open public recipes only; a private or missing one asks them to sign in first (DECISIONS, Routes).
    if (!user) return <Navigate to={signInPath(`${location.pathname}${location.search}${location.hash}`)} replace />;
    return (
      <StatusPage
        title="Recipe Not Found"
        icon={<SearchOffRounded />}
        description="This recipe doesn't exist, was deleted, or is private."
        actions={[{ label: 'Back to Recipes', to: '/recipes' }]}
      />
    );
  }
  if (error && !recipe) {
    return (
      <StatusPage
        title="Couldn't load this recipe"
        icon={online ? <ErrorOutlineRounded /> : <CloudOffRounded />}
        description={online ? error.message || 'Please check your connection and try again.' : NOT_SAVED_OFFLINE}
        actions={[{ label: 'Back to Recipes', to: '/recipes' }]}
      >
        <Button variant="outlined" startIcon={<RefreshRounded />} onClick={() => void mutate()} sx={{ mt: 3 }}>
          Try again
        </Button>
      </StatusPage>
    );
  }
  if (isLoading || !recipe) return <DetailSkeleton />;

  const isOwner = !!user && user.id === recipe.userId;
  const inEditForm = isOwner && editing;
  const canSave = !!user && !isOwner && recipe.isPublic;
  const servings = recipe.servings || DEFAULT_SERVINGS;
  const tips = recipe.tips.length > 0 ? recipe.tips : [DEFAULT_TIP];
  const difficulty = recipe.difficulty || 'Medium';
  const diffColor = DIFFICULTY_COLORS[difficulty] ?? '#E9A23B';
  const site = sourceSite(recipe.source);

  // The owner's broken picture is replaced by a working one, and the recipe keeps it.
  const imageRecovery: ImageRecovery = {
    find: async () => (await findRecipeImage(recipe.name, recipe.category || 'Main Dish')).imageUrl,
    onFound: (imageUrl) => {
      updateRecipe(recipe.id, { imageUrl })
        .then((updated) => {
          setRecipe(updated);
          void revalidate();
        })
        .catch(() => undefined); // the picture still shows; the address is fixed on a later visit
    },
  };

  const onSave = async (values: RecipeFormValues, draft: NutritionDraft) => {
    const content = recipeContentFromForm(values);
    // New ingredients: the server works the facts out again from its built-in table, free of tickets
    // (a paid AI estimate is only ever the cook's own choice, on its button).
    const ingredientsChanged = !sameList(content.ingredients, recipe.ingredients);
    const nutritionFacts = ingredientsChanged ? undefined : nutritionFromDraft(draft, recipe.nutritionFacts);
    setSaving(true);
    try {
      const updated = await updateRecipe(recipe.id, { ...content, nutritionFacts, source: recipe.source || 'User-created' });
      setRecipe(updated);
      void revalidate();
      setEditing(false);
      endPhotoCheck();
      if (ingredientsChanged) toast({ title: 'Nutrition Facts Updated', description: 'Recalculated from the new ingredients.', variant: 'success' });
      toast({ title: 'Recipe Updated', description: `${updated.name} has been saved.`, variant: 'success' });
    } catch {
      toast({ title: 'Update Failed', description: 'Failed to update recipe. Please try again.', variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  const onDelete = async () => {
    setDeleting(true);
    try {
      await deleteRecipe(recipe.id);
      toast({ title: 'Recipe Deleted', description: `${recipe.name} has been removed from your recipes.`, variant: 'success' });
      void revalidate();
      navigate('/recipes');
    } catch {
      toast({ title: 'Delete Failed', description: 'Failed to delete the recipe. Please try again.', variant: 'destructive' });
      setDeleting(false);
      setConfirmDelete(false);
    }
  };

  const onCopy = async () => {
    setCopying(true);
    try {
      const copy = await saveRecipeCopy(recipe.id);
      toast({ title: 'Recipe Saved', description: `${copy.name} is now in your recipes.`, variant: 'success' });
      void revalidate();
      navigate(recipePath(copy));
    } catch {
      toast({ title: 'Save Failed', description: 'Failed to add this recipe to your collection. Please try again.', variant: 'destructive' });
    } finally {
      setCopying(false);
    }
  };

  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button
          component={RouterLink}
          to={user ? '/' : '/public-recipes'}
          startIcon={<ArrowBackRounded />}
          color="inherit"
          sx={{ color: 'text.secondary', ml: -1 }}
        >
          Back to Recipes
        </Button>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {isOwner && !inEditForm && (
            <>
              <Button variant="outlined" startIcon={<EditRounded />} onClick={startEditing}>
                Edit
              </Button>
              <Button variant="outlined" color="error" startIcon={<DeleteOutlineRounded />} onClick={() => setConfirmDelete(true)}>
                Delete
              </Button>
            </>
          )}
          {!inEditForm && (
            <Button component={RouterLink} to={withScale(`${recipePath(recipe)}/print`, scale)} variant="outlined" startIcon={<PrintRounded />}>
              Print
            </Button>
          )}
          {canSave && (
            <Button
              variant="outlined"
              startIcon={copying ? <CircularProgress size={16} color="inherit" /> : <BookmarkAddRounded />}
              onClick={() => void onCopy()}
              disabled={copying}
            >
              Save to my recipes
            </Button>
          )}
        </Stack>
      </Stack>

      {/* Hero */}
      <Box
        data-testid="recipe-hero"
        sx={{ position: 'relative', borderRadius: { xs: 4, sm: 5 }, overflow: 'hidden', mb: 3, boxShadow: '0 12px 40px rgba(42,31,26,0.14)' }}
      >
        <RecipeImage
          src={recipe.imageUrl}
          category={recipe.category}
          alt={recipe.name}
          loading="eager"
          recovery={isOwner ? imageRecovery : undefined}
          sx={{ position: 'absolute', inset: 0 }}
        />
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            inset: 0,
            background: 'linear-gradient(180deg, rgba(20,12,8,0) 20%, rgba(20,12,8,0.78) 100%)',
            pointerEvents: 'none',
          }}
        />
        {isOwner && (
          <Tooltip title="Change photo">
            <span style={{ position: 'absolute', top: 16, right: 16 }}>
              <Button
                size="small"
                onClick={picker.pick}
                disabled={uploading}
                startIcon={uploading ? <CircularProgress size={14} color="inherit" /> : <PhotoCameraRounded />}
                sx={{ bgcolor: 'rgba(255,255,255,0.92)', color: 'text.primary', backdropFilter: 'blur(6px)', '&:hover': { bgcolor: '#fff' } }}
              >
                {uploading ? 'Uploading...' : 'Change photo'}
              </Button>
            </span>
          </Tooltip>
        )}
        {/* The picture's shape, grown by a title too long for it; below 'Change photo', never under it. */}
        <Box
          sx={{
            position: 'relative',
            aspectRatio: { xs: '4 / 3', sm: '16 / 9', md: '21 / 8' },
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'flex-end',
            p: { xs: 2, sm: 3.5 },
            pt: isOwner ? { xs: 8, sm: 9 } : undefined,
            color: '#fff',
            pointerEvents: 'none',
            '& a': { pointerEvents: 'auto' },
          }}
        >
          <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1.25, flexWrap: 'wrap', rowGap: 1 }}>
            <Chip label={difficulty} size="small" sx={{ bgcolor: diffColor, color: '#fff' }} data-testid="difficulty-badge" />
            {site ? (
              <Chip
                component="a"
                href={site.url}
                target="_blank"
                rel="noopener noreferrer"
                clickable
                icon={<OpenInNewRounded />}
                label={site.name}
                size="small"
                sx={{ bgcolor: 'rgba(255,255,255,0.2)', color: '#fff', backdropFilter: 'blur(6px)', '& .MuiChip-icon': { color: '#fff' } }}
                data-testid="source-badge"
              />
            ) : (
              recipe.source && (
                <Chip
                  label={recipe.source}
                  size="small"
                  sx={{ bgcolor: 'rgba(255,255,255,0.2)', color: '#fff', backdropFilter: 'blur(6px)' }}
                  data-testid="source-badge"
                />
              )
            )}
            {recipe.isModerated && (
              <Chip
                icon={<VerifiedRounded />}
                label="Verified"
                size="small"
                sx={{ bgcolor: 'rgba(255,255,255,0.2)', color: '#fff', '& .MuiChip-icon': { color: '#fff' } }}
              />
            )}
          </Stack>
          <Typography
            variant="h1"
            sx={{
              fontSize:
                recipe.name.length > LONG_TITLE ? { xs: '1.35rem', sm: '1.9rem', md: '2.3rem' } : { xs: '1.7rem', sm: '2.3rem', md: '2.8rem' },
              textShadow: '0 2px 12px rgba(0,0,0,0.35)',
              overflowWrap: 'anywhere',
            }}
          >
            {recipe.name}
          </Typography>
        </Box>
      </Box>

      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 340px', lg: 'minmax(0, 1fr) 380px' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <Card sx={{ p: { xs: 2.5, sm: 3 } }}>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' }, mb: 2.5 }}>
              {recipe.prepTime != null && (
                <Fact icon={<HourglassTopRounded fontSize="small" />} label="Prep time" value={formatCookTime(recipe.prepTime)} />
              )}
              <Fact icon={<AccessTimeRounded fontSize="small" />} label="Cook time" value={formatCookTime(recipe.cookTime)} />
              {recipe.totalTime != null && (
                <Fact icon={<TimerRounded fontSize="small" />} label="Total time" value={formatCookTime(recipe.totalTime)} />
              )}
              <Fact icon={<CategoryRounded fontSize="small" />} label="Category" value={recipe.category || 'Recipe'} />
              <Fact icon={<PeopleAltRounded fontSize="small" />} label="Servings" value={String(servings)} />
              {recipe.yield && <Fact icon={<BakeryDiningRounded fontSize="small" />} label="Yield" value={recipe.yield} wrap />}
            </Box>
            {recipe.isPublic && (
              <Box sx={{ mb: 1.5 }}>
                <RecipeRatingSummary recipe={recipe} />
              </Box>
            )}
            <Typography sx={{ fontSize: '1.05rem', overflowWrap: 'anywhere' }}>{recipe.description}</Typography>
            {recipe.tags.length > 0 && (
              <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 0.75, mt: 2 }} aria-label="Tags">
                {recipe.tags.map((tag) => (
                  <Chip key={tag} label={tag} size="small" variant="outlined" sx={{ fontWeight: 500, borderColor: 'divider' }} />
                ))}
              </Stack>
            )}
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{
                mt: 2.5,
                pt: 2.5,
                borderTop: 1,
                borderColor: 'divider',
                alignItems: { xs: 'stretch', sm: 'center' },
                justifyContent: 'space-between',
              }}
            >
              <RecipeAttribution source={recipe.source} userId={recipe.userId} currentUser={user} />
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                {isOwner && (
                  <>
                    <FormControlLabel
                      control={
                        <Switch
                          checked={recipe.isPublic}
                          onChange={() => void toggles.togglePublic(recipe)}
                          disabled={toggles.isPublicPending(recipe.id)}
                          color="secondary"
                        />
                      }
                      label={
                        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                          {recipe.isPublic ? <PublicRounded fontSize="small" color="secondary" /> : <LockRounded fontSize="small" color="action" />}
                          <span>{recipe.isPublic ? 'Public' : 'Private'}</span>
                        </Stack>
                      }
                      sx={{ mr: 0.5 }}
                    />
                    <Tooltip title={recipe.isFavorite ? 'Remove from favorites' : 'Add to favorites'}>
                      <IconButton
                        onClick={() => void toggles.toggleFavorite(recipe)}
                        disabled={toggles.isFavoritePending(recipe.id)}
                        aria-label={recipe.isFavorite ? 'Remove from favorites' : 'Add to favorites'}
                        aria-pressed={recipe.isFavorite}
                        sx={{ color: recipe.isFavorite ? '#E0245E' : 'text.secondary', border: 1, borderColor: 'divider' }}
                      >
                        {recipe.isFavorite ? <FavoriteRounded /> : <FavoriteBorderRounded />}
                      </IconButton>
                    </Tooltip>
                  </>
                )}
                {user && (
                  <Button
                    component={RouterLink}
                    to={withScale(`${recipePath(recipe)}/follow`, scale)}
                    variant="contained"
                    startIcon={<PlayArrowRounded />}
                  >
                    Start Cooking
                  </Button>
                )}
              </Stack>
            </Stack>
          </Card>

          {inEditForm ? (
            <RecipeEditForm
              key={recipe.id}
              recipe={recipe}
              saving={saving}
              check={photoCheck}
              onCancel={cancelEditing}
              onSave={(v, n) => void onSave(v, n)}
            />
          ) : (
            <>
              <SectionCard title="Ingredients" action={user && recipe.ingredients.length > 0 && <AddToShoppingListButton recipeId={recipe.id} />}>
                {recipe.ingredients.length > 0 && <ServingsControls scale={scale} />}
                <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }} data-testid="ingredient-list">
                  {scale.lines.map((item, i) => (
                    <Box
                      component="li"
                      key={`${i}-${item}`}
                      sx={{
                        display: 'flex',
                        gap: 1.5,
                        alignItems: 'baseline',
                        py: 0.75,
                        borderBottom: 1,
                        borderColor: 'divider',
                        '&:last-of-type': { borderBottom: 0 },
                      }}
                    >
                      <Box
                        aria-hidden
                        sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'secondary.main', flexShrink: 0, transform: 'translateY(-2px)' }}
                      />
                      <Typography sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{item}</Typography>
                    </Box>
                  ))}
                </Box>
              </SectionCard>
              <SectionCard title="Instructions">
                <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2.25 }}>
                  {recipe.instructions.map((step, i) => (
                    <Box component="li" key={`${i}-${step}`} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                      <Box
                        aria-hidden
                        sx={{
                          width: 32,
                          height: 32,
                          borderRadius: '50%',
                          bgcolor: 'primary.main',
                          color: '#fff',
                          display: 'grid',
                          placeItems: 'center',
                          fontWeight: 800,
                          flexShrink: 0,
                          fontSize: '0.9rem',
                        }}
                      >
                        {i + 1}
                      </Box>
                      <Typography sx={{ pt: 0.4, minWidth: 0, overflowWrap: 'anywhere' }}>
                        <Box
                          component="span"
                          sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}
                        >
                          Step {i + 1}:{' '}
                        </Box>
                        {step}
                      </Typography>
                    </Box>
                  ))}
                </Box>
              </SectionCard>
            </>
          )}
        </Stack>

        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <Card component="section" aria-label="Chef's Tips" sx={{ p: { xs: 2.5, sm: 3 }, bgcolor: '#FFF7E8', borderColor: alpha('#E9A23B', 0.3) }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
              <LightbulbRounded sx={{ color: '#E9A23B' }} />
              <Typography variant="h5" component="h2">
                Chef&apos;s Tips
              </Typography>
            </Stack>
            <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
              {tips.map((tip, i) => (
                <Typography component="li" key={`${i}-${tip}`} sx={{ overflowWrap: 'anywhere' }}>
                  {tip}
                </Typography>
              ))}
            </Box>
          </Card>
          <Card sx={{ p: { xs: 2.5, sm: 3 } }}>
            <NutritionFactsPanel
              facts={recipe.nutritionFacts}
              note={
                recipe.nutritionFacts && Object.keys(recipe.nutritionFacts).length > 0
                  ? 'Per serving; values may vary.'
                  : 'Typical values per serving; this recipe has no nutrition facts of its own yet.'
              }
            />
          </Card>
        </Stack>
      </Box>

      {recipe.isPublic && (
        <Box sx={{ mt: 3 }}>
          <CommunityFeedback recipe={recipe} viewer={user} />
        </Box>
      )}

      <Dialog
        open={confirmDelete}
        onClose={deleting ? undefined : () => setConfirmDelete(false)}
        aria-labelledby="delete-recipe-title"
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id="delete-recipe-title">Delete this recipe?</DialogTitle>
        <DialogContent>
          <DialogContentText>&ldquo;{recipe.name}&rdquo; will be removed from your recipes. This cannot be undone.</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={() => setConfirmDelete(false)} disabled={deleting} color="inherit">
            Cancel
          </Button>
          <Button
            onClick={() => void onDelete()}
            disabled={deleting}
            variant="contained"
            color="error"
            startIcon={deleting ? <CircularProgress size={16} color="inherit" /> : <DeleteOutlineRounded />}
          >
            Delete
          </Button>
        </DialogActions>
      </Dialog>
      {isOwner && picker.elements}
    </Box>
  );
}
