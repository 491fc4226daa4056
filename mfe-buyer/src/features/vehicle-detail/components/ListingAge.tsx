import { listedAgo, type PublicVehicle } from '@rl/contracts';
import { CalendarIcon } from '@rl/web-kit';
import { formatDate } from '@rl/web-kit/vehicles';

/** "Listed 12 days ago" (the first approval's date on hover); a sold listing says when it was sold instead. */
export function ListingAge({ vehicle }: { vehicle: Pick<PublicVehicle, 'status' | 'listedAt' | 'soldAt'> }) {
  if (vehicle.status === 'sold' && vehicle.soldAt) {
    return (
      <span>
        <CalendarIcon size={16} />
        Sold {formatDate(vehicle.soldAt)}
      </span>
    );
  }
  const age = listedAgo(vehicle.listedAt);
  if (!age) return null;
  return (
    <span title={vehicle.listedAt ? `Listed on ${formatDate(vehicle.listedAt)}` : undefined}>
      <CalendarIcon size={16} />
      {age}
    </span>
  );
}
