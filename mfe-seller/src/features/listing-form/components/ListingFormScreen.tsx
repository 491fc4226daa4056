import { REVISED_STATUSES, VALUATION_PAGE, type OwnerVehicle, type Vehicle, type VehicleDetail } from '@rl/contracts';
import { AlertIcon, Button, ButtonLink, Container, isHttpError, Overlap, PageHero, useSession } from '@rl/web-kit';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LISTING_FORM_SIGNED_OUT } from '../../../shared/access/access-notices';
import { useSignInAgainOn401 } from '../../../shared/access/use-sign-in-again';
import { vehicleName } from '@rl/web-kit/vehicles';
import { fetchListing } from '../../../shared/api/listings-api';
import { FormSkeleton } from './FormSkeleton';
import { ListingForm } from './ListingForm';
import { PendingChangesNotice } from './PendingChangesNotice';
import { PAGES } from '@rl/contracts/pages';

const isFull = (v: VehicleDetail): v is Vehicle & Partial<Pick<OwnerVehicle, 'revision'>> => 'vin' in v && typeof v.vin === 'string';

/** The listing form screen: a new listing, or (with `editId`) the seller's listing loaded for editing. */
export default function ListingFormScreen({ editId }: { editId?: string }) {
  return editId ? <EditScreen id={editId} /> : <CreateScreen />;
}

function CreateScreen() {
  return (
    <>
      <PageHero
        eyebrow="Sell Your Car"
        title="Create Listing"
        lead={
          <>
            List your car once. A dedicated associate handles every inquiry, negotiation and screening until it sells.{' '}
            <LeadLink to={VALUATION_PAGE}>Not sure what to ask? Get an instant estimate.</LeadLink>
          </>
        }
      />
      <Container>
        <Overlap>
          <ListingForm />
        </Overlap>
      </Container>
    </>
  );
}

function EditScreen({ id }: { id: string }) {
  const { user } = useSession();
  const listing = useQuery({
    queryKey: ['seller:listing', id],
    queryFn: () => fetchListing(id),
    // always the listing as it is now, never an older copy
    staleTime: 0,
    gcTime: 0,
  });
  useSignInAgainOn401(listing.error, LISTING_FORM_SIGNED_OUT);
  const data = listing.data;
  const own = data && isFull(data) && (!user || data.userId === user.id || user.role === 'admin');

  let body;
  if (listing.isPending || (isHttpError(listing.error) && listing.error.status === 401)) body = <FormSkeleton />;
  else if (listing.isError) {
    const notFound = isHttpError(listing.error) && listing.error.status === 404;
    body = notFound ? (
      <Problem title="Listing not found" text="This listing does not exist any more, or it is not yours to edit." />
    ) : (
      <Problem title="The listing could not be loaded" text="Please try again in a moment." onRetry={() => void listing.refetch()} />
    );
  } else if (!own) body = <Problem title="Listing not found" text="This listing does not exist any more, or it is not yours to edit." />;
  else if (data.status === 'sold') body = <Problem title="This listing has been sold" text="A sold listing can no longer be edited." />;
  else {
    // changes waiting for review: the seller edits what they submitted (saving replaces it)
    const waiting = data.revision?.status === 'pending' ? data.revision : null;
    body = (
      <>
        {waiting && <PendingChangesNotice revision={waiting} />}
        <ListingForm key={data.id} listing={waiting ? { ...data, ...waiting.proposed } : data} />
      </>
    );
  }
  const live = own && REVISED_STATUSES.includes(data.status);

  return (
    <>
      <PageHero
        eyebrow="Sell Your Car"
        title="Edit Listing"
        lead={
          live
            ? `Update your ${vehicleName(data)}. It stays on sale while our team reviews your changes.`
            : own
              ? `Update your ${vehicleName(data)}. Changes are reviewed by our team before they go live.`
              : 'Update your listing. Changes are reviewed by our team before they go live.'
        }
      />
      <Container>
        <Overlap>{body}</Overlap>
      </Container>
    </>
  );
}

function Problem({ title, text, onRetry }: { title: string; text: string; onRetry?: () => void }) {
  return (
    <Panel role="alert">
      <AlertIcon size={26} />
      <h2>{title}</h2>
      <p>{text}</p>
      <div>
        {onRetry && (
          <Button type="button" $variant="primary" onClick={onRetry}>
            Try again
          </Button>
        )}
        <ButtonLink to={PAGES.dashboard} $variant="outline">
          Back to Dashboard
        </ButtonLink>
      </div>
    </Panel>
  );
}

const Panel = styled.section`
  display: grid;
  justify-items: center;
  gap: 10px;
  padding: 40px 20px;
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};
  > svg { color: ${({ theme }) => theme.colors.accent}; }
  h2 { font-size: 1.3rem; }
  p { color: ${({ theme }) => theme.colors.textMuted}; }
  > div { display: flex; flex-wrap: wrap; justify-content: center; gap: 10px; margin-top: 8px; }
`;

const LeadLink = styled(Link)`
  color: ${({ theme }) => theme.colors.gold};
  text-decoration: underline;
  white-space: normal;
`;
