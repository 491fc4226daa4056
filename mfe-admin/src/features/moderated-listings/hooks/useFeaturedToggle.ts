import { API } from '@rl/contracts';
import { toast } from '@rl/web-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setFeatured } from '../../../shared/api/admin-api';
import { reportAdminError } from '../../../shared/api/admin-errors';
import { FEATURED_UPDATE_FAILED } from '../../../shared/notices';

/** PATCH the featured flag, then refresh the status lists. */
export function useFeaturedToggle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ vehicleId, isFeatured }: { vehicleId: number; isFeatured: boolean }) => setFeatured(vehicleId, isFeatured),
    onSuccess: (_vehicle, { isFeatured }) => {
      toast({ title: 'Success', description: isFeatured ? 'The listing is now featured' : 'The listing is no longer featured' });
      return client.invalidateQueries({ queryKey: [API.adminVehicles] });
    },
    onError: (error) => {
      reportAdminError(error, FEATURED_UPDATE_FAILED);
    },
  });
}
