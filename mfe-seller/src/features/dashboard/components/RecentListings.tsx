import type { Vehicle } from '@rl/contracts';
import { Card, CardHeader } from '../../../ui/layout';
import { formatDate } from '../../../lib/vehicle-text';
import { recentListings } from '../model/stats';
import { StatusBadge } from './StatusBadge';
import { MiniGrid, VehicleMiniCard } from './VehicleMiniCard';

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
      <MiniGrid>
        {recent.map((v) => (
          <VehicleMiniCard
            key={v.id}
            vehicle={v}
            meta={
              <>
                <StatusBadge status={v.status} />
                <span>Listed {formatDate(v.createdAt)}</span>
              </>
            }
          />
        ))}
      </MiniGrid>
    </Card>
  );
}
