import type { Vehicle } from '@rl/contracts';
import { StatusBadge, VehicleRow, VehicleRows, formatDate, formatPrice } from '@rl/web-kit/vehicles';
import { Card, CardHeader } from '../../../shared/ui/layout';
import { recentListings } from '../model/stats';

/** The seller's 3 newest listings. */
export function RecentListings({ listings }: { listings: readonly Vehicle[] }) {
  const recent = recentListings(listings);
  if (recent.length === 0) return null;
  return (
    <Card aria-labelledby="recent-listings-title">
      <CardHeader>
        <div>
          <h2 id="recent-listings-title">Recent Listings</h2>
          <p>Your newest listings and where they stand.</p>
        </div>
      </CardHeader>
      <VehicleRows>
        {recent.map((v) => (
          <VehicleRow
            key={v.id}
            vehicle={v}
            detail={
              <>
                <StatusBadge status={v.status} />
                <span>Listed {formatDate(v.createdAt)}</span>
              </>
            }
            aside={formatPrice(v.price)}
          />
        ))}
      </VehicleRows>
    </Card>
  );
}
