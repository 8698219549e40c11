import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import RestaurantRounded from '@mui/icons-material/RestaurantRounded';

interface BrandLogoProps {
  /** Light text on dark backgrounds. */
  inverted?: boolean;
  size?: 'small' | 'medium' | 'large';
  to?: string;
}

const SIZES = {
  small: { mark: 30, icon: 17, text: '1.3rem' },
  medium: { mark: 36, icon: 20, text: '1.55rem' },
  large: { mark: 44, icon: 24, text: '1.9rem' },
};

/** The Savor wordmark: a paprika badge with a fork and knife, and the name in a serif face. */
export function BrandLogo({ inverted = false, size = 'medium', to = '/' }: BrandLogoProps) {
  const s = SIZES[size];
  return (
    <Box
      component={RouterLink}
      to={to}
      aria-label="Savor home"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, textDecoration: 'none', color: inverted ? '#FFF8F0' : 'text.primary' }}
    >
      <Box
        aria-hidden
        sx={{
          width: s.mark,
          height: s.mark,
          borderRadius: '30%',
          display: 'grid',
          placeItems: 'center',
          color: inverted ? 'primary.main' : '#FFF8F0',
          bgcolor: inverted ? '#FFF8F0' : 'primary.main',
          boxShadow: inverted ? 'none' : '0 4px 12px rgba(200,81,44,0.35)',
        }}
      >
        <RestaurantRounded sx={{ fontSize: s.icon }} />
      </Box>
      <Typography
        component="span"
        sx={{ fontFamily: (t) => t.typography.h1.fontFamily, fontWeight: 700, fontSize: s.text, letterSpacing: '-0.01em', lineHeight: 1 }}
      >
        Savor
      </Typography>
    </Box>
  );
}
