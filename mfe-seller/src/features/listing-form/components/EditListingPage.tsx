import { useAccessGuard } from '@rl/web-kit';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { LISTING_FORM_SIGNED_OUT } from '../../../shared/access/access-notices';
import { SellerScreenSkeleton } from '../../../shared/access/components/SellerScreenSkeleton';

const ListingFormScreen = lazy(() => import('./ListingFormScreen'));

/** /edit-listing/:id: the same form, filled from the listing. */
export function EditListingPage() {
  const { id } = useParams();
  const access = useAccessGuard('signedIn', LISTING_FORM_SIGNED_OUT);
  if (access !== 'allowed') return <SellerScreenSkeleton />;
  return (
    <Suspense fallback={<SellerScreenSkeleton />}>
      <ListingFormScreen key={id} editId={id ?? ''} />
    </Suspense>
  );
}
