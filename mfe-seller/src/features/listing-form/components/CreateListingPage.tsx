import { useAccessGuard } from '@rl/web-kit';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LISTING_FORM_SIGNED_OUT } from '../../../shared/access/access-notices';
import { SellerScreenSkeleton } from '../../../shared/access/components/SellerScreenSkeleton';

// The form (with the shared zod schema) is its own chunk: the dashboard does not download it.
const ListingFormScreen = lazy(() => import('./ListingFormScreen'));

/** /create-listing, and /create-listing?edit={id} (the dashboard's edit link). */
export function CreateListingPage() {
  const [params] = useSearchParams();
  const editId = params.get('edit')?.trim() || undefined;
  const access = useAccessGuard('signedIn', LISTING_FORM_SIGNED_OUT);
  if (access !== 'allowed') return <SellerScreenSkeleton />;
  return (
    <Suspense fallback={<SellerScreenSkeleton />}>
      <ListingFormScreen key={editId ?? 'new'} editId={editId} />
    </Suspense>
  );
}
