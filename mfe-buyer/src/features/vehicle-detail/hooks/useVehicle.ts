import { useFirstScreenAnswer } from '@rl/web-kit';
import { useQuery } from '@tanstack/react-query';
import { fetchVehicle, vehicleKeys } from '../../../shared/api/vehicles-api';

/**
 * GET /api/vehicles/{id}; `data` is null when the listing does not exist or is not published. Under the
 * gateway's first screen the caller suspends until the answer is in (useFirstScreenAnswer).
 */
export function useVehicle(id: string | undefined) {
  const valid = Boolean(id && /^\d{1,10}$/.test(id));
  const queryKey = vehicleKeys.detail(valid ? Number(id) : 0);
  const queryFn = () => fetchVehicle(id as string);
  const asked = useFirstScreenAnswer(queryKey, queryFn, valid);
  const query = useQuery({ queryKey, queryFn, enabled: valid, retryOnMount: !asked });
  return { ...query, notFound: !valid || (query.isSuccess && query.data === null) };
}
