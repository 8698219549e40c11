/**
 * The attribute of the element holding a first screen's styles: written by the build (criticalStyleOf
 * in web/vite.config.ts), read by the app's Emotion cache (styleCache.ts). A module of its own, so the
 * build's config does not load Emotion to learn one name.
 */
export const SCREEN_STYLES_ATTRIBUTE = 'data-screen-styles';
