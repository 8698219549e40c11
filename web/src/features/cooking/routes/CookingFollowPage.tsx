import { useCallback, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import useSWR from 'swr';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import EmojiEventsRounded from '@mui/icons-material/EmojiEventsRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import FormatListNumberedRounded from '@mui/icons-material/FormatListNumberedRounded';
import ReplayRounded from '@mui/icons-material/ReplayRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import ShoppingBasketRounded from '@mui/icons-material/ShoppingBasketRounded';
import { isApiError } from '../../../api/client';
import { StatusPage } from '../../../components/StatusPage';
import { cookingRecipeKey, fetchCookingRecipe, type CookingRecipe } from '../api';
import { Celebration } from '../components/Celebration';
import { CookingHeader } from '../components/CookingHeader';
import { CurrentStepCard, StepNavButtons } from '../components/CurrentStepCard';
import { IngredientChecklist } from '../components/IngredientChecklist';
import { MobileStepBar } from '../components/MobileStepBar';
import { StepList } from '../components/StepList';
import { TipsCard } from '../components/TipsCard';
import { useCookingProgress } from '../hooks/useCookingProgress';
import { useWakeLock } from '../hooks/useWakeLock';
import { goNext, goPrevious, goTo, progressPercent, restart, toggleStep } from '../progressRules';
import { CookingTimersProvider } from '../timers/CookingTimers';
import { TimersTray } from '../timers/TimersTray';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useCookingKeys } from '../hooks/useCookingKeys';
import { ServingsControls, useScaleFromAddress } from '../../recipes';
import { NOT_SAVED_OFFLINE, useOnline } from '../../../api/online';

function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

function detailPath(recipe: CookingRecipe): string {
  return recipe.slug ? `/recipes/${recipe.slug}/${recipe.id}` : `/recipes/${recipe.id}`;
}

function CookingSkeleton() {
  return (
    <Box role="status" aria-label="Loading" aria-busy>
      <Skeleton variant="rounded" width={150} height={36} sx={{ mb: 2, borderRadius: 99 }} />
      <Skeleton variant="text" width="55%" sx={{ fontSize: '2.3rem', maxWidth: 480 }} />
      <Stack direction="row" spacing={1} sx={{ mb: 2.5 }}>
        {[90, 110, 80, 100].map((w, i) => (
          <Skeleton key={i} variant="rounded" width={w} height={32} sx={{ borderRadius: 99 }} />
        ))}
      </Stack>
      <Skeleton variant="rounded" height={72} sx={{ borderRadius: 5, mb: 3 }} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0,1fr) 300px', lg: 'minmax(0,1fr) 340px' } }}>
        <Box>
          <Skeleton variant="rounded" height={48} sx={{ borderRadius: 3, mb: 2 }} />
          <Skeleton variant="rounded" height={260} sx={{ borderRadius: 5, mb: 3 }} />
          <Skeleton variant="rounded" height={220} sx={{ borderRadius: 5 }} />
        </Box>
        <Skeleton variant="rounded" height={200} sx={{ borderRadius: 5, display: { xs: 'none', md: 'block' } }} />
      </Box>
    </Box>
  );
}

/** The cooking follow screen (spec document 1 §2): one step at a time, with saved progress and timers. */
export default function CookingFollowPage() {
  const params = useParams();
  const id = parseId(params.id);
  const online = useOnline();
  const { data: recipe, error } = useSWR<CookingRecipe, Error>(id === null ? null : cookingRecipeKey(id), () => fetchCookingRecipe(id!), {
    revalidateOnMount: true,
  });
  useDocumentTitle(recipe ? `Cooking: ${recipe.name}` : undefined);

  if (id === null || (isApiError(error) && error.status === 404)) {
    return (
      <StatusPage
        title="Recipe not found"
        icon={<SearchOffRounded />}
        description="This recipe doesn't exist, or it isn't shared with you."
        actions={[{ label: 'Back to Recipes', to: '/recipes' }]}
      />
    );
  }
  if (error && !recipe) {
    return (
      <StatusPage
        title="Could not load this recipe"
        icon={<ErrorOutlineRounded />}
        description={online ? error.message : NOT_SAVED_OFFLINE}
        actions={[{ label: 'Back to Recipes', to: '/recipes' }]}
      />
    );
  }
  if (!recipe) return <CookingSkeleton />;
  return (
    <CookingTimersProvider key={recipe.id}>
      <CookingScreen recipe={recipe} />
    </CookingTimersProvider>
  );
}

function CookingScreen({ recipe }: { recipe: CookingRecipe }) {
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('md'));
  const steps = recipe.instructions;
  const stepCount = steps.length;
  const { progress, mode, change, justCompleted, retry } = useCookingProgress(recipe.id, stepCount);
  // The last step is done at the foot of the page: the banner at its top comes into view, below the header.
  const completionBanner = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (justCompleted) completionBanner.current?.scrollIntoView?.({ block: 'start' });
  }, [justCompleted]);
  const awake = useWakeLock();
  const [tab, setTab] = useState<'steps' | 'ingredients'>('steps');
  const [gathered, setGathered] = useState<ReadonlySet<number>>(() => new Set());
  const scale = useScaleFromAddress(recipe.ingredients, recipe.servings || 4);

  const toggleIngredient = useCallback((i: number) => {
    setGathered((prev) => {
      const next = new Set(prev);
      if (next.has(i)) next.delete(i);
      else next.add(i);
      return next;
    });
  }, []);

  useCookingKeys(tab === 'steps' && stepCount > 0 && Boolean(progress), {
    onPrevious: () => change((p) => goPrevious(p, stepCount)),
    onNext: () => change((p) => goNext(p, stepCount)),
    onToggleCurrent: () => change((p) => toggleStep(p, Math.min(p.currentStep, stepCount - 1), stepCount)),
  });

  if (stepCount > 0 && !progress) return <CookingSkeleton />;

  const current = progress ? Math.min(progress.currentStep, Math.max(0, stepCount - 1)) : 0;
  const completed = progress?.completedSteps ?? [];
  const percent = progressPercent(completed, stepCount);
  const doneCount = completed.filter((s) => s < stepCount).length;
  const stepDone = completed.includes(current);
  const nav = {
    stepIndex: current,
    stepCount,
    stepDone,
    disabled: !progress,
    onPrevious: () => change((p) => goPrevious(p, stepCount)),
    onNext: () => change((p) => goNext(p, stepCount)),
  };

  return (
    <Box sx={{ pb: 2 }}>
      <Celebration show={justCompleted} />
      <CookingHeader recipe={recipe} backTo={detailPath(recipe)} percent={percent} doneCount={doneCount} stepCount={stepCount} awake={awake} />

      {mode === 'local' && (
        <Alert
          severity="warning"
          sx={{ mb: 2.5 }}
          action={
            <Button color="inherit" size="small" onClick={retry}>
              Try again
            </Button>
          }
        >
          Your progress isn't being saved right now. You can keep cooking on this screen.
        </Alert>
      )}
      {progress?.isCompleted && (
        <Card
          ref={completionBanner}
          role="status"
          sx={{
            scrollMarginTop: { xs: 80, md: 88 },
            mb: 3,
            p: { xs: 2, sm: 2.5 },
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            flexWrap: 'wrap',
            bgcolor: 'rgba(46,139,87,0.08)',
            borderColor: 'rgba(46,139,87,0.35)',
          }}
        >
          <EmojiEventsRounded sx={{ fontSize: 40, color: 'warning.main' }} />
          <Box sx={{ flex: 1, minWidth: 180 }}>
            <Typography variant="h6" component="p">
              You cooked {recipe.name}!
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Every step is done. Start over whenever you cook it again.
            </Typography>
          </Box>
          <Button
            variant="outlined"
            color="secondary"
            startIcon={<ReplayRounded />}
            onClick={() => change(() => restart(stepCount))}
            sx={{ minHeight: 44 }}
          >
            Cook again
          </Button>
        </Card>
      )}

      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0,1fr) 300px', lg: 'minmax(0,1fr) 340px' },
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Tabs
            value={tab}
            onChange={(_e, v: 'steps' | 'ingredients') => setTab(v)}
            variant={isMobile ? 'fullWidth' : 'standard'}
            aria-label="Recipe sections"
            sx={{ mb: 2.5, minHeight: 52, borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { minHeight: 52, fontSize: '1rem' } }}
          >
            <Tab value="steps" label="Steps" icon={<FormatListNumberedRounded />} iconPosition="start" id="tab-steps" aria-controls="panel-steps" />
            <Tab
              value="ingredients"
              label="Ingredients"
              icon={<ShoppingBasketRounded />}
              iconPosition="start"
              id="tab-ingredients"
              aria-controls="panel-ingredients"
            />
          </Tabs>

          {tab === 'steps' ? (
            <Box role="tabpanel" id="panel-steps" aria-labelledby="tab-steps">
              {stepCount === 0 ? (
                <Card sx={{ p: 4, textAlign: 'center' }}>
                  <Typography variant="h6" component="p" sx={{ mb: 0.5 }}>
                    No steps yet
                  </Typography>
                  <Typography color="text.secondary">This recipe has no instructions to follow. Add some from the recipe screen.</Typography>
                </Card>
              ) : (
                <>
                  <CurrentStepCard text={steps[current] ?? ''} showNav={!isMobile} {...nav} />
                  <StepList
                    steps={steps}
                    currentStep={current}
                    completedSteps={completed}
                    disabled={!progress}
                    onToggle={(i) => change((p) => toggleStep(p, i, stepCount))}
                    onJump={(i) => change((p) => goTo(p, i, stepCount))}
                  />
                </>
              )}
            </Box>
          ) : (
            <Box role="tabpanel" id="panel-ingredients" aria-labelledby="tab-ingredients">
              <IngredientChecklist
                ingredients={scale.lines}
                controls={recipe.ingredients.length > 0 ? <ServingsControls scale={scale} dense /> : undefined}
                checked={gathered}
                onToggle={toggleIngredient}
                onClear={() => setGathered(new Set())}
              />
            </Box>
          )}
        </Box>

        <Stack spacing={3} component="aside" sx={{ position: { md: 'sticky' }, top: { md: 92 } }}>
          {!isMobile && <TimersTray />}
          <TipsCard tips={recipe.tips} />
        </Stack>
      </Box>

      {isMobile && stepCount > 0 && (
        <MobileStepBar>
          <TimersTray compact />
          <StepNavButtons {...nav} />
        </MobileStepBar>
      )}
    </Box>
  );
}
