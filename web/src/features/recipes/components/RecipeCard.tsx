import { memo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AccessTimeRounded from '@mui/icons-material/AccessTimeRounded';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import PeopleAltRounded from '@mui/icons-material/PeopleAltRounded';
import PublicRounded from '@mui/icons-material/PublicRounded';
import SignalCellularAltRounded from '@mui/icons-material/SignalCellularAltRounded';
import VerifiedRounded from '@mui/icons-material/VerifiedRounded';
import { clampLines } from '../../../components/clampLines';
import type { RecipeSummary } from '../api';
import { usePublicUser } from '../hooks/useRecipes';
import { DEFAULT_SERVINGS, creatorUsername, formatCookTime, recipeAttribution, recipePath } from '../recipeHelpers';
import { CategoryChip } from './CategoryChip';
import { RatingSummaryLine } from './RatingSummaryLine';
import { RecipeImage } from './RecipeImage';

interface CurrentUserLike {
  id: number;
  username: string;
}

/** Sources whose attribution names the creator. */
const NAMED_SOURCES = new Set(['User-created', 'Photo-added']);

interface RecipeAttributionProps {
  source: string;
  userId: number;
  currentUser: CurrentUserLike | null | undefined;
  /** Link to /user/{id} instead of /user/{username} (the My Recipes grid, spec document 1 §2 Recipe card). */
  linkCreatorById?: boolean;
  /** The creator's username when the caller has it already (the public list): nothing is fetched. */
  username?: string;
}

/** 'By ada_cooks' with the name linking to the creator's page; the raw text for other sources. */
export function RecipeAttribution({ source, userId, currentUser, linkCreatorById, username: knownUsername }: RecipeAttributionProps) {
  const named = NAMED_SOURCES.has(source);
  const isMine = !!currentUser && currentUser.id === userId;
  const creator = usePublicUser(named && !isMine && !knownUsername ? userId : null);
  const username = knownUsername || creatorUsername(userId, currentUser, creator);
  const attribution = recipeAttribution(source, username);
  const known = isMine || !!creator || !!knownUsername;
  return (
    <Typography variant="body2" color="text.secondary" noWrap sx={{ position: 'relative', zIndex: 1, minWidth: 0 }} data-testid="recipe-attribution">
      {attribution.text}
      {attribution.username && (
        <>
          {' '}
          {known ? (
            <Link component={RouterLink} to={`/user/${linkCreatorById ? userId : encodeURIComponent(attribution.username)}`} color="primary">
              {attribution.username}
            </Link>
          ) : (
            <Box component="span" sx={{ fontWeight: 600 }}>
              {attribution.username}
            </Box>
          )}
        </>
      )}
    </Typography>
  );
}

/** What a card shows: the cook's own list and the community's cards alike (the planner's times are not on it). */
type RecipeCardData = Omit<RecipeSummary, 'prepTime' | 'totalTime'>;

interface RecipeCardProps {
  recipe: RecipeCardData;
  currentUser: CurrentUserLike | null | undefined;
  onToggleFavorite?: (recipe: RecipeCardData) => Promise<void> | void;
  onTogglePublic?: (recipe: RecipeCardData) => Promise<void> | void;
  favoritePending?: boolean;
  publicPending?: boolean;
  linkCreatorById?: boolean;
  /** The creator's username, when known (public cards carry it). */
  author?: string;
  /** Average rating and count, shown on public cards (the public recipe itself carries them). */
  rating?: { averageRating: number; totalRatings: number };
  /** A card of the first screen: its picture loads at once, first (it is usually the largest paint). */
  eagerImage?: boolean;
}

/** The public/private toggle's name and tooltip: what it shows, then what a click does (WCAG 2.5.3: the visible word first). */
const publicToggleHint = (isPublic: boolean) =>
  isPublic ? 'Public: visible to the community. Click to make private.' : 'Private: only you can see it. Click to make public.';

const overlayButton = {
  bgcolor: 'rgba(255,255,255,0.92)',
  backdropFilter: 'blur(6px)',
  boxShadow: '0 2px 8px rgba(42,31,26,0.18)',
  '&:hover': { bgcolor: '#fff' },
} as const;

/**
 * A recipe card (spec document 1 §2 Recipe card): the whole card links to /recipes/{slug}/{id}; the heart and
 * the public/private toggle sit on the picture, above the link. Memoised: a grid that grows a few cards at a
 * time (useProgressive) renders only the new ones, not every card again at each step.
 */
export const RecipeCard = memo(function RecipeCard({
  recipe,
  currentUser,
  onToggleFavorite,
  onTogglePublic,
  favoritePending,
  publicPending,
  linkCreatorById,
  author,
  rating,
  eagerImage,
}: RecipeCardProps) {
  const isOwner = !!currentUser && currentUser.id === recipe.userId;
  const to = recipePath(recipe);
  const servings = recipe.servings || DEFAULT_SERVINGS;

  return (
    <Card
      component="article"
      data-testid="recipe-card"
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        // Cards below the fold are neither laid out nor painted until they come near the screen.
        contentVisibility: 'auto',
        containIntrinsicSize: 'auto 440px',
        transition: 'transform 180ms ease, box-shadow 180ms ease',
        '&:hover': { transform: 'translateY(-3px)', boxShadow: '0 2px 4px rgba(42,31,26,0.05), 0 16px 36px rgba(42,31,26,0.12)' },
        '&:hover img': { transform: 'scale(1.03)' },
        '&:focus-within': { outline: (t) => `2px solid ${alpha(t.palette.primary.main, 0.5)}`, outlineOffset: 2 },
      }}
    >
      <Box sx={{ position: 'relative' }}>
        <RecipeImage
          src={recipe.imageUrl}
          size="card"
          loading={eagerImage ? 'eager' : 'lazy'}
          category={recipe.category}
          alt={recipe.name}
          sx={{ aspectRatio: '16 / 9', '& img': { transition: 'transform 400ms ease, opacity 240ms ease' } }}
        />
        {isOwner && onTogglePublic && (
          // The browser's own tooltip: MUI's Tooltip re-renders each card once more right after it mounts.
          <Chip
            component="button"
            type="button"
            clickable
            disabled={publicPending}
            onClick={() => void onTogglePublic(recipe)}
            icon={recipe.isPublic ? <PublicRounded /> : <LockRounded />}
            label={recipe.isPublic ? 'Public' : 'Private'}
            aria-label={publicToggleHint(recipe.isPublic)}
            title={publicToggleHint(recipe.isPublic)}
            size="small"
            sx={{
              ...overlayButton,
              position: 'absolute',
              top: 12,
              left: 12,
              zIndex: 2,
              color: recipe.isPublic ? 'secondary.dark' : 'text.secondary',
              '& .MuiChip-icon': { color: 'inherit' },
            }}
          />
        )}
        {isOwner && onToggleFavorite && (
          <IconButton
            size="small"
            onClick={() => void onToggleFavorite(recipe)}
            disabled={favoritePending}
            aria-label={recipe.isFavorite ? 'Remove from favorites' : 'Add to favorites'}
            aria-pressed={recipe.isFavorite}
            sx={{
              ...overlayButton,
              position: 'absolute',
              top: 10,
              right: 10,
              zIndex: 2,
              color: recipe.isFavorite ? '#E0245E' : 'text.secondary',
              width: 36,
              height: 36,
            }}
          >
            {recipe.isFavorite ? <FavoriteRounded fontSize="small" /> : <FavoriteBorderRounded fontSize="small" />}
          </IconButton>
        )}
        {isOwner && !onToggleFavorite && recipe.isFavorite && (
          <Box
            aria-label="Favorite"
            role="img"
            sx={{
              ...overlayButton,
              position: 'absolute',
              top: 10,
              right: 10,
              width: 32,
              height: 32,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              color: '#E0245E',
            }}
          >
            <FavoriteRounded sx={{ fontSize: 18 }} />
          </Box>
        )}
      </Box>

      <Stack spacing={1.25} sx={{ p: 2.25, flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CategoryChip category={recipe.category} />
          {recipe.isModerated && <VerifiedBadge />}
        </Stack>
        <Typography variant="h6" component="h3" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
          <Link
            component={RouterLink}
            to={to}
            color="inherit"
            underline="none"
            sx={{
              fontWeight: 700,
              // The link covers the whole card; the buttons above sit on top of it.
              '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 0 },
              '&:focus-visible': { outline: 'none' },
            }}
          >
            {recipe.name}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ ...clampLines(2), minHeight: '3.1em' }}>
          {recipe.description}
        </Typography>
        <Stack direction="row" spacing={2} useFlexGap sx={{ color: 'text.secondary', flexWrap: 'wrap', rowGap: 0.5, '& svg': { fontSize: 17 } }}>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <AccessTimeRounded />
            <Typography variant="body2">{formatCookTime(recipe.cookTime)}</Typography>
          </Stack>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <PeopleAltRounded />
            <Typography variant="body2">
              {servings} {servings === 1 ? 'serving' : 'servings'}
            </Typography>
          </Stack>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <SignalCellularAltRounded />
            <Typography variant="body2">{recipe.difficulty || 'Medium'}</Typography>
          </Stack>
        </Stack>
        {recipe.tags.length > 0 && (
          <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 0.75 }}>
            {recipe.tags.slice(0, 2).map((tag) => (
              <Chip key={tag} label={tag} size="small" variant="outlined" sx={{ fontWeight: 500, borderColor: 'divider' }} />
            ))}
          </Stack>
        )}
        <Box sx={{ flex: 1 }} />
        {rating && <RatingSummaryLine averageRating={rating.averageRating} totalRatings={rating.totalRatings} />}
        <Box sx={{ pt: 1.25, borderTop: 1, borderColor: 'divider' }}>
          <RecipeAttribution
            source={recipe.source}
            userId={recipe.userId}
            currentUser={currentUser}
            linkCreatorById={linkCreatorById}
            username={author}
          />
        </Box>
      </Stack>
    </Card>
  );
});

/** 'Verified': an admin moderated the recipe (isModerated). */
export function VerifiedBadge() {
  return (
    <Chip
      icon={<VerifiedRounded />}
      label="Verified"
      size="small"
      sx={{
        bgcolor: (t) => alpha(t.palette.secondary.main, 0.12),
        color: 'secondary.dark',
        fontWeight: 600,
        '& .MuiChip-icon': { color: 'inherit' },
      }}
      data-testid="verified-badge"
    />
  );
}

/** The card's shape while recipes load. */
export function RecipeCardSkeleton() {
  return (
    <Card sx={{ overflow: 'hidden' }} aria-hidden>
      <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
      <Box sx={{ p: 2.25 }}>
        <Skeleton variant="rounded" width={72} height={22} sx={{ borderRadius: 99, mb: 1.5 }} />
        <Skeleton variant="text" width="70%" sx={{ fontSize: '1.3rem' }} />
        <Skeleton variant="text" />
        <Skeleton variant="text" width="85%" sx={{ mb: 1 }} />
        <Skeleton variant="text" width="60%" />
      </Box>
    </Card>
  );
}

/** The responsive grid of recipe cards. */
export function RecipeGrid({ children, columns = 3 }: { children: ReactNode; columns?: 3 | 4 }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, sm: 2.5, md: 3 },
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: `repeat(${columns}, minmax(0, 1fr))`,
        },
      }}
    >
      {children}
    </Box>
  );
}
