import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog, menu or popover whose code is fetched the first time it opens, so a screen's first download
 * leaves out MUI's Modal, its transitions and the overlay's own content. Once opened it stays mounted,
 * so it can animate closed.
 */
export function lazyWhenOpen<Props extends { open: boolean }>(load: () => Promise<{ default: ComponentType<Props> }>) {
  const Overlay = lazy(load);
  function LazyOverlay(props: Props) {
    const [wanted, setWanted] = useState(props.open);
    if (props.open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Overlay {...props} />
      </Suspense>
    );
  }
  /** Starts fetching the code when the cook reaches for the button that opens it (pointer over it, or focus). */
  LazyOverlay.preloadProps = { onPointerEnter: () => void load(), onFocus: () => void load() };
  return LazyOverlay;
}
