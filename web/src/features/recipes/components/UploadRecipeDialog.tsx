import { useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import CloudUploadRounded from '@mui/icons-material/CloudUploadRounded';
import PictureAsPdfRounded from '@mui/icons-material/PictureAsPdfRounded';
import { isApiError } from '../../../api/client';
import { readFileAsDataUrl } from '../../../components/imageFiles';
import { NeedsConnection } from '../../../components/NeedsConnection';
import { useToast } from '../../../components/toast';
import { ticketCostLabel } from '../../tickets';
import { extractRecipeFromFile } from '../api';
import { useAiCost } from '../hooks/useAiCost';
import { useRevalidateRecipes } from '../hooks/useRecipes';
import type { PhotoCheckState } from '../photoReading';
import { recipePath } from '../recipeHelpers';

/** What the server reads (spec document 1 §5 'Upload for extraction'); WEBP too, which it accepts. */
export const UPLOAD_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp', 'application/pdf'];
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
const ACCEPT = '.jpg,.jpeg,.png,.webp,.pdf,image/jpeg,image/png,image/webp,application/pdf';

/**
 * What reading a file costs: with a vision model a photo is read by AI for the 'photo_upload' cost (PDFs
 * stay offline); without one everything is read on the server, free. Nothing until both answers are in.
 */
function useReadingCost(open: boolean): string | null {
  const cost = useAiCost('vision', 'photo_upload', open);
  if (cost === undefined) return null;
  if (cost === 0) return 'Read on Savor’s server, free of tickets.';
  return `Photos are read by Savorus’s AI for ${ticketCostLabel(cost)} (refunded if it fails); PDFs are read free.`;
}

const TEXTS = {
  noFile: { title: 'No file selected', description: 'Please select a file to upload.' },
  invalidType: { title: 'Invalid file type', description: 'Please upload a JPEG, PNG, or PDF file.' },
  tooLarge: { title: 'File too large', description: 'Please upload a file smaller than 5MB.' },
  readError: { title: 'Error reading file', description: 'There was an error reading your file. Please try again.' },
  processing: { title: 'Processing failed', description: 'Failed to extract recipe from the image. Please try another image or create manually.' },
  upload: { title: 'Upload failed', description: 'An error occurred while uploading your file. Please try again.' },
};

interface Selected {
  name: string;
  size: number;
  isPdf: boolean;
  dataUrl: string;
}

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The type of a file, from its name when the browser gives none. */
function typeOf(file: File): string {
  if (file.type) return file.type;
  const extension = file.name.split('.').pop()?.toLowerCase();
  return { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', pdf: 'application/pdf' }[extension ?? ''] ?? '';
}

interface UploadRecipeDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * 'Upload Recipe Photo' (spec document 1 §2, §4 'Photo extraction'): drop or browse a photo or PDF of a recipe,
 * which the server reads and saves as the cook's; on success the cook lands on the new recipe (in its
 * edit form, with the fields to check marked, when the reader was unsure of any).
 */
export default function UploadRecipeDialog({ open, onClose }: UploadRecipeDialogProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const navigate = useNavigate();
  const { toast } = useToast();
  const revalidateRecipes = useRevalidateRecipes();
  const [selected, setSelected] = useState<Selected | null>(null);
  const [dragging, setDragging] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const readingCost = useReadingCost(open);

  const fail = (text: { title: string; description: string }, inDialog = `${text.title}: ${text.description}`) => {
    toast({ ...text, variant: 'destructive' });
    setError(inDialog);
  };

  const choose = async (file: File | undefined) => {
    setError(null);
    if (!file) return fail(TEXTS.noFile);
    const type = typeOf(file);
    if (!UPLOAD_TYPES.includes(type)) return fail(TEXTS.invalidType);
    if (file.size > UPLOAD_MAX_BYTES) return fail(TEXTS.tooLarge);
    try {
      const dataUrl = await readFileAsDataUrl(file);
      setSelected({ name: file.name, size: file.size, isPdf: type === 'application/pdf', dataUrl });
    } catch {
      fail(TEXTS.readError);
    }
  };

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void choose(file);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!processing) void choose(event.dataTransfer.files[0]);
  };

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

  const remove = () => {
    setSelected(null);
    setError(null);
  };

  const close = () => {
    if (processing) return;
    remove();
    onClose();
  };

  const extract = async () => {
    if (!selected) return fail(TEXTS.noFile);
    setError(null);
    setProcessing(true);
    try {
      const { recipe, uncertainFields = [] } = await extractRecipeFromFile(selected.dataUrl);
      void revalidateRecipes();
      toast({ title: 'Recipe created!', description: `${recipe.name} has been added to your recipes.` });
      setProcessing(false);
      remove();
      onClose();
      // Fields the reader was unsure of: the recipe page opens its edit form with them marked.
      const from = selected.isPdf ? 'PDF' : 'photo';
      const state: PhotoCheckState | undefined = uncertainFields.length > 0 ? { photoCheck: { fields: uncertainFields, from } } : undefined;
      navigate(recipePath(recipe), { state });
    } catch (cause) {
      setProcessing(false);
      // A refusal the server explains (not a recipe, wrong type) is shown as it is; a 413 is the proxy's, not ours.
      if (isApiError(cause) && cause.status >= 400 && cause.status < 500 && cause.status !== 413) {
        fail(TEXTS.processing, cause.message);
      } else {
        fail(TEXTS.upload);
      }
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="upload-recipe-title" aria-describedby="upload-recipe-text" maxWidth="sm" fullWidth>
      <DialogTitle id="upload-recipe-title" sx={{ pr: 7 }}>
        Upload Recipe Photo
      </DialogTitle>
      <IconButton aria-label="Close" onClick={close} disabled={processing} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseRounded />
      </IconButton>
      <DialogContent>
        <DialogContentText id="upload-recipe-text" sx={{ mb: 2.5 }}>
          Upload a photo of a recipe from a cookbook, magazine, or handwritten note to extract and create a digital recipe card.
        </DialogContentText>
        <input ref={inputRef} type="file" accept={ACCEPT} hidden onChange={onInput} data-testid="recipe-upload-input" />
        {selected ? (
          <Box
            sx={{
              borderRadius: 3,
              border: 1,
              borderColor: 'divider',
              overflow: 'hidden',
              bgcolor: 'background.paper',
            }}
          >
            {selected.isPdf ? (
              <Box sx={{ display: 'grid', placeItems: 'center', py: 4, bgcolor: (t) => alpha(t.palette.primary.main, 0.05) }}>
                <PictureAsPdfRounded aria-hidden sx={{ fontSize: 64, color: 'primary.main' }} />
              </Box>
            ) : (
              <Box
                component="img"
                src={selected.dataUrl}
                alt={`Preview of ${selected.name}`}
                sx={{ display: 'block', width: '100%', maxHeight: { xs: 260, sm: 320 }, objectFit: 'contain', bgcolor: 'grey.100' }}
              />
            )}
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.25, borderTop: 1, borderColor: 'divider' }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" noWrap sx={{ fontWeight: 600 }} title={selected.name}>
                  {selected.name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {formatSize(selected.size)}
                </Typography>
              </Box>
              <Button size="small" color="inherit" startIcon={<CloseRounded />} onClick={remove} disabled={processing}>
                Remove
              </Button>
            </Box>
          </Box>
        ) : (
          <ButtonBase
            focusRipple
            onClick={() => inputRef.current?.click()}
            onDragEnter={onDragOver}
            onDragOver={onDragOver}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            aria-describedby={hintId}
            data-dragging={dragging || undefined}
            sx={{
              width: '100%',
              flexDirection: 'column',
              gap: 1,
              px: 2,
              py: { xs: 3.5, sm: 5 },
              borderRadius: 3,
              border: '2px dashed',
              borderColor: dragging ? 'primary.main' : 'divider',
              bgcolor: (t) => alpha(t.palette.primary.main, dragging ? 0.1 : 0.025),
              transition: 'background-color 160ms ease, border-color 160ms ease',
              '&:hover, &.Mui-focusVisible': { borderColor: 'primary.main', bgcolor: (t) => alpha(t.palette.primary.main, 0.06) },
            }}
          >
            <CloudUploadRounded aria-hidden sx={{ fontSize: 48, color: 'primary.main' }} />
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {dragging ? 'Drop your file here' : 'Drag and drop your recipe here'}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary">
              or
            </Typography>
            <Box
              component="span"
              sx={{
                px: 2.25,
                py: 0.75,
                borderRadius: 999,
                border: 1,
                borderColor: 'primary.main',
                color: 'primary.main',
                fontWeight: 600,
                fontSize: '0.875rem',
              }}
            >
              Browse Files
            </Box>
          </ButtonBase>
        )}
        <Typography id={hintId} variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1.25 }}>
          Supported formats: JPEG, PNG, or PDF (max 5MB)
        </Typography>
        {readingCost && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
            {readingCost}
          </Typography>
        )}
        {processing && (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.25, mt: 2, color: 'text.secondary' }}>
            <AutoAwesomeRounded aria-hidden fontSize="small" sx={{ color: 'primary.main' }} />
            <Typography variant="body2">Reading your recipe… this can take a few seconds</Typography>
          </Box>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={close} disabled={processing} color="inherit">
          Cancel
        </Button>
        <NeedsConnection>
          <Button
            variant="contained"
            onClick={() => void extract()}
            disabled={!selected || processing}
            startIcon={processing ? <CircularProgress size={16} color="inherit" /> : <AutoAwesomeRounded />}
          >
            {processing ? 'Processing...' : 'Extract Recipe'}
          </Button>
        </NeedsConnection>
      </DialogActions>
    </Dialog>
  );
}
