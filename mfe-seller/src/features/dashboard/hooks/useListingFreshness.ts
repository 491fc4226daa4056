import { API, LISTING_FRESHNESS, type Vehicle } from '@rl/contracts';
import { describeError, isHttpError, REDIRECT_DELAY_MS, startSignIn, toast } from '@rl/web-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markListingSold, renewListing } from '../api/freshness-api';
import { refreshListingCaches } from '../../../shared/listing-caches';

/** Notices of the dashboard's freshness actions. */
export const FRESHNESS_NOTICES = {
  confirmSold: `Mark this listing as sold? Buyers will see it as sold for ${LISTING_FRESHNESS.soldVisibleDays} days, then it leaves the site.`,
  renewed: { title: 'Listing renewed', description: `It is back on sale for ${LISTING_FRESHNESS.expiresAfterDays} days.` },
  confirmed: { title: 'Thanks for confirming', description: `Your listing stays on sale for another ${LISTING_FRESHNESS.expiresAfterDays} days.` },
  sold: { title: 'Marked as sold', description: 'Congratulations on the sale!' },
  unauthorized: { title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' },
} as const;

type Action = 'renew' | 'sold';

/**
 * Renew (or confirm still available) and mark sold from the dashboard. The answer replaces the listing in
 * the seller's list at once; public answers are refetched. A 401 sends the seller to sign in.
 */
export function useListingFreshness() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ id, action }: { id: number; action: Action; wasExpired: boolean }) => (action === 'renew' ? renewListing(id) : markListingSold(id)),
    onSuccess: (updated, { action, wasExpired }) => {
      queryClient.setQueryData<Vehicle[]>([API.userVehicles], (list) => list?.map((v) => (v.id === updated.id ? updated : v)));
      void refreshListingCaches(queryClient);
      toast(action === 'sold' ? FRESHNESS_NOTICES.sold : wasExpired ? FRESHNESS_NOTICES.renewed : FRESHNESS_NOTICES.confirmed);
    },
    onError: (error) => {
      if (isHttpError(error) && error.status === 401) {
        toast(FRESHNESS_NOTICES.unauthorized);
        setTimeout(startSignIn, REDIRECT_DELAY_MS);
        return;
      }
      toast({ title: 'Error', description: describeError(error), variant: 'destructive' });
    },
  });
  return {
    renew: (v: Vehicle) => mutation.mutate({ id: v.id, action: 'renew', wasExpired: v.status === 'expired' }),
    /** after the product's confirm dialog (ListingFreshness asks) */
    markSold: (v: Vehicle) => mutation.mutate({ id: v.id, action: 'sold', wasExpired: v.status === 'expired' }),
    /** the listing and action in flight */
    busy: mutation.isPending ? mutation.variables : undefined,
  };
}
