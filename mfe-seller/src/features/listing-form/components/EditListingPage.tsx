import { ScreenPlaceholder, useAccessGuard } from '@rl/web-kit';
import { useParams } from 'react-router-dom';
import { LISTING_FORM_SIGNED_OUT } from '../../access/access-notices';
import { SellerScreenSkeleton } from '../../access/components/SellerScreenSkeleton';

/** /edit-listing/:id: the listing form filled from the listing; built in a later issue. */
export function EditListingPage() {
  const { id } = useParams();
  const access = useAccessGuard('signedIn', LISTING_FORM_SIGNED_OUT);
  if (access !== 'allowed') return <SellerScreenSkeleton />;
  return (
    <ScreenPlaceholder
      eyebrow="Sell Your Car"
      title="Edit Listing"
      description={`The listing form for listing #${id ?? ''} will appear here.`}
    />
  );
}
