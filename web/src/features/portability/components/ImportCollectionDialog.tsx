import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import { IMPORT_FORMATS, startImport, type ImportFormat } from '../api';
import { formatSize } from '../formatting';

/** The files the picker offers: Paprika's exports, zips (Mealie, Tandoor, Nextcloud, Savor), JSON(-LD) and HTML. */
export const IMPORT_ACCEPT = '.paprikarecipes,.paprikarecipe,.zip,.json,.jsonld,.html,.htm';
const DETECT = 'detect';

/**
 * 'Import recipes': a collection file from another app (or Savor's own export) is sent to the server,
 * which imports it in the background; the cook lands on the import's progress and report.
 */
export default function ImportCollectionDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState<ImportFormat | typeof DETECT>(DETECT);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const reset = () => {
    setFile(null);
    setFormat(DETECT);
    setError(null);
  };

  const close = () => {
    if (uploading) return;
    reset();
    onClose();
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    event.target.value = '';
    if (!picked) return;
    setFile(picked);
    setError(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || uploading) return;
    setUploading(true);
    setError(null);
    try {
      const { id } = await startImport(file, format === DETECT ? undefined : format);
      setUploading(false);
      reset();
      onClose();
      navigate(`/imports/${id}`);
    } catch (caught) {
      setUploading(false);
      setError(caught instanceof Error && caught.message ? caught.message : 'The file could not be sent. Please try again.');
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="import-recipes-title" aria-describedby="import-recipes-text">
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id="import-recipes-title">Import recipes</DialogTitle>
        <DialogContent>
          <DialogContentText id="import-recipes-text" sx={{ mb: 2.5 }}>
            Paprika, Mealie, Tandoor, Nextcloud Cookbook, schema.org JSON or HTML files, or a Savor export
          </DialogContentText>

          <input ref={inputRef} type="file" accept={IMPORT_ACCEPT} hidden onChange={onPick} data-testid="import-file-input" />
          <Stack
            direction="row"
            spacing={1.5}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap', p: 1.5, borderRadius: 3, border: '1.5px dashed', borderColor: 'divider', mb: 2.5 }}
          >
            <Button
              variant="outlined"
              startIcon={<UploadFileRounded />}
              onClick={() => inputRef.current?.click()}
              disabled={uploading}
              aria-describedby={fileId}
              sx={{ flexShrink: 0 }}
            >
              Choose file
            </Button>
            <Box id={fileId} sx={{ flex: '1 1 160px', minWidth: 0 }}>
              {file ? (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <DescriptionOutlined aria-hidden fontSize="small" sx={{ color: 'text.secondary' }} />
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="import-file-name">
                      {file.name}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {formatSize(file.size)}
                    </Typography>
                  </Box>
                </Stack>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  No file chosen
                </Typography>
              )}
            </Box>
          </Stack>

          <TextField
            select
            label="Format"
            value={format}
            onChange={(event) => setFormat(event.target.value as ImportFormat | typeof DETECT)}
            disabled={uploading}
          >
            <MenuItem value={DETECT}>Detect automatically</MenuItem>
            {(Object.keys(IMPORT_FORMATS) as ImportFormat[]).map((value) => (
              <MenuItem key={value} value={value}>
                {IMPORT_FORMATS[value]}
              </MenuItem>
            ))}
          </TextField>

          {uploading && (
            <Box sx={{ mt: 2.5 }}>
              <LinearProgress aria-label="Uploading" />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                Sending {file?.name}…
              </Typography>
            </Box>
          )}
          {error && (
            <Alert severity="error" role="alert" sx={{ mt: 2.5 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={close} disabled={uploading} color="inherit">
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!file || uploading}
            startIcon={uploading ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            Import
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
