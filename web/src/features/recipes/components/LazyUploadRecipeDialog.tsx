import { lazyWhenOpen } from '../../../components/lazyWhenOpen';

/** The upload dialog, fetched the first time it opens. */
export const LazyUploadRecipeDialog = lazyWhenOpen(() => import('./UploadRecipeDialog'));
