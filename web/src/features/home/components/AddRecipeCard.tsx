import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AddCircleOutlineRounded from '@mui/icons-material/AddCircleOutlineRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import EditNoteRounded from '@mui/icons-material/EditNoteRounded';
import PhotoCameraRounded from '@mui/icons-material/PhotoCameraRounded';
import { LazyUploadRecipeDialog } from '../../recipes';
import { DashboardCard } from './DashboardCard';
import { IconTile } from '../../../components/IconTile';
import { NeedsConnection } from '../../../components/NeedsConnection';

type WayProps = {
  icon: ReactNode;
  title: string;
  text: string;
} & ({ to: string } | { onClick: () => void; needsConnection?: boolean });

/** One way to add a recipe: a link to a page, or a button that opens a dialog (offline, one read on the server says it needs a connection). */
function Way({ icon, title, text, ...action }: WayProps) {
  const behaviour = 'to' in action ? { component: RouterLink, to: action.to } : { onClick: action.onClick };
  const way = (
    <ButtonBase
      {...behaviour}
      focusRipple
      sx={{
        width: '100%',
        justifyContent: 'flex-start',
        textAlign: 'left',
        gap: 1.75,
        p: 1.75,
        borderRadius: 3.5,
        border: 1,
        borderColor: 'divider',
        transition: 'background-color 160ms ease, border-color 160ms ease',
        '&:hover': { bgcolor: (t) => alpha(t.palette.primary.main, 0.05), borderColor: (t) => alpha(t.palette.primary.main, 0.35) },
      }}
    >
      <IconTile size={42}>{icon}</IconTile>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {text}
        </Typography>
      </Box>
      <ChevronRightRounded aria-hidden sx={{ color: 'text.secondary' }} />
    </ButtonBase>
  );
  return 'needsConnection' in action && action.needsConnection ? <NeedsConnection>{way}</NeedsConnection> : way;
}

/** 'Add a Recipe' (spec document 1 §2): by hand, or from a photo through 'Upload Recipe Photo'. */
export function AddRecipeCard() {
  const [uploading, setUploading] = useState(false);
  return (
    <DashboardCard title="Add a Recipe" icon={<AddCircleOutlineRounded />}>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Way icon={<EditNoteRounded />} title="Manual Creation" text="Create recipes from scratch" to="/create-recipe" />
        <Way icon={<PhotoCameraRounded />} title="Photo Upload" text="Upload photos of recipes" onClick={() => setUploading(true)} needsConnection />
      </Box>
      <LazyUploadRecipeDialog open={uploading} onClose={() => setUploading(false)} />
    </DashboardCard>
  );
}
