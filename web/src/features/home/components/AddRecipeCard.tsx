import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AddCircleOutlineRounded from '@mui/icons-material/AddCircleOutlineRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import EditNoteRounded from '@mui/icons-material/EditNoteRounded';
import PhotoCameraRounded from '@mui/icons-material/PhotoCameraRounded';
import { DashboardCard } from './DashboardCard';

interface WayProps {
  icon: ReactNode;
  title: string;
  text: string;
  to?: string;
  note?: string;
}

/** One way to add a recipe: a link when it is available, otherwise a greyed tile with a note. */
function Way({ icon, title, text, to, note }: WayProps) {
  const link = to ? { component: RouterLink, to } : { disabled: true };
  return (
    <ButtonBase
      {...link}
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
        '&.Mui-disabled': { opacity: 0.7 },
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 42,
          height: 42,
          borderRadius: 3,
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: (t) => alpha(t.palette.primary.main, 0.1),
          flexShrink: 0,
        }}
      >
        {icon}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {text}
        </Typography>
        {note && (
          <Typography variant="caption" color="text.secondary">
            {note}
          </Typography>
        )}
      </Box>
      {to && <ChevronRightRounded aria-hidden sx={{ color: 'text.secondary' }} />}
    </ButtonBase>
  );
}

/** 'Add a Recipe' (spec document 1 §2): by hand now, from a photo with the Savorus assistant. */
export function AddRecipeCard() {
  return (
    <DashboardCard title="Add a Recipe" icon={<AddCircleOutlineRounded />}>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Way icon={<EditNoteRounded />} title="Manual Creation" text="Create recipes from scratch" to="/create-recipe" />
        <Way
          icon={<PhotoCameraRounded />}
          title="Photo Upload"
          text="Upload photos of recipes"
          note="Photo extraction arrives with the Savorus assistant."
        />
      </Box>
    </DashboardCard>
  );
}
