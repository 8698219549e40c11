import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AddAPhotoRounded from '@mui/icons-material/AddAPhotoRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import ForumRounded from '@mui/icons-material/ForumRounded';
import LockOpenRounded from '@mui/icons-material/LockOpenRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import { UserAvatar } from '../../../components/UserAvatar';
import { useToast } from '../../../components/toast';
import { useRecipeInteractionEarning, type InteractionType } from '../../tickets';
import { addComment, addPhoto, deleteComment, deletePhoto, saveRating, type Comment, type RecipePhoto } from '../api';
import { useComments, usePhotos, useRatings, useRevalidateCommunity, useUserRating } from '../hooks/useCommunity';
import { cardImageUrl, relativeTime } from '../recipeHelpers';
import { AddPhotoDialog } from './AddPhotoDialog';
import { RatingSummaryLine } from './RatingSummaryLine';

export const COMMENT_MAX = 2000;

interface Viewer {
  id: number;
  username: string;
  name?: string | null;
  profilePicture?: string | null;
}

interface FeedbackRecipe {
  id: number;
  userId: number;
  averageRating: number;
  totalRatings: number;
}

/** Authors delete their own comments and photos; the recipe's owner deletes any on their recipe (spec document 1 §6). */
const canDelete = (viewer: Viewer | null | undefined, authorId: number, ownerId: number) =>
  !!viewer && (viewer.id === authorId || viewer.id === ownerId);

/** 'Please login to …': a visitor's way to the sign-in page, which brings them back to this recipe. */
function LoginPrompt({ text }: { text: string }) {
  const location = useLocation();
  const returnTo = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <Stack
      direction="row"
      spacing={1.25}
      sx={{
        alignItems: 'center',
        p: 2,
        mb: 2.5,
        borderRadius: 3,
        bgcolor: (t) => alpha(t.palette.primary.main, 0.06),
        border: 1,
        borderColor: (t) => alpha(t.palette.primary.main, 0.2),
      }}
    >
      <LockOpenRounded aria-hidden color="primary" />
      <Link component={RouterLink} to={`/login?returnTo=${returnTo}`} sx={{ fontWeight: 600 }}>
        {text}
      </Link>
    </Stack>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
      {children}
    </Typography>
  );
}

function ListSkeleton() {
  return (
    <Stack spacing={2} aria-hidden>
      {[0, 1].map((i) => (
        <Stack key={i} direction="row" spacing={1.5}>
          <Skeleton variant="circular" width={36} height={36} />
          <Box sx={{ flex: 1 }}>
            <Skeleton variant="text" width="30%" />
            <Skeleton variant="text" width="80%" />
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}

function MoreButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', mt: 2 }}>
      <Button variant="outlined" onClick={onClick}>
        {children}
      </Button>
    </Box>
  );
}

function UserLink({ username }: { username: string }) {
  return (
    <Link component={RouterLink} to={`/user/${encodeURIComponent(username)}`} sx={{ fontWeight: 700 }} color="text.primary" underline="hover">
      {username}
    </Link>
  );
}

function DeleteButton({ onClick, pending, label }: { onClick: () => void; pending: boolean; label: string }) {
  return (
    <Button
      size="small"
      color="error"
      onClick={onClick}
      disabled={pending}
      startIcon={pending ? <CircularProgress size={14} color="inherit" /> : <DeleteOutlineRounded />}
      sx={{ flexShrink: 0 }}
    >
      {label}
    </Button>
  );
}

function CommentItem({ comment, deletable, deleting, onDelete }: { comment: Comment; deletable: boolean; deleting: boolean; onDelete: () => void }) {
  return (
    <Stack
      component="li"
      direction="row"
      spacing={1.5}
      sx={{ py: 2, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
      data-testid="comment"
    >
      <UserAvatar name={comment.name || comment.username} src={comment.profilePicture} size={36} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
          <UserLink username={comment.username} />
          <Typography variant="body2" color="text.secondary" component="span">
            <time dateTime={comment.createdAt}>{relativeTime(comment.createdAt)}</time>
          </Typography>
        </Stack>
        {/* Shown as text: whatever a cook typed, markup included, is never interpreted. */}
        <Typography sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="comment-content">
          {comment.content}
        </Typography>
      </Box>
      {deletable && <DeleteButton label="Delete" pending={deleting} onClick={onDelete} />}
    </Stack>
  );
}

/** Deleting one comment or photo: which one is on its way, then the spec's toast for success or failure. */
function useDeletion<T extends { id: number }>(
  del: (item: T) => Promise<unknown>,
  success: { title: string; description: string },
  failure: string,
  after: () => Promise<void>,
) {
  const { toast } = useToast();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const remove = async (item: T) => {
    setPendingId(item.id);
    try {
      await del(item);
      toast({ ...success, variant: 'success' });
      await after();
    } catch {
      toast({ title: 'Error', description: failure, variant: 'destructive' });
    } finally {
      setPendingId(null);
    }
  };
  return { pendingId, remove: (item: T) => void remove(item) };
}

interface PanelProps {
  recipe: FeedbackRecipe;
  viewer: Viewer | null | undefined;
  onChanged: () => void;
  /** After a rating, comment or photo: asks for the ticket it earns on someone else's recipe. */
  onInteraction: (type: InteractionType) => void;
}

function CommentsPanel({ recipe, viewer, onChanged, onInteraction, comments }: PanelProps & { comments: ReturnType<typeof useComments> }) {
  const { toast } = useToast();
  const [text, setText] = useState('');
  const [posting, setPosting] = useState(false);
  const deletion = useDeletion(
    (c: Comment) => deleteComment(recipe.id, c.id),
    { title: 'Comment Deleted', description: 'The comment has been removed.' },
    'Failed to delete your comment. Please try again.',
    async () => {
      await comments.refresh();
      onChanged();
    },
  );
  const blank = text.trim() === '';

  const post = async (event: FormEvent) => {
    event.preventDefault();
    if (blank || posting) return;
    setPosting(true);
    try {
      await addComment(recipe.id, text.trim());
      setText('');
      toast({ title: 'Comment Added', description: 'Your comment has been posted.', variant: 'success' });
      onInteraction('comment');
      await comments.refresh();
      onChanged();
    } catch {
      toast({ title: 'Error', description: 'Failed to add your comment. Please try again.', variant: 'destructive' });
    } finally {
      setPosting(false);
    }
  };

  return (
    <>
      {viewer ? (
        <Box component="form" onSubmit={(e) => void post(e)} sx={{ mb: 2 }}>
          <TextField
            label="Add a comment"
            placeholder="Share a tip, a tweak or how it turned out"
            value={text}
            onChange={(e) => setText(e.target.value.slice(0, COMMENT_MAX))}
            multiline
            minRows={2}
            maxRows={8}
            fullWidth
            slotProps={{ htmlInput: { maxLength: COMMENT_MAX } }}
          />
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mt: 1 }}>
            <Typography variant="caption" color="text.secondary">
              {text.length}/{COMMENT_MAX}
            </Typography>
            <Button
              type="submit"
              variant="contained"
              disabled={blank || posting}
              startIcon={posting ? <CircularProgress size={16} color="inherit" /> : <SendRounded />}
            >
              Post
            </Button>
          </Stack>
        </Box>
      ) : (
        <LoginPrompt text="Please login to add comments" />
      )}
      {comments.isLoading ? (
        <ListSkeleton />
      ) : comments.error ? (
        <Empty>Couldn&apos;t load the comments. {comments.error.message}</Empty>
      ) : comments.items.length === 0 ? (
        <Empty>No comments yet. Be the first to share your thoughts!</Empty>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Comments">
          {comments.items.map((c) => (
            <CommentItem
              key={c.id}
              comment={c}
              deletable={canDelete(viewer, c.userId, recipe.userId)}
              deleting={deletion.pendingId === c.id}
              onDelete={() => deletion.remove(c)}
            />
          ))}
        </Box>
      )}
      {comments.hasMore && <MoreButton onClick={comments.loadMore}>Show more comments</MoreButton>}
    </>
  );
}

function RatingsPanel({ recipe, viewer, onChanged, onInteraction, ratings }: PanelProps & { ratings: ReturnType<typeof useRatings> }) {
  const { toast } = useToast();
  const own = useUserRating(recipe.id, viewer?.id);
  const [saving, setSaving] = useState(false);

  const rate = async (value: number | null) => {
    // Choosing the current value again would clear it in MUI; a rating is replaced, never removed.
    if (value === null || saving) return;
    setSaving(true);
    const previous = own.rating;
    void own.mutate(value, { revalidate: false });
    try {
      const saved = await saveRating(recipe.id, value);
      toast({
        title: 'Rating Saved',
        description: `You rated this recipe ${saved.rating} ${saved.rating === 1 ? 'star' : 'stars'}.`,
        variant: 'success',
      });
      onInteraction('rating');
      await ratings.mutate();
      onChanged();
    } catch {
      void own.mutate(previous ?? null, { revalidate: false });
      toast({ title: 'Error', description: 'Failed to save your rating. Please try again.', variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  const summary = ratings.summary;
  return (
    <>
      {viewer ? (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2.5 }}>
          <Typography component="legend" sx={{ fontWeight: 700, mb: 0.5 }}>
            Your rating
          </Typography>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Rating
              name={`rating-${recipe.id}`}
              value={own.rating ?? null}
              onChange={(_, v) => void rate(v)}
              disabled={saving || own.rating === undefined}
              size="large"
              sx={{ color: '#E9A23B' }}
            />
            <Typography variant="body2" color="text.secondary">
              {own.rating ? 'Choose again to change it.' : 'Tap a star to rate.'}
            </Typography>
          </Stack>
        </Box>
      ) : (
        <LoginPrompt text="Please login to rate this recipe" />
      )}
      <Box sx={{ mb: 2 }}>
        <RatingSummaryLine
          averageRating={summary?.averageRating ?? recipe.averageRating}
          totalRatings={summary?.totalRatings ?? recipe.totalRatings}
          size="medium"
        />
      </Box>
      {ratings.isLoading ? (
        <ListSkeleton />
      ) : ratings.error ? (
        <Empty>Couldn&apos;t load the ratings. {ratings.error.message}</Empty>
      ) : !summary || summary.ratings.length === 0 ? (
        <Empty>No ratings yet.</Empty>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Ratings">
          {summary.ratings.map((r) => (
            <Stack
              component="li"
              key={r.userId}
              direction="row"
              spacing={1.5}
              sx={{ py: 1.5, alignItems: 'center', borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
              data-testid="rating"
            >
              <UserAvatar name={r.username} size={32} />
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <UserLink username={r.username} />
                <Typography variant="body2" color="text.secondary">
                  <time dateTime={r.updatedAt}>{relativeTime(r.updatedAt)}</time>
                </Typography>
              </Box>
              <Rating value={r.rating} readOnly size="small" sx={{ color: '#E9A23B' }} />
            </Stack>
          ))}
        </Box>
      )}
    </>
  );
}

function PhotoTile({ photo, deletable, deleting, onDelete }: { photo: RecipePhoto; deletable: boolean; deleting: boolean; onDelete: () => void }) {
  const [src, setSrc] = useState(cardImageUrl(photo.photoUrl) ?? photo.photoUrl);
  return (
    <Card component="li" sx={{ overflow: 'hidden', display: 'flex', flexDirection: 'column' }} data-testid="community-photo">
      <Box
        component="img"
        src={src}
        alt={photo.caption || `Photo by ${photo.username}`}
        loading="lazy"
        onError={() => src !== photo.photoUrl && setSrc(photo.photoUrl)}
        sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', display: 'block', bgcolor: 'action.hover' }}
      />
      <Box sx={{ p: 1.5, flex: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        {photo.caption && <Typography sx={{ overflowWrap: 'anywhere', fontWeight: 500 }}>{photo.caption}</Typography>}
        <Typography variant="body2" color="text.secondary" noWrap sx={{ mt: 'auto' }}>
          by <UserLink username={photo.username} /> · <time dateTime={photo.createdAt}>{relativeTime(photo.createdAt)}</time>
        </Typography>
        {deletable && (
          <Box sx={{ ml: -0.75 }}>
            <DeleteButton label="Delete" pending={deleting} onClick={onDelete} />
          </Box>
        )}
      </Box>
    </Card>
  );
}

function PhotosPanel({ recipe, viewer, onChanged, onInteraction, photos }: PanelProps & { photos: ReturnType<typeof usePhotos> }) {
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const deletion = useDeletion(
    (p: RecipePhoto) => deletePhoto(recipe.id, p.id),
    { title: 'Photo Deleted', description: 'The photo has been removed.' },
    'Failed to delete your photo. Please try again.',
    async () => {
      await photos.refresh();
      onChanged();
    },
  );

  const upload = async (photoUrl: string, caption: string) => {
    try {
      await addPhoto(recipe.id, photoUrl, caption);
    } catch (error) {
      toast({ title: 'Error', description: 'Failed to add your photo. Please try again.', variant: 'destructive' });
      throw error;
    }
    toast({ title: 'Photo Added', description: 'Thanks for sharing your photo!', variant: 'success' });
    onInteraction('photo');
    await photos.refresh();
    onChanged();
  };

  return (
    <>
      {viewer ? (
        <Box sx={{ mb: 2.5 }}>
          <Button variant="contained" startIcon={<AddAPhotoRounded />} onClick={() => setOpen(true)}>
            Add Photo
          </Button>
          <AddPhotoDialog open={open} onClose={() => setOpen(false)} onUpload={upload} />
        </Box>
      ) : (
        <LoginPrompt text="Please login to add your photos" />
      )}
      {photos.isLoading ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }} aria-hidden>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" sx={{ aspectRatio: '4 / 3', height: 'auto', borderRadius: 3 }} />
          ))}
        </Box>
      ) : photos.error ? (
        <Empty>Couldn&apos;t load the photos. {photos.error.message}</Empty>
      ) : photos.items.length === 0 ? (
        <Empty>No photos yet. Cooked it? Show everyone how it turned out.</Empty>
      ) : (
        <Box
          component="ul"
          aria-label="Photos"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}
        >
          {photos.items.map((p) => (
            <PhotoTile
              key={p.id}
              photo={p}
              deletable={canDelete(viewer, p.userId, recipe.userId)}
              deleting={deletion.pendingId === p.id}
              onDelete={() => deletion.remove(p)}
            />
          ))}
        </Box>
      )}
      {photos.hasMore && <MoreButton onClick={photos.loadMore}>Show more photos</MoreButton>}
    </>
  );
}

const TAB_KEYS = ['comments', 'ratings', 'photos'] as const;
type TabKey = (typeof TAB_KEYS)[number];

/** 'Comments (3)' once the count is known, 'Comments' before. */
const labelled = (label: string, count: number | undefined) => (count === undefined ? label : `${label} (${count})`);

/**
 * 'Community Feedback' on a public recipe (spec document 1 §2): comments, ratings and cooks' photos, each
 * tab labelled with its count. Visitors read everything and see a sign-in prompt where members act.
 */
export function CommunityFeedback({ recipe, viewer }: { recipe: FeedbackRecipe; viewer: Viewer | null | undefined }) {
  // A notification about feedback opens the recipe here, on the tab of that feedback (#comments, …).
  const { hash } = useLocation();
  const tabInAddress = TAB_KEYS.find((key) => hash === `#${key}`);
  const [tab, setTab] = useState<TabKey>(tabInAddress ?? 'comments');
  const section = useRef<HTMLElement>(null);
  const [tabOfAddress, setTabOfAddress] = useState(tabInAddress);
  if (tabInAddress !== tabOfAddress) {
    setTabOfAddress(tabInAddress);
    if (tabInAddress) setTab(tabInAddress);
  }
  useEffect(() => {
    if (tabInAddress) section.current?.scrollIntoView?.({ block: 'start' });
  }, [tabInAddress]);
  const comments = useComments(recipe.id);
  const photos = usePhotos(recipe.id);
  const ratings = useRatings(recipe.id);
  const revalidate = useRevalidateCommunity();
  const earn = useRecipeInteractionEarning();
  const onChanged = () => revalidate(recipe.id);
  // Only feedback on someone else's recipe earns (the server checks again).
  const onInteraction = (type: InteractionType) => {
    if (viewer && viewer.id !== recipe.userId) void earn(recipe.id, type);
  };
  const panel = { recipe, viewer, onChanged, onInteraction };

  const tabs: { key: TabKey; label: string }[] = [
    { key: 'comments', label: labelled('Comments', comments.isLoading ? undefined : comments.total) },
    { key: 'ratings', label: labelled('Ratings', ratings.summary?.totalRatings ?? recipe.totalRatings) },
    { key: 'photos', label: labelled('Photos', photos.isLoading ? undefined : photos.total) },
  ];

  return (
    <Card
      component="section"
      ref={section}
      aria-labelledby="community-feedback-title"
      // Scrolled to below the sticky header.
      sx={{ p: { xs: 2.5, sm: 3 }, scrollMarginTop: { xs: 80, md: 84 } }}
    >
      <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', mb: 1 }}>
        <ForumRounded color="primary" aria-hidden />
        <Typography variant="h5" component="h2" id="community-feedback-title">
          Community Feedback
        </Typography>
      </Stack>
      <Tabs
        value={tab}
        onChange={(_, v: TabKey) => setTab(v)}
        aria-label="Community Feedback"
        // On a phone the three tabs share the width (a label may take two lines) rather than scroll out of sight.
        sx={{
          borderBottom: 1,
          borderColor: 'divider',
          mb: 2.5,
          '& .MuiTab-root': {
            fontWeight: 600,
            minWidth: 0,
            flex: { xs: 1, sm: '0 0 auto' },
            px: { xs: 0.5, sm: 2 },
            fontSize: { xs: '0.8125rem', sm: '0.875rem' },
          },
        }}
      >
        {tabs.map((t) => (
          <Tab key={t.key} value={t.key} label={t.label} id={`feedback-tab-${t.key}`} aria-controls={`feedback-panel-${t.key}`} />
        ))}
      </Tabs>
      {tabs.map((t) => (
        <Box key={t.key} role="tabpanel" id={`feedback-panel-${t.key}`} aria-labelledby={`feedback-tab-${t.key}`} hidden={tab !== t.key}>
          {tab === t.key && t.key === 'comments' && <CommentsPanel {...panel} comments={comments} />}
          {tab === t.key && t.key === 'ratings' && <RatingsPanel {...panel} ratings={ratings} />}
          {tab === t.key && t.key === 'photos' && <PhotosPanel {...panel} photos={photos} />}
        </Box>
      ))}
    </Card>
  );
}

/** The rating summary under a public recipe's title: stars and '4.3 (12 ratings)', fresh after every rating. */
export function RecipeRatingSummary({ recipe }: { recipe: FeedbackRecipe }) {
  const { summary } = useRatings(recipe.id);
  return (
    <RatingSummaryLine
      averageRating={summary?.averageRating ?? recipe.averageRating}
      totalRatings={summary?.totalRatings ?? recipe.totalRatings}
      size="medium"
    />
  );
}
