import { ButtonLink, ScreenPlaceholder, useAccessGuard } from '@rl/web-kit';
import { DASHBOARD_SIGNED_OUT } from '../../access/access-notices';
import { SellerScreenSkeleton } from '../../access/components/SellerScreenSkeleton';

/** /dashboard: the seller's listings and stats; built in a later issue. */
export function DashboardPage() {
  const access = useAccessGuard('signedIn', DASHBOARD_SIGNED_OUT);
  if (access !== 'allowed') return <SellerScreenSkeleton />;
  return (
    <ScreenPlaceholder
      eyebrow="Seller"
      title="Seller Dashboard"
      description="Your listings with their status, views and actions will appear here."
    >
      <ButtonLink to="/create-listing" $variant="accent">
        Add New Listing
      </ButtonLink>
    </ScreenPlaceholder>
  );
}
