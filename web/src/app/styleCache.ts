import createCache, { type EmotionCache } from '@emotion/cache';
import { SCREEN_STYLES_ATTRIBUTE } from './screenStyles';

/**
 * Emotion's cache for the app. A first screen's page carries the screen's rules in
 * `<style data-screen-styles="name …">`: the cache takes those names as inserted, and puts the rules
 * the screen lacks right after that element, where they follow its rules in the cascade.
 *
 * Not Emotion's own server-rendered `<style data-emotion="css name …">`: Emotion moves that element
 * into the head when it loads, and the browser parses its 100 kB again, inside the entry's evaluation.
 */
export function createStyleCache(): EmotionCache {
  const screenStyles = document.querySelector<HTMLStyleElement>(`style[${SCREEN_STYLES_ATTRIBUTE}]`);
  const container = screenStyles?.parentElement;
  const cache = createCache({ key: 'css', ...(screenStyles && container ? { container, insertionPoint: screenStyles } : {}) });
  for (const name of screenStyles?.getAttribute(SCREEN_STYLES_ATTRIBUTE)?.split(' ') ?? []) cache.inserted[name] = true;
  return cache;
}
