import { lazy, Suspense, useState } from 'react';

const UploadRecipeDialog = lazy(() => import('./UploadRecipeDialog'));

/** The upload dialog, fetched the first time it opens (it stays mounted after, so it can animate closed). */
export function LazyUploadRecipeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <UploadRecipeDialog open={open} onClose={onClose} />
    </Suspense>
  );
}
