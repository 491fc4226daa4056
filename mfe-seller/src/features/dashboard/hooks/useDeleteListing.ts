import { API, type Vehicle } from '@rl/contracts';
import { isHttpError, REDIRECT_DELAY_MS, startSignIn, toast } from '@rl/web-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { deleteListing } from '../api/dashboard-api';
import { refreshListingCaches } from '../../../shared/listing-caches';

/** Spec §8 notices of the dashboard's delete action. */
export const DELETE_NOTICES = {
  confirm: 'Are you sure you want to delete this listing?',
  success: { title: 'Success', description: 'Vehicle listing deleted successfully' },
  unauthorized: { title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' },
  failure: { title: 'Error', description: 'Failed to delete vehicle listing', variant: 'destructive' },
} as const;

/**
 * Delete a listing after the product's confirm dialog (`asking`: the listing the dialog asks about;
 * `confirm` deletes it, `cancel` closes the dialog). Success refreshes the seller's listings; a 401
 * sends the user to sign in after 500 ms.
 */
export function useDeleteListing() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (id: number) => deleteListing(id),
    onSuccess: (_data, id) => {
      queryClient.setQueryData<Vehicle[]>([API.userVehicles], (list) => list?.filter((v) => v.id !== id));
      void refreshListingCaches(queryClient);
      toast(DELETE_NOTICES.success);
    },
    onError: (error) => {
      if (isHttpError(error) && error.status === 401) {
        toast(DELETE_NOTICES.unauthorized);
        setTimeout(startSignIn, REDIRECT_DELAY_MS);
        return;
      }
      toast(DELETE_NOTICES.failure);
    },
  });
  const [asking, setAsking] = useState<number | null>(null);
  const remove = (id: number) => setAsking(id);
  const confirm = () => {
    if (asking === null) return;
    setAsking(null);
    mutation.mutate(asking);
  };
  return { remove, asking, confirm, cancel: () => setAsking(null), deletingId: mutation.isPending ? mutation.variables : undefined };
}
