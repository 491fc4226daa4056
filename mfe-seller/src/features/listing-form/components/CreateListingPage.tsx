import { ScreenPlaceholder, useAccessGuard } from '@rl/web-kit';
import { LISTING_FORM_SIGNED_OUT } from '../../access/access-notices';
import { SellerScreenSkeleton } from '../../access/components/SellerScreenSkeleton';

/** /create-listing: the listing form; built in a later issue. */
export function CreateListingPage() {
  const access = useAccessGuard('signedIn', LISTING_FORM_SIGNED_OUT);
  if (access !== 'allowed') return <SellerScreenSkeleton />;
  return (
    <ScreenPlaceholder
      eyebrow="Sell Your Car"
      title="Create Listing"
      description="Vehicle information, location, documentation, description and features, photos and contact details: the listing form will appear here."
    />
  );
}
