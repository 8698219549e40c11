import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseRounded from '@mui/icons-material/CloseRounded';
import EditNoteRounded from '@mui/icons-material/EditNoteRounded';
import LinkRounded from '@mui/icons-material/LinkRounded';
import PhotoCameraRounded from '@mui/icons-material/PhotoCameraRounded';
import { ImportUrlDialog } from './ImportUrlDialog';
import { LazyUploadRecipeDialog } from './LazyUploadRecipeDialog';
import { useState, type ReactNode } from 'react';
import { IconTile } from '../../../components/IconTile';
import { NeedsConnection } from '../../../components/NeedsConnection';

function Choice({ icon, title, text, action, note }: { icon: ReactNode; title: string; text: string; action: ReactNode; note?: string }) {
  return (
    <Box
      sx={{
        p: 2.5,
        borderRadius: 4,
        border: 1,
        borderColor: 'divider',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        gap: 1,
        bgcolor: 'background.paper',
      }}
    >
      <IconTile size={44}>{icon}</IconTile>
      <Typography variant="h6" component="h3">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
        {text}
      </Typography>
      {action}
      {note && (
        <Typography variant="caption" color="text.secondary">
          {note}
        </Typography>
      )}
    </Box>
  );
}

/** The dialog a choice in 'New Recipe' opens. */
type NextDialog = 'upload' | 'import';

/**
 * 'New Recipe': by hand, from a photo (which opens 'Upload Recipe Photo') or from a web page ('Import from URL');
 * the last two are read on the server, so offline they say they need a connection.
 */
export default function NewRecipeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  // The dialog a choice opens, once this one has finished closing: two MUI modals in transition at once
  // can leave the new one aria-hidden, out of reach of a screen reader (seen on a busy machine).
  const [chosen, setChosen] = useState<NextDialog | null>(null);
  const [shown, setShown] = useState<NextDialog | null>(null);
  const choose = (dialog: NextDialog) => {
    setChosen(dialog);
    onClose();
  };
  const openChosen = () => {
    setShown(chosen);
    setChosen(null);
  };
  const closeShown = () => setShown(null);
  return (
    <>
      <Dialog
        open={open}
        onClose={onClose}
        fullWidth
        maxWidth="md"
        aria-labelledby="new-recipe-title"
        slotProps={{ transition: { onExited: openChosen } }}
      >
        <DialogTitle id="new-recipe-title" sx={{ pr: 7 }}>
          New Recipe
          <Typography variant="body2" color="text.secondary">
            How would you like to add your recipe?
          </Typography>
        </DialogTitle>
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <CloseRounded />
        </IconButton>
        <DialogContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, pb: 3 }}>
          <Choice
            icon={<EditNoteRounded />}
            title="Manual Creation"
            text="Create recipes from scratch"
            action={
              <Button component={RouterLink} to="/create-recipe" variant="contained" onClick={onClose}>
                Start Creating
              </Button>
            }
          />
          <Choice
            icon={<PhotoCameraRounded />}
            title="Photo Upload Creation"
            text="Upload photos of recipes"
            action={
              <NeedsConnection>
                <Button variant="outlined" onClick={() => choose('upload')}>
                  Upload Recipe Image
                </Button>
              </NeedsConnection>
            }
          />
          <Choice
            icon={<LinkRounded />}
            title="Import from URL"
            text="Paste a link from a recipe site"
            action={
              <NeedsConnection>
                <Button variant="outlined" onClick={() => choose('import')}>
                  Import from URL
                </Button>
              </NeedsConnection>
            }
          />
        </DialogContent>
      </Dialog>
      <LazyUploadRecipeDialog open={shown === 'upload'} onClose={closeShown} />
      <ImportUrlDialog open={shown === 'import'} onClose={closeShown} />
    </>
  );
}
