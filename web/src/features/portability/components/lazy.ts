import { lazyWhenOpen } from '../../../components/lazyWhenOpen';

/** The 'Import recipes' dialog, fetched the first time it opens (or when the cook reaches for its button). */
export const LazyImportCollectionDialog = lazyWhenOpen(() => import('./ImportCollectionDialog'));

/** My Recipes' notice of an import under way, fetched only when there is one. */
export const LazyImportProgressNotice = lazyWhenOpen(() => import('./ImportProgressNotice'));
