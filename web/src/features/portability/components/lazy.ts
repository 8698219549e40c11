import { lazyWhenOpen } from '../../../components/lazyWhenOpen';

// Marked pure: a chunk that imports the feature's index.ts for something else (the profile's export card)
// leaves these out.

/** The 'Import recipes' dialog, fetched the first time it opens (or when the cook reaches for its button). */
export const LazyImportCollectionDialog = /* @__PURE__ */ lazyWhenOpen(() => import('./ImportCollectionDialog'));

/** My Recipes' notice of an import under way, fetched only when there is one. */
export const LazyImportProgressNotice = /* @__PURE__ */ lazyWhenOpen(() => import('./ImportProgressNotice'));
