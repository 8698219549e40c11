import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { alpha } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { CATEGORY_COLORS, categoryFallbackImage, categoryImageKey, pictureCandidates } from '../recipeHelpers';
import { sxList } from '../../../components/sxList';

/** Finds a better picture when the recipe's own fails, and keeps the one that loads. */
export interface ImageRecovery {
  /** The stored or regenerated picture for the recipe; null when there is none. */
  find: () => Promise<string | null>;
  /** Called once with a picture that loaded in place of the recipe's failing address. */
  onFound: (url: string) => void;
}

interface RecipeImageProps {
  src: string | null | undefined;
  category: string | null | undefined;
  alt: string;
  sx?: SxProps<Theme>;
  /** Eager (and fetched first) for the hero image and the first screen's cards; lazy (the default) otherwise. */
  loading?: 'eager' | 'lazy';
  /** Cards show the stored picture's card-size copy (the full picture if that copy fails). */
  size?: 'card' | 'full';
  recovery?: ImageRecovery;
}

interface PictureProps {
  /** The recipe's own address. */
  original: string | null | undefined;
  /** Addresses to try in order before the fallback. */
  candidates: string[];
  fallback: string;
  alt: string;
  loading: 'eager' | 'lazy';
  recovery?: ImageRecovery;
}

/**
 * Tries the candidates in turn, then the recovery's picture, then the category fallback (spec document 1
 * §4 Image handling: an .html address becomes .jpg, then a database or regenerated image, then the fallback).
 */
function Picture({ original, candidates, fallback, alt, loading, recovery }: PictureProps) {
  const [current, setCurrent] = useState(candidates[0] ?? fallback);
  const [recovered, setRecovered] = useState<string | null>(null);
  // The category picture is a small local file: no spinner, no fade, painted with the card.
  const [busy, setBusy] = useState(current !== fallback);
  const ref = useRef<HTMLImageElement>(null);

  const next = () => {
    const index = candidates.indexOf(current);
    if (index >= 0 && index < candidates.length - 1) return setCurrent(candidates[index + 1]);
    if (recovery && candidates.length > 0 && recovered === null && current !== fallback) {
      setRecovered('');
      recovery
        .find()
        .then((url) => setCurrent(url && url !== current ? url : fallback))
        .catch(() => setCurrent(fallback));
      return;
    }
    if (current !== fallback) setCurrent(fallback);
    else setBusy(false);
  };

  const loaded = () => {
    setBusy(false);
    if (recovery && candidates.length > 0 && current !== original && current !== fallback && recovered !== current) {
      setRecovered(current);
      recovery.onFound(current);
    }
  };

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
        fetchPriority={loading === 'eager' ? 'high' : undefined}
        decoding="async"
        onLoad={loaded}
        onError={next}
        data-fallback={current === fallback ? 'true' : undefined}
        sx={{
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          objectFit: 'cover',
          opacity: busy ? 0 : 1,
          transition: 'opacity 240ms ease',
        }}
      />
    </>
  );
}

/**
 * A recipe picture that fills its box: a spinner while it loads, and the category's fallback picture when
 * there is no usable address or the image fails (spec document 1 §2 Recipe card, §9).
 */
export function RecipeImage({ src, category, alt, sx, loading = 'lazy', recovery, size = 'full' }: RecipeImageProps) {
  const fallback = categoryFallbackImage(category);
  const candidates = pictureCandidates(src, size);
  const color = CATEGORY_COLORS[categoryImageKey(category)];
  return (
    <Box sx={[{ position: 'relative', overflow: 'hidden', bgcolor: alpha(color, 0.55) }, ...sxList(sx)]}>
      <Picture
        key={`${src ?? ''}|${fallback}`}
        original={src}
        candidates={candidates}
        fallback={fallback}
        alt={alt}
        loading={loading}
        recovery={recovery}
      />
    </Box>
  );
}

/**
 * Starts fetching the pictures the first cards will show as soon as their recipes are known, while React
 * renders the screen, instead of when the cards' images are committed: on My Recipes the first card's
 * picture is the largest thing on a phone's first screen.
 */
export function preloadCardPictures(recipes: readonly { imageUrl?: string | null; category?: string | null }[]): void {
  const preloading = new Set([...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => link.getAttribute('href')));
  for (const recipe of recipes) {
    const url = pictureCandidates(recipe.imageUrl, 'card')[0] ?? categoryFallbackImage(recipe.category);
    if (preloading.has(url)) continue;
    preloading.add(url);
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'image');
    link.setAttribute('fetchpriority', 'high');
    link.href = url;
    document.head.append(link);
  }
}
