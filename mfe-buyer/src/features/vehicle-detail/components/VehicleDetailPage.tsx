import { ButtonLink, ScreenPlaceholder } from '@rl/web-kit';
import { useParams } from 'react-router-dom';

/** /vehicles/:id: vehicle detail (gallery, specs, contact form); built in a later issue. */
export function VehicleDetailPage() {
  const { id } = useParams();
  return (
    <ScreenPlaceholder
      eyebrow="Vehicle Listings"
      title="Vehicle Details"
      description={`Photos, specifications, features and the contact form for vehicle #${id ?? ''} will appear here.`}
    >
      <ButtonLink to="/search" $variant="primary">
        Browse All Vehicles
      </ButtonLink>
    </ScreenPlaceholder>
  );
}
