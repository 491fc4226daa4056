import { VALUATION_PAGE } from '@rl/contracts';
import {
  AlertIcon, Button, ButtonLink, ConfirmDialog, Container, gridGap, isHttpError, Overlap, PageHero, PlusIcon, Skeleton, useAccessGuard, useSession, welcomeLine,
} from '@rl/web-kit';
import { vehicleName } from '@rl/web-kit/vehicles';
import styled from 'styled-components';
import { DASHBOARD_SIGNED_OUT } from '../shared/access/access-notices';
import { SellerScreenSkeleton } from '../shared/access/components/SellerScreenSkeleton';
import { useSignInAgainOn401 } from '../shared/access/use-sign-in-again';
import { SavedSearchesSection } from '../features/saved-searches/components/SavedSearchesSection';
import { Card, CardHeader } from '../shared/ui/layout';
import { LoadError } from '../shared/ui/load-error';
import { DELETE_NOTICES, useDeleteListing } from '../features/dashboard/hooks/useDeleteListing';
import { useMyListings } from '../features/dashboard/hooks/useMyListings';
import { listingStats } from '../features/dashboard/model/stats';
import { EmptyListings } from '../features/dashboard/components/EmptyListings';
import { ListingsPanel } from '../features/dashboard/components/ListingsPanel';
import { RecentListings } from '../features/dashboard/components/RecentListings';
import { SavedVehicles } from '../features/dashboard/components/SavedVehicles';
import { StatCards } from '../features/dashboard/components/StatCards';
import { YourAssociate } from '../features/dashboard/components/YourAssociate';
import { OffersSection } from '../features/offers/components/OffersSection';
import { SalesProgressSection } from '../features/offers/components/SalesProgressSection';
import { PerformanceSection } from '../features/performance/components/PerformanceSection';
import { PAGES } from '@rl/contracts/pages';

/** /dashboard (spec §2): stats, the seller's listings with their actions, recent and saved vehicles, saved searches. */
export function DashboardPage() {
  const access = useAccessGuard('signedIn', DASHBOARD_SIGNED_OUT);
  if (access !== 'allowed') return <SellerScreenSkeleton />;
  return <Dashboard />;
}

function Dashboard() {
  const { user } = useSession();
  const listings = useMyListings();
  const { remove, asking, confirm, cancel, deletingId } = useDeleteListing();
  const askingAbout = asking === null ? undefined : (listings.data ?? []).find((v) => v.id === asking);
  const list = listings.data ?? [];
  // the session ended meanwhile: same notice and redirect as a signed-out visit
  useSignInAgainOn401(listings.error, DASHBOARD_SIGNED_OUT);

  return (
    <>
      <PageHero
        eyebrow="Seller"
        title="Seller Dashboard"
        lead={`${welcomeLine(user)}. Track your listings, their status and how many buyers viewed them.`}
        actions={
          <>
            <ButtonLink to={VALUATION_PAGE} $variant="outlineLight" $size="lg">
              Value a Car
            </ButtonLink>
            <ButtonLink to={PAGES.createListing} $variant="accent" $size="lg">
              <PlusIcon size={18} />
              Add New Listing
            </ButtonLink>
          </>
        }
      />
      <Container>
        <Overlap>
          <StatCards stats={listingStats(list)} loading={listings.isPending} />
          <Card aria-labelledby="my-listings-title">
            <CardHeader>
              <div>
                <h2 id="my-listings-title">Your Listings</h2>
                <p>New and edited listings are reviewed by our team before they go live.</p>
              </div>
            </CardHeader>
            {listings.isPending ? (
              <TableSkeleton />
            ) : listings.isError ? (
              isHttpError(listings.error) && listings.error.status === 401 ? (
                <TableSkeleton />
              ) : (
                <LoadError role="alert">
                  <AlertIcon size={22} />
                  <p>Your listings could not be loaded. Please try again.</p>
                  <Button type="button" $variant="outline" $size="sm" onClick={() => void listings.refetch()}>
                    Try again
                  </Button>
                </LoadError>
              )
            ) : list.length === 0 ? (
              <EmptyListings />
            ) : (
              <ListingsPanel listings={list} onDelete={remove} deletingId={deletingId} />
            )}
          </Card>
          <PerformanceSection listings={list} />
          <OffersSection />
          <SalesProgressSection />
          <YourAssociate listings={list} />
          <RecentListings listings={list} />
          <SavedVehicles />
          <SavedSearchesSection />
        </Overlap>
      </Container>
      {askingAbout && (
        <ConfirmDialog
          title="Delete listing"
          question={DELETE_NOTICES.confirm}
          vehicleName={vehicleName(askingAbout)}
          confirm="Delete listing"
          danger
          onConfirm={confirm}
          onCancel={cancel}
        />
      )}
    </>
  );
}

function TableSkeleton() {
  return (
    <SkeletonRows aria-busy="true" aria-label="Loading listings">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} $height="64px" />
      ))}
    </SkeletonRows>
  );
}

const SkeletonRows = styled.div`${gridGap(12)}`;
