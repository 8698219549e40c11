import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import KitchenRounded from '@mui/icons-material/KitchenRounded';
import MenuBookRounded from '@mui/icons-material/MenuBookRounded';
import type { ReactNode } from 'react';
import { BrandLogo } from '../../../components/BrandLogo';

const FEATURES: Array<{ icon: ReactNode; title: string; text: string }> = [
  {
    icon: <MenuBookRounded />,
    title: 'Your recipe box',
    text: 'Keep every recipe in one place: typed in, generated, or snapped from a cookbook page.',
  },
  {
    icon: <AutoAwesomeRounded />,
    title: 'Savorus, your AI sous-chef',
    text: 'Ask about techniques, swaps and what to cook tonight, then turn the chat into a recipe card.',
  },
  {
    icon: <GroupsRounded />,
    title: 'A community of home cooks',
    text: 'Share your best dishes, follow cooks you like and save their recipes to your collection.',
  },
  { icon: <KitchenRounded />, title: 'Kitchen inventory', text: 'A shopping list and pantry that know what is running low before you do.' },
];

/** The welcome panel beside the sign-in form on wide screens. */
export function AuthHero() {
  return (
    <Box
      sx={{
        position: 'relative',
        overflow: 'hidden',
        height: '100%',
        color: '#FFF8F0',
        px: { md: 6, lg: 8 },
        py: 6,
        display: 'flex',
        flexDirection: 'column',
        background: 'linear-gradient(150deg, #9E3B1C 0%, #AD4220 45%, #B44A20 100%)',
      }}
    >
      {/* Soft plate-like circles, pure CSS */}
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          width: 520,
          height: 520,
          borderRadius: '50%',
          right: -200,
          top: -160,
          border: '70px solid rgba(255,248,240,0.07)',
        }}
      />
      <Box
        aria-hidden
        sx={{ position: 'absolute', width: 340, height: 340, borderRadius: '50%', left: -140, bottom: -120, bgcolor: 'rgba(62,124,89,0.35)' }}
      />
      <Box
        aria-hidden
        sx={{ position: 'absolute', width: 120, height: 120, borderRadius: '50%', right: -36, bottom: -36, bgcolor: 'rgba(233,162,59,0.45)' }}
      />

      <Box sx={{ position: 'relative' }}>
        <BrandLogo inverted size="large" to="/auth" />
      </Box>

      <Box sx={{ position: 'relative', my: 'auto', py: 6, maxWidth: 520 }}>
        <Typography variant="overline" sx={{ color: 'rgba(255,248,240,0.95)' }}>
          For home cooks
        </Typography>
        <Typography variant="h1" sx={{ mt: 1, mb: 2, fontSize: { md: '2.5rem', lg: '3rem' } }}>
          Cook more of what you love.
        </Typography>
        <Typography sx={{ color: 'rgba(255,248,240,0.95)', fontSize: '1.075rem', mb: 5 }}>
          Savor keeps your recipes, your pantry and a friendly AI assistant together, so dinner is one less thing to figure out.
        </Typography>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
          {FEATURES.map((f) => (
            <Box key={f.title} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
              <Box
                sx={{
                  flexShrink: 0,
                  width: 44,
                  height: 44,
                  borderRadius: 3,
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'rgba(255,248,240,0.16)',
                  border: '1px solid rgba(255,248,240,0.22)',
                }}
              >
                {f.icon}
              </Box>
              <Box>
                <Typography sx={{ fontWeight: 700 }}>{f.title}</Typography>
                <Typography variant="body2" sx={{ color: 'rgba(255,248,240,0.95)' }}>
                  {f.text}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </Box>

      <Typography variant="body2" sx={{ position: 'relative', color: 'rgba(255,248,240,0.95)' }}>
        Made for kitchens of every size.
      </Typography>
    </Box>
  );
}
