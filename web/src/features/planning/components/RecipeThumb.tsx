import { useState } from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import RestaurantRounded from '@mui/icons-material/RestaurantRounded';
import { isUsableImageUrl } from '../../recipes';

/**
 * A recipe's picture at a fixed size (its box is there before the image loads: nothing moves), loaded
 * lazily; a plate icon when it has none or it fails. Decorative: the recipe's name is beside it.
 */
export function RecipeThumb({ src, size = 44 }: { src: string | null | undefined; size?: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  const usable = isUsableImageUrl(src) && failed !== src;
  return (
    <Box
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: '10px',
        overflow: 'hidden',
        display: 'grid',
        placeItems: 'center',
        color: 'primary.main',
        bgcolor: (t) => alpha(t.palette.primary.main, 0.08),
      }}
    >
      {usable ? (
        <Box
          component="img"
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          width={size}
          height={size}
          draggable={false}
          onError={() => setFailed(src)}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <RestaurantRounded aria-hidden sx={{ fontSize: Math.round(size * 0.45) }} />
      )}
    </Box>
  );
}
