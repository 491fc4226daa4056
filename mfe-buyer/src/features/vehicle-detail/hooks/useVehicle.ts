import { useQuery } from '@tanstack/react-query';
import { fetchVehicle, vehicleKeys } from '../../../shared/api/vehicles-api';

/** GET /api/vehicles/{id}; `data` is null when the listing does not exist or is not published. */
export function useVehicle(id: string | undefined) {
  const valid = Boolean(id && /^\d{1,10}$/.test(id));
  const query = useQuery({
    queryKey: vehicleKeys.detail(valid ? Number(id) : 0),
    queryFn: () => fetchVehicle(id as string),
    enabled: valid,
  });
  return { ...query, notFound: !valid || (query.isSuccess && query.data === null) };
}
