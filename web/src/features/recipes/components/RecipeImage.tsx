import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { alpha } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { CATEGORY_COLORS, categoryFallbackImage, categoryImageKey, isUsableImageUrl } from '../recipeHelpers';

interface RecipeImageProps {
  src: string | null | undefined;
  category: string | null | undefined;
  alt: string;
  sx?: SxProps<Theme>;
  /** Eager for the hero image; lazy (the default) for cards. */
  loading?: 'eager' | 'lazy';
}

function Picture({ initial, fallback, alt, loading }: { initial: string; fallback: string; alt: string; loading: 'eager' | 'lazy' }) {
  const [current, setCurrent] = useState(initial);
  const [busy, setBusy] = useState(true);
  const ref = useRef<HTMLImageElement>(null);

  // An image already in the browser cache may have loaded before React listened.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth > 0) setBusy(false);
  }, [current]);

  return (
    <>
      {busy && (
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
          <CircularProgress size={28} thickness={4.5} aria-label="Loading image" sx={{ color: 'rgba(255,255,255,0.9)' }} />
        </Box>
      )}
      <Box
        component="img"
        ref={ref}
        src={current}
        alt={alt}
        loading={loading}
        decoding="async"
        onLoad={() => setBusy(false)}
        onError={() => {
          if (current !== fallback) setCurrent(fallback);
          else setBusy(false);
        }}
        data-fallback={current === fallback ? 'true' : undefined}
        sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', opacity: busy ? 0 : 1, transition: 'opacity 240ms ease' }}
      />
    </>
  );
}

/**
 * A recipe picture that fills its box: a spinner while it loads, and the category's fallback picture when
 * there is no usable address or the image fails (spec document 1 §2 Recipe card, §9).
 */
export function RecipeImage({ src, category, alt, sx, loading = 'lazy' }: RecipeImageProps) {
  const fallback = categoryFallbackImage(category);
  const initial = isUsableImageUrl(src) ? src : fallback;
  const color = CATEGORY_COLORS[categoryImageKey(category)];
  return (
    <Box sx={[{ position: 'relative', overflow: 'hidden', bgcolor: alpha(color, 0.55) }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Picture key={initial} initial={initial} fallback={fallback} alt={alt} loading={loading} />
    </Box>
  );
}
