import { useCallback, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { cropImage } from './imageFiles';

export const CROP_ERROR_MESSAGE = 'Failed to crop the image. Please try again.';
export const CROP_NO_IMAGE_MESSAGE = 'Please select an image first.';

export interface ImageCropDialogProps {
  open: boolean;
  /** The image to crop (a data URL or same-origin URL); null while nothing is picked. */
  imageSrc: string | null;
  /** Width / height of the crop area, e.g. 1 for avatars, 16 / 9 for recipe images. */
  aspect: number;
  title?: string;
  /** The cropped result is scaled so its longest side is at most maxSide, as JPEG at quality (0–1). */
  output: { maxSide: number; quality: number };
  onCancel: () => void;
  onApply: (dataUrl: string) => void;
}

/** Crop dialog (spec document 1 §9: zoom 1 to 3 in steps of 0.1; buttons 'Apply Crop' and 'Cancel'). */
export function ImageCropDialog({ open, imageSrc, aspect, title = 'Crop Image', output, onCancel, onApply }: ImageCropDialogProps) {
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // A new image (or reopening) starts from the centre, unzoomed: reset while rendering, not after.
  const [shown, setShown] = useState({ open, imageSrc });
  if (shown.open !== open || shown.imageSrc !== imageSrc) {
    setShown({ open, imageSrc });
    if (open) {
      setCrop({ x: 0, y: 0 });
      setZoom(1);
      setArea(null);
      setError(null);
      setBusy(false);
    }
  }

  const onCropComplete = useCallback((_area: Area, pixels: Area) => setArea(pixels), []);

  const apply = async () => {
    if (!imageSrc) {
      setError(CROP_NO_IMAGE_MESSAGE);
      return;
    }
    if (!area) {
      setError(CROP_ERROR_MESSAGE);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const dataUrl = await cropImage(imageSrc, area, output.maxSide, output.quality);
      onApply(dataUrl);
    } catch {
      setError(CROP_ERROR_MESSAGE);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} fullWidth maxWidth="sm" aria-labelledby="image-crop-title">
      <DialogTitle id="image-crop-title">{title}</DialogTitle>
      <DialogContent>
        <Box
          sx={{
            position: 'relative',
            width: '100%',
            height: { xs: 280, sm: 360 },
            borderRadius: 3,
            overflow: 'hidden',
            bgcolor: '#1f1714',
          }}
          data-testid="image-crop-area"
        >
          {imageSrc ? (
            <Cropper
              image={imageSrc}
              crop={crop}
              zoom={zoom}
              minZoom={1}
              maxZoom={3}
              aspect={aspect}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={onCropComplete}
            />
          ) : (
            <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', color: 'grey.400' }}>
              <Typography>{CROP_NO_IMAGE_MESSAGE}</Typography>
            </Stack>
          )}
        </Box>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 2.5, px: 1 }}>
          <ZoomOutIcon fontSize="small" color="action" aria-hidden />
          <Slider
            value={zoom}
            min={1}
            max={3}
            step={0.1}
            onChange={(_e, value: number | number[]) => setZoom(typeof value === 'number' ? value : (value[0] ?? 1))}
            aria-label="Zoom"
            valueLabelDisplay="auto"
            valueLabelFormat={(v) => `${v.toFixed(1)}×`}
            disabled={!imageSrc}
          />
          <ZoomInIcon fontSize="small" color="action" aria-hidden />
        </Stack>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onCancel} disabled={busy} color="inherit">
          Cancel
        </Button>
        <Button
          onClick={() => void apply()}
          variant="contained"
          disabled={busy || !imageSrc}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Apply Crop
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default ImageCropDialog;
