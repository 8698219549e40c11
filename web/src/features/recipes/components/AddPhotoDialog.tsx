import { useRef, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateRounded from '@mui/icons-material/AddPhotoAlternateRounded';
import CloudUploadRounded from '@mui/icons-material/CloudUploadRounded';
import { readImageFile } from '../../../components/imageFiles';
import { useToast } from '../../../components/toast';
import { RECIPE_IMAGE_OUTPUT } from './useRecipeImagePicker';

export const CAPTION_MAX = 200;

interface AddPhotoDialogProps {
  open: boolean;
  onClose: () => void;
  /** Sends the photo (a JPEG data URL, 1200 px at most, quality 0.85) and its caption; rejects on failure. */
  onUpload: (photoUrl: string, caption: string) => Promise<void>;
}

/**
 * A cook's own photo of a community recipe (spec document 1 §4): choose a file, which is downscaled in the
 * browser like every recipe picture, see it, add a caption if you like, upload.
 */
export function AddPhotoDialog({ open, onClose, onUpload }: AddPhotoDialogProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const { toast } = useToast();
  const [photo, setPhoto] = useState<string | null>(null);
  const [caption, setCaption] = useState('');
  const [reading, setReading] = useState(false);
  const [uploading, setUploading] = useState(false);

  const reset = () => {
    setPhoto(null);
    setCaption('');
  };
  const close = () => {
    if (uploading) return;
    reset();
    onClose();
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast({ title: 'Invalid file type', description: 'Please choose a JPEG, PNG or WEBP image.', variant: 'destructive' });
      return;
    }
    setReading(true);
    try {
      setPhoto(await readImageFile(file, RECIPE_IMAGE_OUTPUT.maxSide, RECIPE_IMAGE_OUTPUT.quality));
    } catch {
      toast({ title: 'Error reading file', description: 'There was an error reading your file. Please try again.', variant: 'destructive' });
    } finally {
      setReading(false);
    }
  };

  const upload = async () => {
    if (!photo) {
      toast({ title: 'No Photo Selected', description: 'Please select a photo to upload.', variant: 'destructive' });
      return;
    }
    setUploading(true);
    try {
      await onUpload(photo, caption.trim());
      reset();
      onClose();
    } catch {
      // the caller has said what went wrong; the photo stays chosen for another try
    } finally {
      setUploading(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="add-photo-title" maxWidth="sm" fullWidth>
      <DialogTitle id="add-photo-title">Add Your Photo</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>Cooked this recipe? Show the community how it turned out.</DialogContentText>
        <input
          ref={inputRef}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          hidden
          onChange={(e) => void onFile(e)}
          data-testid="community-photo-input"
        />
        <Box
          sx={{
            borderRadius: 3,
            border: '1.5px dashed',
            borderColor: 'divider',
            bgcolor: 'rgba(255,255,255,0.6)',
            overflow: 'hidden',
            display: 'grid',
            placeItems: 'center',
            aspectRatio: '4 / 3',
            mb: 2,
          }}
        >
          {photo ? (
            <Box component="img" src={photo} alt="Preview of your photo" sx={{ width: '100%', height: '100%', objectFit: 'contain' }} />
          ) : (
            <Box sx={{ textAlign: 'center', color: 'text.secondary', p: 2 }}>
              <AddPhotoAlternateRounded aria-hidden sx={{ fontSize: 44, color: 'primary.main', opacity: 0.75 }} />
              <Typography>No photo chosen yet</Typography>
              <Typography variant="body2">JPEG, PNG or WEBP; large pictures are resized to 1200 px.</Typography>
            </Box>
          )}
        </Box>
        <Button
          variant="outlined"
          onClick={() => inputRef.current?.click()}
          disabled={reading || uploading}
          startIcon={reading ? <CircularProgress size={16} color="inherit" /> : <AddPhotoAlternateRounded />}
          sx={{ mb: 2.5 }}
        >
          {photo ? 'Choose Another Photo' : 'Choose Photo'}
        </Button>
        <TextField
          label="Caption (optional)"
          value={caption}
          onChange={(e) => setCaption(e.target.value.slice(0, CAPTION_MAX))}
          fullWidth
          helperText={`${caption.length}/${CAPTION_MAX}`}
          slotProps={{ htmlInput: { maxLength: CAPTION_MAX } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={close} disabled={uploading} color="inherit">
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => void upload()}
          disabled={uploading || reading}
          startIcon={uploading ? <CircularProgress size={16} color="inherit" /> : <CloudUploadRounded />}
        >
          {uploading ? 'Uploading...' : 'Upload Photo'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
