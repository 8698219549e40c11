import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A React.lazy component that can also start loading its chunk early (see preloadRoutes in router.tsx). */
export type PreloadableComponent = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/** A screen module: its component, and optionally a function that starts fetching its first data. */
interface PageModule {
  default: ComponentType;
  preloadData?: () => void;
}

export function lazyPage(load: () => Promise<PageModule>): PreloadableComponent {
  let loading: Promise<PageModule> | undefined;
  const once = () => (loading ??= load());
  return Object.assign(lazy(once), { preload: () => once().then((module) => module.preloadData?.()) });
}
