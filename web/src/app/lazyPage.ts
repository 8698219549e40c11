import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A React.lazy component that can also start loading its chunk early (see preloadRoutes in router.tsx). */
export type PreloadableComponent = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

export function lazyPage(load: () => Promise<{ default: ComponentType }>): PreloadableComponent {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const once = () => (loading ??= load());
  return Object.assign(lazy(once), { preload: once });
}
