import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import { alpha } from '@mui/material/styles';
import { BrandLogo } from '../../components/BrandLogo';
import { MAIN_CONTENT_ID } from './mainContent';
import { SkipLink } from './SkipLink';

/** The frame of public screens for visitors who are not signed in. */
export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <AppBar
        position="sticky"
        color="inherit"
        elevation={0}
        sx={{ bgcolor: (t) => alpha(t.palette.background.paper, 0.88), backdropFilter: 'blur(12px)', borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar sx={{ width: '100%', maxWidth: 1280, mx: 'auto', minHeight: { xs: 64, md: 68 }, px: { xs: 2, sm: 3 }, gap: 1 }}>
          <BrandLogo to="/auth" />
          <Box sx={{ flex: 1 }} />
          <Button component={RouterLink} to="/public-recipes" sx={{ color: 'text.secondary', display: { xs: 'none', sm: 'inline-flex' } }}>
            Community Recipes
          </Button>
          <Button component={RouterLink} to="/auth" variant="contained">
            Sign In
          </Button>
        </Toolbar>
      </AppBar>
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ outline: 'none', flex: 1, width: '100%', maxWidth: 1280, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, sm: 4 } }}
      >
        {children}
      </Box>
    </Box>
  );
}
