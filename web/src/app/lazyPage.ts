import { createElement, lazy, type ComponentType } from 'react';

/** A screen loaded on demand: `preload` fetches its chunk and its first data, `loaded` waits for the chunk alone. */
export type PreloadableComponent = ComponentType & { preload: () => Promise<unknown>; loaded: () => Promise<unknown> };

/** A screen module: its component, and optionally a function that fetches its first data into SWR's cache. */
interface PageModule {
  default: ComponentType;
  preloadData?: () => Promise<unknown> | undefined;
}

/**
 * Like React.lazy, but once the chunk is there (preloaded, or awaited by the route's loader) the screen
 * renders at once. React.lazy suspends on its first render even when the import has settled, so its
 * Suspense boundary commits the fallback and React then holds the screen back for up to 300 ms
 * (its throttle on revealing content after a fallback).
 */
export function lazyPage(load: () => Promise<PageModule>): PreloadableComponent {
  let loaded: PageModule | undefined;
  let loading: Promise<PageModule> | undefined;
  const once = () =>
    (loading ??= load().then((module) => {
      loaded = module;
      return module;
    }));
  const Lazy = lazy(once);
  const Page = () => createElement(loaded?.default ?? Lazy);
  return Object.assign(Page, { preload: () => once().then((module) => module.preloadData?.()), loaded: once });
}
